import CharactersApplication
import Foundation
import HTTPTransport
import MoviesApplication

#if UITesting
    import UITestScenario
#endif

/// Marquee started the way a service starts it, once, before its web framework: the launch read (``LaunchConfiguration``),
/// every port wired (live, or stubs under `-uitest`, see ``AppDependencies/resolve(_:httpClient:)``), and the Movies
/// context asked for, so that a missing TMDb credential fails the start rather than the first request.
///
/// In an entry point, ``orExit(_:arguments:environment:httpClient:)`` is the whole of it: a start that fails is one
/// line on standard error and exit status 1, and ``hostArguments`` are what the web framework reads.
public struct MarqueeStart: Sendable {
    /// The launch as read: the mode, the arguments left for the host.
    public let launch: LaunchConfiguration
    /// Every context's ports and factories.
    public let dependencies: AppDependencies
    /// The Movies context's use cases.
    public let movies: MoviesApplicationFactory

    #if UITesting
        /// Under `-uitest`, the stubs every port is on, Marquee's and the service's own (`stubbing:`), which the
        /// service's `/__uitest/` routes drive (`UITestControl(world: session.world)`); `nil` when live.
        public let session: UITestSession?
    #endif

    /// Reads `arguments` (as `CommandLine.arguments`) and `environment`, wires every port and asks for each context.
    /// `httpClient` is the one the live adapters share (`nil`: the production stack on URLSession); it is not used
    /// under `-uitest`.
    public init(
        arguments: [String], environment: [String: String], httpClient: (any UpstreamClient)? = nil
    ) throws(MarqueeStartError) {
        let launch: LaunchConfiguration
        do {
            launch = try LaunchConfiguration(arguments: arguments, environment: environment)
        } catch {
            throw .launch(error)
        }
        #if UITesting
            try self.init(launch, ownPorts: [], httpClient: httpClient)
        #else
            try self.init(launch, ownPorts: (), httpClient: httpClient)
        #endif
    }

    #if UITesting
        /// Starts Marquee as ``init(arguments:environment:httpClient:)`` does, for a service with ports of its own
        /// under the switch: under `-uitest` they join Marquee's in ``session`` (one scenario, one call report),
        /// and the service takes its stubs from there (`session.world.stubs(StubBookSource.self)`).
        public init(
            arguments: [String], environment: [String: String], stubbing ownPorts: [any StubbedPort.Type],
            httpClient: (any UpstreamClient)? = nil
        ) throws(MarqueeStartError) {
            let launch: LaunchConfiguration
            do {
                launch = try LaunchConfiguration(arguments: arguments, environment: environment, stubbing: ownPorts)
            } catch {
                throw .launch(error)
            }
            try self.init(launch, ownPorts: ownPorts, httpClient: httpClient)
        }

        /// The service's own stubbed ports.
        private typealias OwnPorts = [any StubbedPort.Type]
    #else
        /// Nothing: without the trait there are no stubs.
        private typealias OwnPorts = Void
    #endif

    private init(
        _ launch: LaunchConfiguration, ownPorts: OwnPorts, httpClient: (any UpstreamClient)?
    ) throws(MarqueeStartError) {
        self.launch = launch
        do {
            #if UITesting
                if case .uiTest(let uiTest) = launch.mode {
                    let session: UITestSession
                    do {
                        session = try UITestSession(scenario: uiTest.scenario, stubbing: ownPorts)
                    } catch {
                        preconditionFailure("LaunchConfiguration checked the scenario against these ports: \(error)")
                    }
                    self.session = session
                    dependencies = session.dependencies
                    try AppDependencies.requireAllStubbed(dependencies.portBindings)
                } else {
                    session = nil
                    dependencies = try AppDependencies.resolve(launch, httpClient: httpClient)
                }
            #else
                dependencies = try AppDependencies.resolve(launch, httpClient: httpClient)
            #endif
        } catch {
            throw .dependencies(error)
        }
        do {
            movies = try dependencies.movies
        } catch {
            throw .context(error)
        }
    }

    /// The Characters context's use cases.
    public var characters: CharactersApplicationFactory { dependencies.characters }

    /// The arguments the web framework reads, in `CommandLine.arguments`' shape, without Marquee's switches: pass
    /// them to Vapor's `Environment.detect(arguments:)` or to your own argument parser as they are.
    public var hostArguments: [String] { launch.hostArguments }

    /// Starts Marquee from this process's arguments and environment. When it cannot start (a misspelled switch, no
    /// TMDb credential, `-uitest` in a build without stubs) it writes one line, `service: what is wrong`, to
    /// standard error and exits with status 1; under `-uitest` it writes the stub banner there, `service: UI-test
    /// mode — …`, and returns.
    public static func orExit(
        _ service: String, arguments: [String] = CommandLine.arguments,
        environment: [String: String] = ProcessInfo.processInfo.environment, httpClient: (any UpstreamClient)? = nil
    ) -> MarqueeStart {
        announced(service) { () throws(MarqueeStartError) in
            try MarqueeStart(arguments: arguments, environment: environment, httpClient: httpClient)
        }
    }

    #if UITesting
        /// ``orExit(_:arguments:environment:httpClient:)`` for a service with ports of its own under the switch
        /// (see ``init(arguments:environment:stubbing:httpClient:)``).
        public static func orExit(
            _ service: String, stubbing ownPorts: [any StubbedPort.Type], arguments: [String] = CommandLine.arguments,
            environment: [String: String] = ProcessInfo.processInfo.environment,
            httpClient: (any UpstreamClient)? = nil
        ) -> MarqueeStart {
            announced(service) { () throws(MarqueeStartError) in
                try MarqueeStart(
                    arguments: arguments, environment: environment, stubbing: ownPorts, httpClient: httpClient)
            }
        }
    #endif

    private static func announced(
        _ service: String, _ start: () throws(MarqueeStartError) -> MarqueeStart
    ) -> MarqueeStart {
        do {
            let start = try start()
            if let banner = start.dependencies.stubBanner {
                FileHandle.standardError.write(Data((MarqueeStartError.line(service, banner) + "\n").utf8))
            }
            return start
        } catch {
            FileHandle.standardError.write(Data((MarqueeStartError.line(service, error.description) + "\n").utf8))
            exit(1)
        }
    }
}

import Foundation
import Hummingbird
import Logging
import MarqueeKit
import ServiceLifecycle

/// The `marquee-service` executable: reads the launch (as `marquee` does) and its own options, composes once,
/// serves until SIGTERM or SIGINT, then lets requests in flight finish and returns 0. Live, it sends upstream
/// requests on the transport ``ServiceTransport`` picks (`MARQUEE_HTTP_TRANSPORT`), whose connection pool it shuts
/// down last, each attempt bounded by ``UpstreamTimeout`` (`MARQUEE_UPSTREAM_TIMEOUT_MS`), behind the upstream
/// cache unless ``UpstreamCaching`` (`MARQUEE_UPSTREAM_CACHE`) leaves it out, the work per upstream host bounded as
/// ``UpstreamPressureSettings`` says, everything the stack does reported to ``UpstreamMetrics``; with
/// `MARQUEE_METRICS_PORT` set, a second listener serves them (``MetricsListener``).
///
/// Visitors' cookies and the forms' tokens are sealed and signed with keys derived from `MARQUEE_SESSION_KEY`
/// (``VisitorKeys``); live without it, ratings are refused and the start logs a warning saying so.
///
/// Exit status: 0 after a graceful shutdown (or `--help`); 1 when the service cannot start (address in use,
/// stub wiring refused); 2 for a usage error (bad option, misspelled `-uitest`, `-uitest` in a build without
/// stubs, a `MARQUEE_SESSION_KEY` too short). Start-up errors are one line on standard error, prefixed `marquee-service: `.
package enum ServiceMain {
    /// Runs the service with `arguments` (as `CommandLine.arguments`) and `environment`; returns the exit status.
    package static func run(arguments: [String], environment: [String: String]) async -> Int32 {
        let launch: LaunchConfiguration
        let options: ServiceOptions
        let transport: ServiceTransport
        let timeout: UpstreamTimeout
        let caching: UpstreamCaching
        let pressureSettings: UpstreamPressureSettings
        let metricsListener: MetricsListener?
        let visitorKeys: VisitorKeys?
        let watchlistAddress: URL?
        do {
            #if UITesting
                launch = try LaunchConfiguration(
                    arguments: arguments, environment: environment, stubbing: ServiceDependencies.stubbedOwnPorts)
            #else
                launch = try LaunchConfiguration(arguments: arguments, environment: environment)
            #endif
            watchlistAddress = try WatchlistWiring.address(in: environment)
            options = try ServiceOptions(arguments: launch.remainingArguments)
            transport = try ServiceTransport(environment: environment)
            timeout = try UpstreamTimeout(environment: environment)
            caching = try UpstreamCaching(environment: environment)
            pressureSettings = try UpstreamPressureSettings(environment: environment)
            metricsListener = try MetricsListener.configured(in: environment)
            visitorKeys = try VisitorKeys.resolve(environment: environment, mode: launch.mode)
        } catch {
            return fail(error, status: 2)
        }
        if options.wantsHelp {
            FileHandle.standardOutput.write(Data(ServiceOptions.usage.utf8))
            return 0
        }
        let logger = Logger(label: "marquee-service") { JSONLogHandler(label: $0, logLevel: .info) }
        // What the upstream stack does, for /metrics, /health/ready and the log (under -uitest it hears nothing).
        let pressure = UpstreamMetrics(logger: logger, limits: pressureSettings.limits)
        // Made when live, or for a port of the system that stays live under -uitest (WatchlistWiring); from here on
        // every return shuts it down (its pool must not outlive the service).
        let isLive = launch.mode == .live
        let live =
            isLive || watchlistAddress != nil
            ? transport.makeLiveClient(
                timeout: timeout, caching: caching, limits: pressureSettings.limits, observer: pressure)
            : nil
        var dependencies: ServiceDependencies
        do {
            dependencies = try ServiceDependencies.resolve(launch, httpClient: live?.client)
            dependencies.visitorKeys = visitorKeys
            if let watchlistAddress, let client = live?.client {
                dependencies.useLiveWatchlist(at: watchlistAddress, client: client)
            }
        } catch {
            await live?.lifecycle?.shutdown()
            return fail(error, status: 1)
        }
        let frameworkLogger = Logger(label: "hummingbird") { JSONLogHandler(label: $0, logLevel: .warning) }
        let router: Router<BasicRequestContext>
        do {
            router = try ServiceApplication.buildRouter(
                serving: dependencies, logger: logger, pressure: isLive ? pressure : nil,
                // Live only: stubs have no upstream to cancel, and a connection kept alive is worth more there.
                cancelsAbandonedRequests: isLive)
        } catch {
            await live?.lifecycle?.shutdown()
            return fail(error, status: 1)
        }
        var services: [any Service] = live?.lifecycle.map { [$0] } ?? []
        // The metrics listener says where it listens only after the service has: the first line stays the service's.
        let (listened, listening) = AsyncStream<Void>.makeStream()
        if let metricsListener {
            services.append(
                metricsListener.application(
                    registry: pressure.registry, logger: logger, frameworkLogger: frameworkLogger,
                    after: { for await _ in listened {} }))
        }
        let application = ServiceApplication.buildApplication(
            router: router, options: options, dependencies: dependencies, logger: logger,
            frameworkLogger: frameworkLogger, services: services, onListening: { listening.finish() })
        do {
            try await application.runService()
        } catch {
            // A server that failed to start (address in use) stops its services, the transport's included; a second
            // shutdown does nothing.
            await live?.lifecycle?.shutdown()
            return fail(error, status: 1)
        }
        logger.info("stopped")
        return 0
    }

    private static func fail(_ error: any Error, status: Int32) -> Int32 {
        let message = "marquee-service: \(error)".replacingOccurrences(of: "\n", with: " ")
        FileHandle.standardError.write(Data((message + "\n").utf8))
        return status
    }
}

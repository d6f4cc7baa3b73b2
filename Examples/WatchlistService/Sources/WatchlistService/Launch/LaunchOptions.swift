#if UITesting
    import UITestScenario
#endif

/// What `watchlist-service` was started with:
///
/// ```
/// watchlist-service [-uitest [-uitest-scenario S]] [--hostname H] [--port N]
/// ```
///
/// `--hostname` defaults to 127.0.0.1, `--port` to 8081 (0 picks a free port, which the listening line reports).
/// Production keeps the lists in memory. `-uitest` (in a build with the `UITesting` trait only) serves each request
/// from the world of the UI-test session it names, the store on a stub simulating the scenario `-uitest-scenario`
/// names (Marquee's scenario format: a preset or inline JSON; `happyPath` when not given), and routes the
/// `/__uitest/` control protocol. A build without the trait refuses any argument that names `uitest`.
struct LaunchOptions: Sendable, Hashable {
    /// Where the lists are kept.
    enum Mode: Sendable, Hashable {
        /// In this process's memory.
        case production
        #if UITesting
            /// On a stub per UI-test session, each simulating this scenario until a test installs another.
            case uiTest(Scenario)
        #endif
    }

    /// The port the service listens on unless told otherwise.
    static let defaultPort = 8081

    var hostname = "127.0.0.1"
    var port = Self.defaultPort
    var mode: Mode

    /// The usage text `--help` (or `-h`) prints, whatever else the arguments say.
    static let usage = """
        usage: watchlist-service [-uitest [-uitest-scenario S]] [--hostname H] [--port N]

          --hostname H         the address to bind (default 127.0.0.1)
          --port N             the port to bind, 0-65535 (default 8081; 0 picks a free one)
          -uitest              serve each UI-test session from a stub store of its own, and the /__uitest/ routes
          -uitest-scenario S   the stub scenario: a preset (happyPath, empty, serverError, …) or inline JSON

        """

    init(hostname: String = "127.0.0.1", port: Int = Self.defaultPort, mode: Mode) {
        self.hostname = hostname
        self.port = port
        self.mode = mode
    }

    /// The options `arguments` give (without the executable's path).
    init(arguments: [String]) throws(LaunchError) {
        #if UITesting
            let stubs: StubLaunch
            do {
                stubs = try StubLaunch(arguments: arguments, stubbing: [StubWatchlistStore.self])
            } catch {
                throw .stubs(error.description)
            }
            var remaining = stubs.remainingArguments[...]
            mode = stubs.scenario.map(Mode.uiTest) ?? .production
        #else
            if let argument = arguments.first(where: { $0.lowercased().contains("uitest") }) {
                throw .noStubs(argument)
            }
            var remaining = arguments[...]
            mode = .production
        #endif
        while let argument = remaining.popFirst() {
            switch argument {
            case "--hostname":
                guard let value = remaining.popFirst(), !value.isEmpty else { throw .missingValue(argument) }
                hostname = value
            case "--port":
                guard let value = remaining.popFirst() else { throw .missingValue(argument) }
                guard let port = Int(value), (0...65_535).contains(port) else {
                    throw .invalidValue(argument, value, expected: "a port from 0 to 65535")
                }
                self.port = port
            default:
                throw .unknownArgument(argument)
            }
        }
    }
}

/// Why the arguments were refused (exit status 2, one line on standard error).
enum LaunchError: Error, Sendable, Hashable, CustomStringConvertible {
    case unknownArgument(String)
    case missingValue(String)
    case invalidValue(String, String, expected: String)
    /// The stub switch did not read (`StubLaunchError`'s one line).
    case stubs(String)
    /// A UI-test argument given to a build without the `UITesting` trait.
    case noStubs(String)

    var description: String {
        switch self {
        case .unknownArgument(let argument): "unknown argument \(argument) (see --help)"
        case .missingValue(let option): "\(option) needs a value"
        case .invalidValue(let option, let value, let expected): "\(option) \(value): expected \(expected)"
        case .stubs(let message): message
        case .noStubs(let argument):
            "this build has no stubs (built without the UITesting trait); refusing \(argument)"
        }
    }
}

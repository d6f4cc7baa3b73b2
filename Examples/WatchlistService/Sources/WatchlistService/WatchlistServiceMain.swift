import Foundation
import Hummingbird
import Logging

/// The `watchlist-service` executable: reads its options, serves the watchlists (and, under `-uitest`, the
/// `/__uitest/` control routes) until SIGTERM or SIGINT, then returns 0.
///
/// When it listens it prints one JSON line on standard output, which a UI-test launcher reads to find the port:
/// `{"message":"listening","mode":"uitest","port":41234,"scenario":"happyPath","url":"http://127.0.0.1:41234"}`.
/// Exit status: 0 after a graceful shutdown (or `--help`), 1 when it cannot start (address in use), 2 for a usage
/// error; errors are one line on standard error, prefixed `watchlist-service: `.
public enum WatchlistServiceMain {
    /// Runs the service with `arguments` (without the executable's path: `CommandLine.arguments.dropFirst()`) and
    /// returns its exit status. `environment` is the process's; the service reads nothing from it yet.
    public static func run(arguments: [String], environment: [String: String]) async -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            FileHandle.standardOutput.write(Data(LaunchOptions.usage.utf8))
            return 0
        }
        let options: LaunchOptions
        do {
            options = try LaunchOptions(arguments: arguments)
        } catch {
            return fail(error, status: 2)
        }
        do {
            try await buildApplication(options: options).runService()
        } catch {
            return fail(error, status: 1)
        }
        return 0
    }

    /// The application `options` describe. `listening` receives the port once the server is bound (by default
    /// the listening line is printed).
    static func buildApplication(
        options: LaunchOptions,
        listening: @escaping @Sendable (_ line: ListeningLine) -> Void = { writeLine($0.json) }
    ) -> some ApplicationProtocol {
        var logger = Logger(label: "watchlist-service") { StreamLogHandler.standardError(label: $0) }
        logger.logLevel = .warning
        return Application(
            router: buildRouter(options: options, logger: logger),
            configuration: ApplicationConfiguration(
                address: .hostname(options.hostname, port: options.port), serverName: "watchlist-service"),
            onServerRunning: { channel in
                listening(ListeningLine(options: options, port: channel.localAddress?.port ?? options.port))
            },
            logger: logger)
    }

    /// The routes `options` describe: on the in-memory store, or under `-uitest` on the stub store of each request's
    /// session, with the control routes.
    static func buildRouter(options: LaunchOptions, logger: Logger) -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: RouteProblemMiddleware())
        let routes: WatchlistRoutes
        switch options.mode {
        case .production:
            let store = InMemoryWatchlistStore()
            routes = WatchlistRoutes(store: { store }, logger: logger)
        #if UITesting
            case .uiTest(let scenario):
                let worlds = UITestRoutes.worlds(simulating: scenario, on: router)
                routes = WatchlistRoutes(
                    store: { () throws(Problem) in try UITestRoutes.store(in: worlds) }, logger: logger)
        #endif
        }
        routes.add(to: router)
        return router
    }

    /// Writes `line` and a newline to standard output in one write, unbuffered.
    static func writeLine(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    private static func fail(_ error: any Error, status: Int32) -> Int32 {
        let message = "watchlist-service: \(error)".replacingOccurrences(of: "\n", with: " ")
        FileHandle.standardError.write(Data((message + "\n").utf8))
        return status
    }
}

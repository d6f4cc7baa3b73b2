import Foundation
import Hummingbird
import Logging
import UITestControlHummingbird
import UITestScenario

/// The `bookshelf-service` executable: reads its ``LaunchOptions``, serves the pages (and, under `-uitest`, the
/// `/__uitest/` control routes) until SIGTERM or SIGINT, then returns 0.
///
/// When it listens it prints one JSON line on standard output, which a UI-test launcher reads to find the port:
/// `{"message":"listening","mode":"uitest","port":41234,"scenario":"happyPath","url":"http://127.0.0.1:41234"}`.
/// Exit status: 0 after a graceful shutdown (or `--help`), 1 when it cannot start (address in use), 2 for a usage
/// error; errors are one line on standard error, prefixed `bookshelf-service: `.
package enum BookshelfService {
    /// Runs the service with `arguments` (without the executable's path) and `environment`; returns the exit status.
    package static func run(arguments: [String], environment: [String: String]) async -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            FileHandle.standardOutput.write(Data(LaunchOptions.usage.utf8))
            return 0
        }
        let options: LaunchOptions
        do {
            options = try LaunchOptions(arguments: arguments, environment: environment)
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

    /// The application `options` describe. `listening` receives the listening line once the server is bound.
    static func buildApplication(
        options: LaunchOptions, listening: @escaping @Sendable (String) -> Void = writeLine
    ) throws(PageTemplatesError) -> some ApplicationProtocol {
        var logger = Logger(label: "bookshelf-service") { StreamLogHandler.standardError(label: $0) }
        logger.logLevel = .warning
        let router = try buildRouter(options: options, logger: logger)
        let hostname = options.hostname
        return Application(
            router: router,
            configuration: ApplicationConfiguration(
                address: .hostname(hostname, port: options.port), serverName: "bookshelf-service"),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? options.port
                listening(ListeningLine(options: options, port: port).json)
            },
            logger: logger)
    }

    /// The routes `options` describe: the pages on the production or the stub source, and under `-uitest` the
    /// control routes on that stub.
    static func buildRouter(
        options: LaunchOptions, logger: Logger
    ) throws(PageTemplatesError) -> Router<BasicRequestContext> {
        let router = Router()
        let templates = try PageTemplates()
        let pages: PageRoutes
        switch options.mode {
        case .production(let booksFile):
            pages = PageRoutes(source: JSONFileBookSource(path: booksFile), templates: templates, logger: logger)
        case .uiTest(let scenario):
            let world: StubWorld
            do {
                world = try StubWorld(scenario: scenario, stubbing: [StubBookSource.self])
            } catch {
                preconditionFailure("LaunchOptions checked the scenario: \(error)")
            }
            pages = PageRoutes(source: world, templates: templates, logger: logger)
            router.addUITestControl(BookshelfControl.control(world: world, pages: pages))
        }
        router.add(middleware: PageNotFoundMiddleware(pages: pages))
        router.get("health") { _, _ in "ok" }
        pages.add(to: router)
        return router
    }

    /// Writes `line` and a newline to standard output in one write, unbuffered.
    static func writeLine(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    private static func fail(_ error: any Error, status: Int32) -> Int32 {
        let message = "bookshelf-service: \(error)".replacingOccurrences(of: "\n", with: " ")
        FileHandle.standardError.write(Data((message + "\n").utf8))
        return status
    }

    /// The line that says where the service listens, in the shape UI-test launchers read.
    private struct ListeningLine: Encodable {
        let message = "listening"
        let url: String
        let port: Int
        let mode: String
        let scenario: String?

        init(options: LaunchOptions, port: Int) {
            let host = options.hostname.contains(":") ? "[\(options.hostname)]" : options.hostname
            url = "http://\(host):\(port)"
            self.port = port
            switch options.mode {
            case .production:
                mode = "production"
                scenario = nil
            case .uiTest(let launch):
                mode = "uitest"
                scenario = launch.name
            }
        }

        var json: String {
            String(decoding: (try? JSONEncoder.sorted.encode(self)) ?? Data(), as: UTF8.self)
        }
    }
}

import AppDependencies
import Foundation
import Hummingbird
import Logging

/// The `marquee-service` executable: reads the launch (as `marquee` does) and its own options, composes once,
/// serves until SIGTERM or SIGINT, then lets requests in flight finish and returns 0.
///
/// Exit status: 0 after a graceful shutdown (or `--help`); 1 when the service cannot start (address in use,
/// stub wiring refused); 2 for a usage error (bad option, misspelled `-uitest`, `-uitest` in a build without
/// stubs). Start-up errors are one line on standard error, prefixed `marquee-service: `.
public enum ServiceMain {
    /// Runs the service with `arguments` (as `CommandLine.arguments`) and `environment`; returns the exit status.
    public static func run(arguments: [String], environment: [String: String]) async -> Int32 {
        let launch: LaunchConfiguration
        let options: ServiceOptions
        do {
            launch = try LaunchConfiguration(arguments: arguments, environment: environment)
            options = try ServiceOptions(arguments: launch.remainingArguments)
        } catch {
            return fail(error, status: 2)
        }
        if options.wantsHelp {
            FileHandle.standardOutput.write(Data(ServiceOptions.usage.utf8))
            return 0
        }
        let dependencies: ServiceDependencies
        do {
            dependencies = try ServiceDependencies.resolve(launch)
        } catch {
            return fail(error, status: 1)
        }
        let logger = Logger(label: "marquee-service") { JSONLogHandler(label: $0, logLevel: .info) }
        let frameworkLogger = Logger(label: "hummingbird") { JSONLogHandler(label: $0, logLevel: .warning) }
        let router = ServiceApplication.buildRouter(serving: dependencies, logger: logger)
        let application = ServiceApplication.buildApplication(
            router: router, options: options, dependencies: dependencies, logger: logger,
            frameworkLogger: frameworkLogger)
        do {
            try await application.runService()
        } catch {
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

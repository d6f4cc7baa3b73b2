import AppDependencies
import MarqueeCommandLine

/// The composition root in action: read the launch configuration, parse the command, resolve the dependencies
/// (live, or stubs under `-uitest`), run one use case, print. Returns the exit status; never traps on input.
enum Marquee {
    static func run(arguments: [String], environment: [String: String]) async -> Int32 {
        let console = Console(secrets: LaunchConfiguration.secretValues(in: environment))
        let launch: LaunchConfiguration
        let invocation: Invocation
        do {
            launch = try LaunchConfiguration(arguments: arguments, environment: environment)
        } catch {
            console.diagnostic(error.description)
            return ExitStatus.usage
        }
        do {
            invocation = try CommandLineParser.parse(launch.remainingArguments)
        } catch {
            console.diagnostic(error.message)
            return ExitStatus.usage
        }

        switch invocation {
        case .help(let topic):
            return write(topic.text(scenarioPresets: LaunchConfiguration.scenarioPresetNames), to: console)
        case .run(let command, let format):
            let dependencies: AppDependencies
            do {
                dependencies = try AppDependencies.resolve(launch)
            } catch {
                console.diagnostic(error.description)
                return ExitStatus.failure
            }
            if launch.isUITest, let banner = dependencies.stubBanner { console.diagnostic(banner) }
            let output: String
            do {
                output = try await CommandRunner(
                    dependencies: dependencies, format: format,
                    guestSession: environment[CommandRunner.guestSessionVariable], isUITest: launch.isUITest
                ).run(command)
            } catch {
                console.diagnostic(error.message)
                return error.exitStatus
            }
            return write(output, to: console)
        }
    }

    /// Writes the results; a write that fails is exit status 1, with a message unless the reader left on purpose.
    private static func write(_ output: String, to console: Console) -> Int32 {
        do {
            try console.output(output)
            return ExitStatus.success
        } catch {
            switch error {
            case .readerGone:
                return ExitStatus.failure
            case .failed(let reason):
                console.diagnostic("cannot write the results to standard output: \(reason)")
                return ExitStatus.failure
            }
        }
    }
}

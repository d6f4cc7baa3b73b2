import AppDependencies

/// The composition root in action: read the launch configuration, parse the command, resolve the dependencies
/// (live, or stubs under `-uitest`), run one use case, print. Returns the exit status; never traps on input.
enum Marquee {
    static func run(arguments: [String], environment: [String: String], console: Console) async -> Int32 {
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
            console.output(topic.text(scenarioPresets: LaunchConfiguration.scenarioPresetNames))
            return ExitStatus.success
        case .run(let command, let format):
            let dependencies: AppDependencies
            do {
                dependencies = try AppDependencies.resolve(launch)
            } catch {
                console.diagnostic(error.description)
                return ExitStatus.failure
            }
            if launch.isUITest, let banner = dependencies.stubBanner { console.diagnostic(banner) }
            do {
                console.output(try await CommandRunner(dependencies: dependencies, format: format).run(command))
                return ExitStatus.success
            } catch {
                console.diagnostic(error.message)
                return error.exitStatus
            }
        }
    }
}

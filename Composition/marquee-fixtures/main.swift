import Foundation
import MarqueeFixtures

// marquee-fixtures: refresh the recordings the contract suites read, and report the stubs' drift from them.
let status = await FixturesCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
    currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    output: { FileHandle.standardOutput.write(Data($0.utf8)) },
    errorOutput: { FileHandle.standardError.write(Data($0.utf8)) })
exit(status)

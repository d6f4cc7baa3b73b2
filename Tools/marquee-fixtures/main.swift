import Foundation
import MarqueeFixtures

// marquee-fixtures: refresh the recordings the contract suites read, and report the stubs' drift from them.
// The wall clock is read here, at the edge, and only dates recordings and measures their age.
let status = await FixturesCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
    currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    output: { FileHandle.standardOutput.write(Data($0.utf8)) },
    errorOutput: { FileHandle.standardError.write(Data($0.utf8)) }, now: { Date() })
exit(status)

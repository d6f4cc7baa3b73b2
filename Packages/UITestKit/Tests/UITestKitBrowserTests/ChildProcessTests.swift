import Foundation
import Testing
@_spi(Plumbing) import UITestKit

@Suite("A child process: its output line by line, its end, its exit")
struct ChildProcessTests {
    @Test(
        "Forty short-lived processes running side by side each deliver every line they wrote, then their output's end")
    func manyProcessesSideBySide() async throws {
        // Given forty processes started one after another, each writing two lines and exiting on its own, as a
        // parallel test run starts and ends services
        let processes = try (0..<40).map { index in
            try ChildProcess(
                name: "printf \(index)", executable: URL(filePath: "/usr/bin/printf"),
                arguments: ["first %d\\nsecond %d\\n", "\(index)", "\(index)"])
        }

        // When each has exited
        for process in processes {
            let ended = try await Poller(timeout: .seconds(20)).poll {
                process.exitCode != nil && process.output.isClosed ? true : nil
            }
            #expect(ended == true, "\(process.name): its output never ended")
        }

        // Then every line each one wrote was read, in order
        for (index, process) in processes.enumerated() {
            #expect(process.output.lines == ["first \(index)", "second \(index)"])
        }
    }
}

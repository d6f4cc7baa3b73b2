import Foundation
import Testing

@Suite("marquee reports results it could not write instead of losing them quietly")
struct OutputFailureTests {
    @Test(
        "a full disk is exit 1 with a one-line message",
        .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full (Linux)"))
    func fullDisk() async throws {
        // Given
        let arguments = ["-uitest", "movies", "popular"]

        // When
        let run = try await MarqueeBinary.run(arguments, stdout: .device("/dev/full"))

        // Then
        #expect(run.status == 1, "\(run)")
        #expect(!run.terminatedBySignal)
        #expect(run.stderrLines.count == 2, "\(run)")
        #expect(run.stderrLines.last?.hasPrefix("marquee: cannot write the results to standard output: ") == true)
    }

    @Test("a reader that went away (marquee … | head) is exit 1 without a crash or a message")
    func closedPipe() async throws {
        // Given
        let arguments = ["-uitest", "movies", "popular"]

        // When
        let run = try await MarqueeBinary.run(arguments, stdout: .closedPipe)

        // Then
        #expect(!run.terminatedBySignal, "SIGPIPE must not kill marquee: \(run)")
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr == "marquee: UI-test mode — all 6 ports backed by stubs (scenario: happyPath)\n")
    }
}

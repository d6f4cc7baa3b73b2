import Foundation
import Testing
import UITestKit

@Suite("Starting chromedriver: its port read from its log, a port collision tried again, nothing else")
struct ChromeDriverProcessTests {
    @Test("A driver whose port was taken on IPv4 is started again, and the new start's port is used")
    func portTakenOnceIsStartedAgain() async throws {
        // Given a driver that, like chromedriver after a collision, exits once saying its port was taken
        let driver = try await FakeChromeDriver(failuresBeforeStart: 1, failure: Self.portTaken)
        defer { driver.remove() }

        // When the kit starts it
        let started = try await ChromeDriverProcess.start(environment: ["CHROMEDRIVER": driver.path])
        // (Its process is stopped directly: nothing listens on the port it reports, so no `stop()`, which asks it.)
        await started.process.stop(poller: Poller(timeout: .milliseconds(200)))

        // Then it took two starts, and the second's port is the driver's address
        #expect(try driver.starts() == 2)
        #expect(started.url.absoluteString == "http://127.0.0.1:45678")
    }

    @Test("A driver whose port is taken at every start fails after three starts, with what it wrote")
    func portAlwaysTakenGivesUp() async throws {
        // Given a driver whose port is taken every time
        let driver = try await FakeChromeDriver(failuresBeforeStart: 10, failure: Self.portTaken)
        defer { driver.remove() }

        // When the kit starts it
        let error = await #expect(throws: UITestSetupError.self) {
            try await ChromeDriverProcess.start(environment: ["CHROMEDRIVER": driver.path])
        }

        // Then it stopped after three starts and says why
        #expect(try driver.starts() == 3)
        #expect(error?.description.contains("3 starts, its port taken each time") == true)
        #expect(error?.description.contains("IPv4 port not available") == true)
    }

    @Test("A driver that fails for any other reason is not started again")
    func otherFailureIsNotRetried() async throws {
        // Given a driver that exits with an error that has nothing to do with its port
        let driver = try await FakeChromeDriver(failuresBeforeStart: 10, failure: "cannot open display")
        defer { driver.remove() }

        // When the kit starts it
        let error = await #expect(throws: UITestSetupError.self) {
            try await ChromeDriverProcess.start(environment: ["CHROMEDRIVER": driver.path])
        }

        // Then it was started once, and the error carries its words
        #expect(try driver.starts() == 1)
        #expect(error?.description.contains("cannot open display") == true)
        #expect(error?.description.hasPrefix("chromedriver did not report its port; it wrote: ") == true)
    }

    private static let portTaken =
        "[1795686346.520][SEVERE]: bind() failed: Address already in use (98)\\nIPv4 port not available. Exiting..."
}

/// A shell script standing in for chromedriver: it counts its starts in a file beside it, fails the first
/// `failuresBeforeStart` of them printing `failure`, and then reports port 45678 (where nothing listens) and waits.
private struct FakeChromeDriver {
    let path: String
    private let directory: URL
    private let counter: URL

    init(failuresBeforeStart: Int, failure: String) async throws {
        directory = FileManager.default.temporaryDirectory.appending(path: "fake-chromedriver-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        counter = directory.appending(path: "starts")
        path = directory.appending(path: "chromedriver").path
        let script = """
            #!/bin/sh
            starts=$(($(cat '\(counter.path)' 2>/dev/null || echo 0) + 1))
            echo "$starts" > '\(counter.path)'
            echo "Starting ChromeDriver (fake) on port 0"
            if [ "$starts" -le \(failuresBeforeStart) ]; then printf '\(failure)\\n'; exit 1; fi
            echo "ChromeDriver was started successfully on port 45678."
            exec sleep 30
            """
        // Written by a shell of its own, not by this process: a file this process holds open for writing when a
        // parallel test forks stays open in that child for a moment, and starting the script then fails with
        // "Text file busy" (ETXTBSY).
        let writer = try ChildProcess(
            name: "write the fake chromedriver", executable: URL(filePath: "/bin/sh"),
            arguments: ["-c", #"printf '%s\n' "$1" > "$2" && chmod 755 "$2""#, "sh", script, path])
        let status = try await Poller(timeout: .seconds(10)).poll { writer.exitCode }
        try #require(status == 0, "writing the fake chromedriver: \(writer.output.lines)")
    }

    /// Deletes the script and its counter.
    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }

    func starts() throws -> Int {
        Int(try String(contentsOf: counter, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }
}

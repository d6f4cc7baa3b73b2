import Foundation
import Testing
@_spi(Plumbing) import UITestKit

@Suite(
    "Starting chromedriver: its port read from its log, a port collision tried again, nothing else",
    .browserOnly("chromedriver"))
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

    @Test(
        "A driver that keeps failing is started three times when its port is taken, once for any other failure",
        arguments: [
            (
                ChromeDriverProcessTests.portTaken, 3,
                "chromedriver did not report its port (3 starts, its port taken each time); it wrote: "
            ),
            ("cannot open display", 1, "chromedriver did not report its port; it wrote: "),
        ])
    func keepsFailing(failure: String, starts: Int, saying prefix: String) async throws {
        // Given a driver that fails every start with `failure`
        let driver = try await FakeChromeDriver(failuresBeforeStart: 10, failure: failure)
        defer { driver.remove() }

        // When the kit starts it
        let error = await #expect(throws: UITestSetupError.self) {
            try await ChromeDriverProcess.start(environment: ["CHROMEDRIVER": driver.path])
        }

        // Then it gave up after `starts` starts, and the error says so and quotes the driver's last words
        #expect(try driver.starts() == starts)
        let description = try #require(error?.description)
        #expect(description.hasPrefix(prefix), "\(description)")
        #expect(description.hasSuffix(" | " + failure.replacing("\\n", with: " | ")), "\(description)")
    }

    static let portTaken =
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

import Foundation

/// A chromedriver of the tests' own, on a port it picks itself (`--port=0`) and reports in its log (shared through
/// ``SharedChromeDriver``).
@available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0, outside the API promise")
public struct ChromeDriverProcess: Sendable {
    /// The running chromedriver.
    public let process: ChildProcess
    /// Its WebDriver endpoint, on loopback.
    public let url: URL

    /// How many times a start is tried when the port chromedriver picked was taken (see `start(environment:)`).
    static let startAttempts = 3

    /// Starts Debian's `chromedriver` (or `CHROMEDRIVER` from the environment) and waits for its port.
    ///
    /// `--port=0` makes chromedriver bind `::1` on a free port and then `127.0.0.1` on the same number, which some
    /// other socket may hold (a parallel test run keeps many loopback ports busy): it then exits with "IPv4 port not
    /// available". Only that failure is tried again, with a new process and so a new port, up to three starts in all;
    /// any other is thrown at once.
    public static func start(environment: [String: String]) async throws -> ChromeDriverProcess {
        let path = environment["CHROMEDRIVER"] ?? "/usr/bin/chromedriver"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw UITestSetupError(
                "chromedriver is not installed at \(path): run bash "
                    + "\(AccessibilityAuditor.preparationScript.path(percentEncoded: false)) "
                    + "(installs Debian's chromium and chromium-driver), or set WEBDRIVER_URL")
        }
        var attempt = 1
        while true {
            let process = try ChildProcess(
                name: "chromedriver", executable: URL(filePath: path), arguments: ["--port=0"])
            // "ChromeDriver was started successfully on port 40231."
            let port = try await process.firstLine(poller: Poller(timeout: .seconds(20))) { line -> Int? in
                guard let range = line.range(of: "started successfully on port ") else { return nil }
                return Int(line[range.upperBound...].prefix { $0.isNumber })
            }
            if let port, let url = URL(string: "http://127.0.0.1:\(port)") {
                return ChromeDriverProcess(process: process, url: url)
            }
            await process.stop()
            let lines = process.output.lines
            let portTaken = lines.contains { $0.contains("IPv4 port not available") }
            if portTaken, attempt < startAttempts {
                attempt += 1
                continue
            }
            throw UITestSetupError(
                "chromedriver did not report its port"
                    + (portTaken ? " (\(attempt) starts, its port taken each time)" : "") + "; it wrote: "
                    + lines.joined(separator: " | "))
        }
    }

    /// Asks chromedriver to quit (its `/shutdown` command closes any browser it still runs) and waits for the
    /// exit, killing it after a short wait. Not SIGTERM: a process started from the test process inherits a signal
    /// mask that blocks SIGTERM, and chromedriver then waits for the kill after the full timeout (10 s a test, once).
    public func stop() async {
        _ = try? await HTTPExchange(method: "GET", url: url.appending(path: "shutdown"), timeout: .seconds(5)).send()
        await process.stop(poller: Poller(timeout: .seconds(2)))
    }
}

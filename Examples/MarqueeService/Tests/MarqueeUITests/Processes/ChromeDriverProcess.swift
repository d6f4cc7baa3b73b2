import Foundation

/// A chromedriver of this test's own, on a port it picks itself (`--port=0`) and reports in its log.
struct ChromeDriverProcess: Sendable {
    let process: ChildProcess
    let url: URL

    /// Starts Debian's `chromedriver` (or `CHROMEDRIVER` from the environment) and waits for its port.
    static func start(environment: [String: String]) async throws -> ChromeDriverProcess {
        let path = environment["CHROMEDRIVER"] ?? "/usr/bin/chromedriver"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw UITestSetupError(
                "chromedriver is not installed at \(path): run Examples/MarqueeService/Scripts/prepare-ui-tests "
                    + "(installs Debian's chromium and chromium-driver), or set WEBDRIVER_URL")
        }
        let process = try ChildProcess(
            name: "chromedriver", executable: URL(filePath: path), arguments: ["--port=0"])
        // "ChromeDriver was started successfully on port 40231."
        let port = try await process.firstLine(poller: Poller(timeout: .seconds(20))) { line -> Int? in
            guard let range = line.range(of: "started successfully on port ") else { return nil }
            return Int(line[range.upperBound...].prefix { $0.isNumber })
        }
        guard let port, let url = URL(string: "http://127.0.0.1:\(port)") else {
            await process.stop()
            throw UITestSetupError(
                "chromedriver did not report its port; it wrote: " + process.output.lines.joined(separator: " | "))
        }
        return ChromeDriverProcess(process: process, url: url)
    }
}

import Foundation
import UITestScenario

/// The service under test: `marquee-service -uitest -uitest-scenario S --port 0`, launched the way a UI test
/// launches an app, and the address it reported in its first log line.
struct ServiceProcess: Sendable {
    let process: ChildProcess
    let baseURL: URL

    /// Launches `binary` on stubs with `scenario` (its preset name, or inline JSON for a custom one) on a port the
    /// system picks, and waits until the service said where it listens.
    static func launch(binary: URL, scenario: Scenario) async throws -> ServiceProcess {
        guard FileManager.default.isExecutableFile(atPath: binary.path(percentEncoded: false)) else {
            throw UITestSetupError(
                "marquee-service is not built at \(binary.path(percentEncoded: false)) (swift test builds it; "
                    + "MARQUEE_SERVICE_BINARY names another)")
        }
        let process = try ChildProcess(
            name: "marquee-service", executable: binary,
            arguments: [
                "-uitest", "-uitest-scenario", try scenario.launchArgument(), "--hostname", "127.0.0.1",
                "--port", "0",
            ])
        let port = try await process.firstLine(poller: Poller(timeout: .seconds(20)), where: Self.port(inLogLine:))
        guard let port, let url = URL(string: "http://127.0.0.1:\(port)") else {
            await process.stop()
            throw UITestSetupError(
                "marquee-service did not report where it listens; it wrote: "
                    + process.output.lines.prefix(10).joined(separator: " | "))
        }
        return ServiceProcess(process: process, baseURL: url)
    }

    /// The port in the service's first log line (`… listening on http://127.0.0.1:40123 …`), if this is it.
    static func port(inLogLine line: String) -> Int? {
        guard let range = line.range(of: "127.0.0.1:") else { return nil }
        return Int(line[range.upperBound...].prefix { $0.isNumber })
    }
}

extension Scenario {
    /// How `-uitest-scenario` spells this scenario: a preset's name, else its JSON.
    func launchArgument() throws -> String {
        if name != "custom" { return name }
        return String(decoding: try JSONEncoder().encode(self), as: UTF8.self)
    }
}

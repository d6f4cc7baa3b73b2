import Foundation
import UITestScenario

/// The service under test: `marquee-service -uitest -uitest-scenario S --hostname H --port 0`, launched the way a
/// UI test launches an app, and the port it reported in its first log line.
struct ServiceProcess: Sendable {
    let process: ChildProcess
    /// Where the tests themselves reach the service (the stubs' control endpoints): on this machine.
    let baseURL: URL
    /// Where the browser is sent: the same port under the host name the browser can reach
    /// (`MARQUEE_UI_TEST_SERVICE_HOST`; `127.0.0.1` when the browser runs on this machine).
    let browserURL: URL

    /// Launches `binary` on stubs with `scenario` (its preset name, or inline JSON for a custom one), bound to
    /// `address` on a port the system picks, and waits until the service said which port it bound.
    static func launch(binary: URL, scenario: Scenario, address: ServiceAddress) async throws -> ServiceProcess {
        guard FileManager.default.isExecutableFile(atPath: binary.path(percentEncoded: false)) else {
            throw UITestSetupError(
                "marquee-service is not built at \(binary.path(percentEncoded: false)) (swift test builds it; "
                    + "MARQUEE_SERVICE_BINARY names another)")
        }
        let process = try ChildProcess(
            name: "marquee-service", executable: binary,
            arguments: [
                "-uitest", "-uitest-scenario", try scenario.launchArgument(), "--hostname", address.bind,
                "--port", "0",
            ])
        let port = try await process.firstLine(poller: Poller(timeout: .seconds(20)), where: Self.port(inLogLine:))
        guard let port, let baseURL = address.localURL(port: port), let browserURL = address.browserURL(port: port)
        else {
            await process.stop()
            throw UITestSetupError(
                "marquee-service did not report where it listens; it wrote: "
                    + process.output.lines.prefix(10).joined(separator: " | "))
        }
        return ServiceProcess(process: process, baseURL: baseURL, browserURL: browserURL)
    }

    /// The bound port in the service's first log line (`{"message":"listening", …, "port":"40123", …}`), if
    /// this is it.
    static func port(inLogLine line: String) -> Int? {
        guard line.contains("listening"),
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
            object["message"] as? String == "listening"
        else { return nil }
        return (object["port"] as? String).flatMap(Int.init) ?? object["port"] as? Int
    }
}

extension Scenario {
    /// How `-uitest-scenario` spells this scenario: a preset's name, else its JSON.
    func launchArgument() throws -> String {
        if name != "custom" { return name }
        return String(decoding: try JSONEncoder().encode(self), as: UTF8.self)
    }
}

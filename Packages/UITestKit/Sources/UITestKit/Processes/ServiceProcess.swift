import Foundation

/// The service under test, launched the way a UI test launches an app: any executable with the arguments that bind
/// it to port 0, and the port it then reports in its output.
public struct ServiceProcess: Sendable {
    /// The running process, with its output lines (the failure bundle's `service.log`).
    public let process: ChildProcess
    /// Where the tests themselves reach the service (the `/__uitest/` control endpoints): on this machine.
    public let baseURL: URL
    /// Where the browser is sent: the same port under the host name the browser can reach (``ServiceAddress``;
    /// `127.0.0.1` when the browser runs on this machine).
    public let browserURL: URL

    /// Launches `launch` and waits (up to 20 s) until one of its output lines tells the port it bound. `address`
    /// turns that port into ``baseURL`` and ``browserURL``; `launch`'s arguments bind the service to `address.bind`
    /// on port 0.
    public static func launch(_ launch: ServiceLaunch, address: ServiceAddress) async throws -> ServiceProcess {
        let path = launch.executable.path(percentEncoded: false)
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw UITestSetupError("\(launch.name) is not built at \(path)")
        }
        let process = try ChildProcess(
            name: launch.name, executable: launch.executable, arguments: launch.arguments,
            environment: launch.environment)
        let port = try await process.firstLine(poller: Poller(timeout: .seconds(20)), where: launch.portReader)
        guard let port, let baseURL = address.localURL(port: port), let browserURL = address.browserURL(port: port)
        else {
            await process.stop()
            throw UITestSetupError(
                "\(launch.name) did not report where it listens; it wrote: "
                    + process.output.lines.prefix(10).joined(separator: " | "))
        }
        return ServiceProcess(process: process, baseURL: baseURL, browserURL: browserURL)
    }

    /// The bound port in a JSON log line `{"message":"listening", …, "port":"40123", …}` (a string or a number),
    /// if this is that line: the kit's default ``ServiceLaunch/portReader``.
    public static func port(inLogLine line: String) -> Int? {
        guard line.contains("listening"),
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
            object["message"] as? String == "listening"
        else { return nil }
        return (object["port"] as? String).flatMap(Int.init) ?? object["port"] as? Int
    }
}

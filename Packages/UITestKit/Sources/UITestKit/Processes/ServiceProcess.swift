import Foundation

/// The service under test, launched the way a UI test launches an app: any executable with the arguments that bind
/// it to port 0, and the port it then reports in its output.
public struct ServiceProcess: Sendable {
    /// The running process, with its output lines (the failure bundle's `service.log`).
    @available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0, outside the API promise")
    public let process: ChildProcess
    /// Where the tests themselves reach the service (the `/__uitest/` control endpoints): on this machine.
    public let baseURL: URL
    /// Where the browser is sent: the same port under the host name the browser can reach (``ServiceAddress``;
    /// `127.0.0.1` when the browser runs on this machine).
    public let browserURL: URL

    /// Launches `launch` and waits (up to its ``ServiceLaunch/startTimeout`` on `clock`) until one of its output
    /// lines tells the port it bound. `address` turns that port into ``baseURL`` and ``browserURL``; `launch`'s
    /// arguments bind the service to `address.bind` on port 0. A service that exits first, or says nothing its
    /// ``ServiceLaunch/portReader`` reads in time, is stopped and fails the launch with a ``UITestSetupError`` that
    /// names the lines looked for and carries what the service wrote.
    @available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0, outside the API promise")
    public static func launch(
        _ launch: ServiceLaunch, address: ServiceAddress, clock: any Clock<Duration> = ContinuousClock()
    ) async throws -> ServiceProcess {
        let path = launch.executable.path(percentEncoded: false)
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw UITestSetupError("\(launch.name) is not built at \(path)")
        }
        if let folder = launch.workingDirectory {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path(percentEncoded: false), isDirectory: &isFolder),
                isFolder.boolValue
            else {
                throw UITestSetupError(
                    "\(launch.name)'s working directory \(folder.path(percentEncoded: false)) is not a folder")
            }
        }
        let process = try ChildProcess(
            name: launch.name, executable: launch.executable, arguments: launch.commandLine,
            environment: launch.environment, workingDirectory: launch.workingDirectory)
        let port = try await process.firstLine(
            poller: Poller(timeout: launch.startTimeout, clock: clock), where: launch.portReader)
        guard let port, let baseURL = address.localURL(port: port), let browserURL = address.browserURL(port: port)
        else {
            let exitStatus = process.exitCode
            await process.stop(poller: Poller(timeout: .seconds(10), clock: clock))
            let lines = process.output.lines
            throw UITestSetupError(
                notListeningMessage(
                    name: launch.name, exitStatus: exitStatus, port: port, timeout: launch.startTimeout, lines: lines),
                serviceLog: lines)
        }
        return ServiceProcess(process: process, baseURL: baseURL, browserURL: browserURL)
    }

    /// The bound port in any listening line the kit knows, if this is one: the default ``ServiceLaunch/portReader``.
    ///
    /// - the kit's own JSON log line, `{"message":"listening","port":40123}` (``port(inLogLine:)``);
    /// - Hummingbird 2's, `… [HummingbirdCore] Server started and listening on 127.0.0.1:40123`;
    /// - Vapor 4's, `[ NOTICE ] Server started on http://127.0.0.1:40123`.
    public static func port(inListeningLine line: String) -> Int? {
        ListeningLine.allCases.lazy.compactMap { $0.port(in: line) }.first
    }

    /// The bound port in a JSON log line `{"message":"listening", …, "port":"40123", …}` (a string or a number),
    /// if this is that line.
    public static func port(inLogLine line: String) -> Int? {
        guard line.contains("listening"),
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
            object["message"] as? String == "listening"
        else { return nil }
        return (object["port"] as? String).flatMap(Int.init) ?? object["port"] as? Int
    }

    /// Why a launch found no port: the first line says what happened (the service exited, or said nothing the
    /// reader reads within the limit), then the lines looked for, how to read another, and what the service wrote.
    static func notListeningMessage(
        name: String, exitStatus: Int32?, port: Int?, timeout: Duration, lines: [String]
    ) -> String {
        let what: String
        if let port {
            what = "\(name) said it listens on port \(port), which is no address to send a browser to"
        } else if let exitStatus {
            what = "\(name) exited (status \(exitStatus)) before saying where it listens"
        } else {
            what = "\(name) did not say where it listens within \(seconds(timeout)) (ServiceLaunch's startTimeout)"
        }
        let shown = lines.suffix(10)
        let wrote: String
        if lines.isEmpty {
            wrote = "It wrote nothing."
        } else {
            let heading =
                shown.count == lines.count ? "It wrote:" : "It wrote (the last \(shown.count) of \(lines.count) lines):"
            wrote = heading + "\n" + shown.map { "  " + $0 }.joined(separator: "\n")
        }
        return [
            what,
            "The kit reads, on stdout or stderr, without help:",
            ListeningLine.allCases.map { "  - " + $0.example }.joined(separator: "\n"),
            "For another line, give the ServiceLaunch a portReader that returns the port of that line, nil for any "
                + "other, e.g. portReader: { line in line.hasPrefix(\"port=\") ? Int(line.dropFirst(5)) : nil }",
            wrote,
        ].joined(separator: "\n")
    }

    /// `20 s`, `1.5 s`.
    private static func seconds(_ duration: Duration) -> String {
        let milliseconds = duration / .milliseconds(1)
        return milliseconds.truncatingRemainder(dividingBy: 1000) == 0
            ? "\(Int(milliseconds / 1000)) s" : "\(milliseconds / 1000) s"
    }
}

import AsyncHTTPClient
import Foundation
import Hummingbird
import Testing
@_spi(Plumbing) import UITestKit

/// The built `marquee-service` binary running as a child process on a free port (`--port 0`), on the UI-test kit's
/// ``UITestKit/ChildProcess`` (its output read line by line as it arrives): the first line says where it listens.
final class ServiceProcess: Sendable {
    /// How long a wait for output or exit may take before the test fails instead of hanging.
    static let watchdog: Duration = .seconds(60)

    private let process: ChildProcess
    /// The first log line, parsed.
    let listening: [String: String]
    /// The bound port, from the first log line.
    let port: Int

    /// The executable next to the test products.
    static let binary: URL? = {
        let candidates = [
            Bundle.module.bundleURL.deletingLastPathComponent(),
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/debug"),
        ]
        return candidates.map { $0.appendingPathComponent("marquee-service") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Starts the service with `arguments` (and `--port 0`) and exactly `environment`; returns once it listens.
    init(_ arguments: [String], environment: [String: String] = [:]) async throws {
        let binary = try #require(Self.binary, "marquee-service is not built next to the tests; run `swift build`")
        let process = try ChildProcess(
            name: "marquee-service", executable: binary, arguments: arguments + ["--port", "0"],
            environment: environment)
        self.process = process
        do {
            // A whole listening line (the kit's reading of it), which must be the first line the service wrote.
            let listeningLine = try await process.firstLine(poller: Poller(timeout: Self.watchdog)) { line in
                UITestKit.ServiceProcess.port(inLogLine: line).map { port in (line, port) }
            }
            let (line, port) = try #require(
                listeningLine, "marquee-service did not say where it listens: \(process.output.lines)")
            #expect(process.output.lines.first == line, "the listening line is not the first")
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "first line: \(line)")
            listening = object.mapValues { "\($0)" }
            self.port = port
        } catch {
            // An initialiser that throws runs no deinit: the process is stopped here, or it would outlive the test.
            await process.stop()
            throw error
        }
    }

    /// `http://127.0.0.1:<port><path>`.
    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// Sends `method path` with `body`; returns the status and the body as text.
    ///
    /// Through AsyncHTTPClient, as every request this test process sends (the kit's WebDriver client, `LiveService`):
    /// URLSession's libcurl sockets arm libdispatch sources, and tearing such sources down while others are armed is
    /// the libdispatch bug that once crashed this process (see UITestKit's `PipeReader`).
    func request(_ path: String, method: String = "GET", body: String? = nil) async throws -> (Int, String) {
        var request = HTTPClientRequest(url: url(path).absoluteString)
        request.method = .init(rawValue: method)
        if let body { request.body = .bytes(ByteBuffer(string: body)) }
        let response = try await HTTPClient.shared.execute(request, timeout: .seconds(30))
        let text = String(buffer: try await response.body.collect(upTo: 16 * 1024 * 1024))
        return (Int(response.status.code), text)
    }

    /// Every line so far, standard output and standard error interleaved (the log lines, and anything the runtime
    /// printed).
    var lines: [String] { process.output.lines }

    /// Sends SIGTERM.
    func terminate() {
        kill(process.processIdentifier, SIGTERM)
    }

    /// Sends SIGINT.
    func interrupt() {
        kill(process.processIdentifier, SIGINT)
    }

    /// Runs the binary with `arguments` (no `--port`) and exactly `environment` to its exit, which must come
    /// without serving; returns the status and everything it wrote (standard output and error interleaved).
    static func runToExit(_ arguments: [String], environment: [String: String] = [:]) async throws -> (Int32, String) {
        let binary = try #require(binary, "marquee-service is not built next to the tests; run `swift build`")
        let process = try ChildProcess(
            name: "marquee-service", executable: binary, arguments: arguments, environment: environment)
        let status = try await exitStatus(of: process)
        return (status, process.output.lines.joined(separator: "\n"))
    }

    /// Waits for the process to exit and for every line it wrote to be read; returns its status. Ends it (SIGKILL)
    /// and fails if it outlives the watchdog.
    func waitForExit() async throws -> Int32 {
        try await Self.exitStatus(of: process)
    }

    private static func exitStatus(of process: ChildProcess) async throws -> Int32 {
        let status = try await Poller(timeout: watchdog).poll {
            process.output.isClosed ? process.exitCode : nil
        }
        if status == nil { await process.stop(poller: Poller(timeout: .zero)) }
        return try #require(
            status,
            """
            marquee-service \(process.exitCode.map { "exited with \($0) but its output did not end" } ?? "did not exit"); \
            it wrote: \(process.output.lines.suffix(5))
            """)
    }

    deinit {
        if process.exitCode == nil { kill(process.processIdentifier, SIGKILL) }
    }
}

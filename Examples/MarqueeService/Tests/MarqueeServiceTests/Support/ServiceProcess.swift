import Foundation
import Synchronization
import Testing
import UITestKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The built `marquee-service` binary running as a child process on a free port (`--port 0`), its standard output
/// read line by line as it arrives: the first line says where it listens.
final class ServiceProcess: Sendable {
    /// How long a wait for output or exit may take before the test fails instead of hanging.
    static let watchdog: Duration = .seconds(60)

    private let process: Process
    private let output: LineCollector
    private let exit: ExitWaiter
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
        process = Process()
        process.executableURL = binary
        process.arguments = arguments + ["--port", "0"]
        process.environment = environment
        let stdout = Pipe()
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        output = LineCollector(stdout.fileHandleForReading)
        exit = ExitWaiter(process)
        try process.run()
        let first = try await output.line(matching: { _ in true }, timeout: Self.watchdog)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any], "first line: \(first)")
        listening = object.mapValues { "\($0)" }
        port = try #require(object["port"] as? Int, "no port in the first line: \(first)")
    }

    /// `http://127.0.0.1:<port><path>`.
    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// Sends `method path` with `body`; returns the status and the body as text.
    func request(_ path: String, method: String = "GET", body: String? = nil) async throws -> (Int, String) {
        var request = URLRequest(url: url(path))
        request.httpMethod = method
        request.httpBody = body.map { Data($0.utf8) }
        request.timeoutInterval = 30
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }

    /// Every log line so far.
    var lines: [String] { output.lines }

    /// Waits for a log line containing `text`.
    func waitForLine(containing text: String) async throws -> String {
        try await output.line(matching: { $0.contains(text) }, timeout: Self.watchdog)
    }

    /// Sends SIGTERM.
    func terminate() {
        process.terminate()
    }

    /// Sends SIGINT.
    func interrupt() {
        process.interrupt()
    }

    /// Runs the binary with `arguments` (no `--port`) to its exit, which must come without serving; returns the
    /// status and standard error.
    static func runToExit(_ arguments: [String]) throws -> (Int32, String) {
        let binary = try #require(binary, "marquee-service is not built next to the tests; run `swift build`")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = [:]
        let stderr = Pipe()
        process.standardError = stderr
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Waits for the process to exit; returns its status. Ends it (SIGKILL) if it outlives the watchdog.
    func waitForExit() async throws -> Int32 {
        try await exit.wait(timeout: Self.watchdog) { [process] in kill(process.processIdentifier, SIGKILL) }
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}

/// Collects a pipe's lines as they arrive (``PipeReader`` says why not a readability handler) and wakes whoever waits
/// for one (no polling).
final class LineCollector: Sendable {
    private struct Waiter {
        let id: Int
        let matches: @Sendable (String) -> Bool
        let continuation: CheckedContinuation<String, any Error>
    }

    private struct State {
        var buffer = Data()
        var lines: [String] = []
        var closed = false
        var nextID = 0
        var waiters: [Waiter] = []
    }

    private let state = Mutex(State())

    init(_ handle: FileHandle) {
        PipeReader.start(handle, name: "marquee-service output") { [self] data in
            let (ready, failed, lines) = self.state.withLock { state in
                state.buffer.append(data)
                while let newline = state.buffer.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: state.buffer[state.buffer.startIndex..<newline], as: UTF8.self)
                    state.buffer.removeSubrange(state.buffer.startIndex...newline)
                    state.lines.append(line)
                }
                var ready: [(CheckedContinuation<String, any Error>, String)] = []
                state.waiters.removeAll { waiter in
                    guard let line = state.lines.first(where: waiter.matches) else { return false }
                    ready.append((waiter.continuation, line))
                    return true
                }
                var failed: [CheckedContinuation<String, any Error>] = []
                if data.isEmpty {
                    state.closed = true
                    failed = state.waiters.map(\.continuation)
                    state.waiters = []
                }
                return (ready, failed, state.lines)
            }
            for (continuation, line) in ready { continuation.resume(returning: line) }
            for continuation in failed {
                continuation.resume(throwing: ServiceProcessError.outputClosed(lines.joined(separator: "\n")))
            }
        }
    }

    /// Every line so far.
    var lines: [String] { state.withLock { $0.lines } }

    /// The first line (so far or to come) that `matches`; throws after `timeout` (a watchdog, so a hang fails
    /// the test) or when the output ends without one.
    func line(matching matches: @escaping @Sendable (String) -> Bool, timeout: Duration) async throws -> String {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        let watchdog = Task { [self] in
            try await Task.sleep(for: timeout)
            let expired = self.state.withLock { state -> (Waiter?, [String]) in
                guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return (nil, []) }
                return (state.waiters.remove(at: index), state.lines)
            }
            expired.0?.continuation.resume(throwing: ServiceProcessError.timedOut(expired.1.joined(separator: "\n")))
        }
        defer { watchdog.cancel() }
        return try await withCheckedThrowingContinuation { continuation in
            let outcome = state.withLock { state -> Result<String, any Error>? in
                if let line = state.lines.first(where: matches) { return .success(line) }
                if state.closed {
                    return .failure(ServiceProcessError.outputClosed(state.lines.joined(separator: "\n")))
                }
                state.waiters.append(Waiter(id: id, matches: matches, continuation: continuation))
                return nil
            }
            if let outcome { continuation.resume(with: outcome) }
        }
    }
}

/// Resolves when the process exits.
final class ExitWaiter: Sendable {
    private let status = Mutex<(Int32?, [CheckedContinuation<Int32, Never>])>((nil, []))

    init(_ process: Process) {
        process.terminationHandler = { [self] process in
            let code = process.terminationStatus
            let waiters = self.status.withLock { state in
                state.0 = code
                defer { state.1 = [] }
                return state.1
            }
            for waiter in waiters { waiter.resume(returning: code) }
        }
    }

    func wait(timeout: Duration, onTimeout: @escaping @Sendable () -> Void) async throws -> Int32 {
        try await withThrowingTaskGroup(of: Int32.self) { group in
            group.addTask {
                await withCheckedContinuation { continuation in
                    let done = self.status.withLock { state -> Int32? in
                        if let code = state.0 { return code }
                        state.1.append(continuation)
                        return nil
                    }
                    if let done { continuation.resume(returning: done) }
                }
            }
            group.addTask {
                try await Task.sleep(for: timeout)
                onTimeout()
                throw ServiceProcessError.timedOut("the service did not exit")
            }
            defer { group.cancelAll() }
            return try await group.next()!
        }
    }
}

enum ServiceProcessError: Error {
    case timedOut(String)
    case outputClosed(String)
}

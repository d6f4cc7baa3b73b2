import Foundation
import Synchronization

/// A program the tests start (the service under test, chromedriver), with its output collected line by line and
/// its exit observed, so that it can be waited for, read and stopped without blocking a cooperative thread.
public final class ChildProcess: Sendable {
    /// What the launched program is called in messages.
    public let name: String
    /// Its standard output and standard error, interleaved as they arrive.
    public let output = OutputLines()
    private let process: Process
    private let exitStatus = ExitStatus()

    /// Starts `executable` with `arguments`, in `workingDirectory` (`nil`: the test process's).
    public init(
        name: String, executable: URL, arguments: [String], environment: [String: String]? = nil,
        workingDirectory: URL? = nil
    ) throws {
        self.name = name
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let workingDirectory { process.currentDirectoryURL = workingDirectory }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        self.process = process
        let exitStatus = exitStatus
        process.terminationHandler = { finished in
            exitStatus.set(finished.terminationStatus)
        }
        try process.run()
        let output = output
        PipeReader.start(pipe.fileHandleForReading, name: "\(name) output") { output.append($0) }
    }

    /// The exit status, or `nil` while it runs.
    public var exitCode: Int32? { exitStatus.value }

    /// The process id, for messages.
    public var processIdentifier: Int32 { process.processIdentifier }

    /// Waits for the first output line for which `extract` returns a value; `nil` when the process exited (and
    /// everything it wrote was read) or `poller`'s deadline passed first.
    public func firstLine<Value: Sendable>(
        poller: Poller, where extract: @Sendable (String) -> Value?
    ) async throws -> Value? {
        try await poller.poll { () -> Value?? in
            if let value = self.output.lines.lazy.compactMap(extract).first { return .some(value) }
            return self.exitCode == nil || !self.output.isClosed ? nil : .some(nil)
        } ?? nil
    }

    /// Sends SIGTERM and waits for the exit (SIGKILL after `poller`'s deadline). Returns the exit status.
    @discardableResult
    public func stop(poller: Poller = Poller(timeout: .seconds(10))) async -> Int32? {
        if exitCode == nil { process.terminate() }
        if let status = try? await poller.poll({ self.exitCode }) { return status }
        kill(process.processIdentifier, SIGKILL)
        return try? await Poller(timeout: .seconds(5)).poll { self.exitCode }
    }
}

/// The exit status, set once by the termination handler (a Foundation thread) and read by the tests: the mutex is
/// the only access path.
private final class ExitStatus: Sendable {
    private let status = Mutex<Int32?>(nil)

    var value: Int32? { status.withLock { $0 } }

    func set(_ value: Int32) {
        status.withLock { $0 = value }
    }
}

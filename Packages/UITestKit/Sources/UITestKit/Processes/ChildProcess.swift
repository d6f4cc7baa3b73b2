import Foundation

/// A program the tests start (the service under test, chromedriver), with its output collected line by line and
/// its exit observed, so that it can be waited for, read and stopped without blocking a cooperative thread.
@available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0, outside the API promise")
public final class ChildProcess: Sendable {
    /// What the launched program is called in messages.
    public let name: String
    /// Its standard output and standard error, interleaved as they arrive.
    public let output = OutputLines()
    private let process: SpawnedProcess

    /// Starts `executable` with `arguments`, in `workingDirectory` (`nil`: the test process's).
    public init(
        name: String, executable: URL, arguments: [String], environment: [String: String]? = nil,
        workingDirectory: URL? = nil
    ) throws {
        self.name = name
        let pipe = Pipe()
        let writer = pipe.fileHandleForWriting
        process = try SpawnedProcess(
            executable: executable, arguments: arguments, environment: environment, workingDirectory: workingDirectory,
            standardOutput: writer.fileDescriptor, standardError: writer.fileDescriptor)
        // The child holds its own copy: once it exits, the pipe ends.
        try writer.close()
        let output = output
        PipeReader.start(pipe.fileHandleForReading, name: "\(name) output") { output.append($0) }
    }

    /// The exit status (or the number of the signal that ended it), or `nil` while it runs.
    public var exitCode: Int32? { process.exit?.status }

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
        process.send(SIGTERM)
        if let status = try? await poller.poll({ self.exitCode }) { return status }
        process.send(SIGKILL)
        return try? await Poller(timeout: .seconds(5)).poll { self.exitCode }
    }
}

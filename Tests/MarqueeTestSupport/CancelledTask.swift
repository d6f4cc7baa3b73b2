/// Runs code in a task of its own that is cancelled before the code starts, deterministically: no race with the
/// code finishing first, and the caller's own task is left alone.
public enum CancelledTask {
    /// What `operation` returns, or rethrows what it throws, when it runs in a new task that is already cancelled.
    public static func run<Value: Sendable>(
        _ operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        try await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await operation()
        }.value
    }
}

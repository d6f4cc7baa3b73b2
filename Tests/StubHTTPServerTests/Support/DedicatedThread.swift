import Foundation

/// Runs blocking work on a thread of its own while the calling task is suspended, so that a long blocking loop
/// never holds one of the few threads of the cooperative pool that the tests running in parallel share.
enum DedicatedThread {
    static func run<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread { continuation.resume(with: Result { try work() }) }
            thread.start()
        }
    }
}

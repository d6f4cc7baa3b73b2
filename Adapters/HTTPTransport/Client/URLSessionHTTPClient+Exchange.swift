import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSessionHTTPClient {
    /// The one data task of one `send`, and whether its caller was cancelled: the cancellation handler and the
    /// code starting the task can run at the same time on different threads, so both go through the mutex.
    final class Exchange: Sendable {
        private struct State {
            var isCancelled = false
            var task: URLSessionDataTask?
        }

        // URLSessionDataTask is thread-safe (`cancel()` may be called from any thread); the mutex only orders
        // "start" against "cancel".
        private let state = Mutex(State())

        /// Creates and records the task, or returns `nil` when the caller was already cancelled.
        func start(_ makeTask: () -> URLSessionDataTask) -> URLSessionDataTask? {
            state.withLock { state -> URLSessionDataTask? in
                guard !state.isCancelled else { return nil }
                let task = makeTask()
                state.task = task
                return task
            }
        }

        /// Marks the exchange cancelled and cancels the task if it was started.
        func cancel() {
            let task = state.withLock { state -> URLSessionDataTask? in
                state.isCancelled = true
                return state.task
            }
            task?.cancel()
        }
    }
}

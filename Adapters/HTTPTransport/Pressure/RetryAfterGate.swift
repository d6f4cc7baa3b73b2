import Foundation

/// An ``UpstreamClient`` decorator that honours `Retry-After` across requests: while an upstream host's
/// `RetryAfterWindows` window is open, a request for it is not sent but answered at once with the status that
/// opened the window (429 or 503) and `Retry-After` set to the whole seconds that remain (at least 1), which the
/// adapters read as any upstream 429 or 503; every answer that passes through may open or extend a window.
///
/// The production stack has it twice on one set of windows: in front of the retries, so that a
/// request inside a window fails at once instead of waiting in a retry's backoff, and behind them, so that a window
/// opens on the first attempt that sees a 429 rather than when the request has given up.
@available(*, deprecated, message: "package in 2.0.0: use AppDependencies.makeProductionUpstreamClient")
public struct RetryAfterGate: UpstreamClient {
    private let wrapped: any UpstreamClient
    private let windows: RetryAfterWindows
    private let observer: any UpstreamObserver

    /// A gate in front of `wrapping`, keeping its windows in `windows`, reporting each refusal to `observer`.
    package init(
        wrapping: any UpstreamClient, windows: RetryAfterWindows,
        observer: any UpstreamObserver = SilentUpstreamObserver()
    ) {
        self.wrapped = wrapping
        self.windows = windows
        self.observer = observer
    }

    /// The refusal for `request`'s host while its window is open, else what `wrapping` answers.
    public func send(_ request: UpstreamRequest) async throws(UpstreamClientError) -> UpstreamResponse {
        let host = request.upstreamHost
        if let (status, remaining) = windows.openWindow(for: host) {
            observer.requestRefused(host: host, reason: .rateLimitWindow)
            return .refusal(status, retryAfter: remaining)
        }
        let response = try await wrapped.send(request)
        windows.record(response, from: host)
        return response
    }
}

/// An ``UpstreamClient`` decorator that tells an ``UpstreamObserver`` of every attempt that goes upstream: its host,
/// method, status (or the error that left it without one) and how long it took on the injected clock. The
/// production stack puts it straight on the transport, so each retry counts and nothing answered without being sent
/// (a cache hit, a refusal) does.
@available(*, deprecated, message: "package in 2.0.0: use AppDependencies.makeProductionUpstreamClient")
public struct ObservingUpstreamClient: UpstreamClient {
    private let wrapped: any UpstreamClient
    private let observer: any UpstreamObserver
    private let elapsed: @Sendable () -> Duration

    /// `wrapping`, reported to `observer`, timed on `clock`.
    public init(
        wrapping: any UpstreamClient, observer: any UpstreamObserver, clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.wrapped = wrapping
        self.observer = observer
        self.elapsed = Stopwatch.started(on: clock)
    }

    /// What `wrapping` answers, reported.
    public func send(_ request: UpstreamRequest) async throws(UpstreamClientError) -> UpstreamResponse {
        let start = elapsed()
        let method = request.method.uppercased()
        do {
            let response = try await wrapped.send(request)
            observer.upstreamAttemptFinished(
                host: request.upstreamHost, method: method, status: response.statusCode, error: nil,
                duration: elapsed() - start)
            return response
        } catch {
            observer.upstreamAttemptFinished(
                host: request.upstreamHost, method: method, status: nil, error: error, duration: elapsed() - start)
            throw error
        }
    }
}

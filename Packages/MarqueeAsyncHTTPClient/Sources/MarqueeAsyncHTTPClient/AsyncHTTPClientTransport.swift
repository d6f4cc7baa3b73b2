import AsyncHTTPClient
import Foundation
import HTTPTransport
import NIOCore
import NIOHTTP1
import NIOPosix
import ServiceLifecycle
import Synchronization

/// Marquee's `HTTPClient` port on AsyncHTTPClient: one pooled, non-blocking client for the whole
/// process, with the semantics of `URLSessionUpstreamClient`:
/// - `timeout` bounds the whole exchange, connect, answer and body; past it a request is
///   `HTTPClientError.timedOut`;
/// - failures map onto the same `HTTPClientError` cases (`AsyncHTTPClientErrorMapping`), which
///   carry no URL, header or body, so no error shows a credential;
/// - redirects are followed, up to ten and never in a cycle (either is
///   `HTTPClientError.invalidResponse`, as URLSession's "too many redirects" is);
/// - a body over `maximumResponseBytes` is `HTTPClientError.invalidResponse`, and reading stops
///   there;
/// - cancelling the calling task cancels the request; a task cancelled before sending sends nothing.
///
/// A refused connection fails at once as `HTTPClientError.cannotConnect` instead of being retried
/// inside the pool: retrying is `RetryingUpstreamClient`'s job, the same for every transport.
///
/// The client must be shut down before it is released: run it as a service of the process's `ServiceGroup`
/// (listed before the services that use it, so that it stops after them), or call ``shutdown()``. Shutting down
/// first lets the requests in flight finish; requests sent after that are `HTTPClientError.cancelled`.
public final class AsyncHTTPClientTransport: UpstreamClient, Service {
    /// The most redirects one request follows.
    public static let maximumRedirects = 10

    private struct Lifecycle {
        var inFlight = 0
        var isShuttingDown = false
        var isShutDown = false
        var drained: [CheckedContinuation<Void, Never>] = []
    }

    private let client: AsyncHTTPClient.HTTPClient
    private let timeout: TimeAmount
    private let maximumResponseBytes: Int
    private let lifecycle = Mutex(Lifecycle())

    /// A client on `eventLoopGroup` (by default SwiftNIO's process-wide one, which Hummingbird uses too) whose
    /// requests fail with `UpstreamClientError.timedOut` after `timeout`, and with
    /// `UpstreamClientError.invalidResponse` for a body over `maximumResponseBytes`.
    public init(
        timeout: Duration = .seconds(30),
        maximumResponseBytes: Int = URLSessionUpstreamClient.defaultMaximumResponseBytes,
        eventLoopGroup: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton
    ) {
        let components = timeout.components
        let nanoseconds = max(1_000_000, components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000)
        self.timeout = .nanoseconds(nanoseconds)
        // A `ByteBuffer` holds at most 4 GiB, so neither can a response.
        self.maximumResponseBytes = min(max(0, maximumResponseBytes), Int(UInt32.max))
        var configuration = AsyncHTTPClient.HTTPClient.Configuration()
        configuration.timeout = .init(connect: self.timeout, read: self.timeout)
        configuration.redirectConfiguration = .follow(max: Self.maximumRedirects, allowCycles: false)
        configuration.connectionPool.retryConnectionEstablishment = false
        self.client = AsyncHTTPClient.HTTPClient(eventLoopGroup: eventLoopGroup, configuration: configuration)
    }

    /// Sends `request` and waits for the whole response body.
    public func send(_ request: UpstreamRequest) async throws(UpstreamClientError) -> UpstreamResponse {
        guard let scheme = request.url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = request.url.host, !host.isEmpty
        else { throw .invalidRequest }
        guard !Task.isCancelled, admit() else { throw .cancelled }
        defer { finish() }
        do {
            return try await exchange(request)
        } catch {
            throw Task.isCancelled ? .cancelled : AsyncHTTPClientErrorMapping.clientError(for: error)
        }
    }

    // Through AsyncHTTPClient's `Task` API with a `ResponseAccumulator`, not its `async` `execute`: that one starts
    // an unstructured task per request to register the request for cancellation, and streams the body through an
    // async sequence, a hop between threads per part. Here the body is gathered on the connection's event loop,
    // and the caller waits once (see Benchmarks/README.md).
    private func exchange(_ request: UpstreamRequest) async throws -> UpstreamResponse {
        var headers = HTTPHeaders()
        for (name, value) in request.headers {
            headers.add(name: name, value: value)
        }
        let outgoing = try AsyncHTTPClient.HTTPClient.Request(
            url: request.url, method: HTTPMethod(rawValue: request.method.uppercased()), headers: headers,
            body: request.body.map { .data($0) })
        let task = client.execute(
            request: outgoing, delegate: ResponseAccumulator(request: outgoing, maxBodySize: maximumResponseBytes),
            deadline: .now() + timeout)
        let response = try await withTaskCancellationHandler {
            try await task.futureResult.get()
        } onCancel: {
            task.cancel()
        }
        var responseHeaders: [String: String] = [:]
        var spelling: [String: String] = [:]
        for (name, value) in response.headers {
            // A repeated field is one value with its parts joined by commas (RFC 9110 §5.3), as URLSession gives it:
            // names compared case-insensitively, the field keeping its first spelling, so `cache-control: no-store`
            // after `Cache-Control: public` is not lost to a lookup that finds one of them.
            let key = spelling[name.lowercased(), default: name]
            spelling[name.lowercased()] = key
            responseHeaders[key] = responseHeaders[key].map { "\($0), \(value)" } ?? value
        }
        return UpstreamResponse(
            statusCode: Int(response.status.code), headers: responseHeaders,
            body: response.body.map { Data($0.readableBytesView) } ?? Data())
    }

    /// Counts a request in, unless the client is shutting down.
    private func admit() -> Bool {
        lifecycle.withLock { state in
            guard !state.isShuttingDown else { return false }
            state.inFlight += 1
            return true
        }
    }

    /// Counts a request out, and wakes ``shutdown()`` when it was the last one.
    private func finish() {
        let waiters = lifecycle.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.inFlight -= 1
            guard state.inFlight == 0, state.isShuttingDown else { return [] }
            defer { state.drained = [] }
            return state.drained
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Refuses new requests, waits for the ones in flight to finish (each is bounded by the timeout), then closes
    /// the pool's connections. Calling it again waits for the requests in flight and does nothing more.
    public func shutdown() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let drained = lifecycle.withLock { state -> Bool in
                state.isShuttingDown = true
                guard state.inFlight > 0 else { return true }
                state.drained.append(continuation)
                return false
            }
            if drained { continuation.resume() }
        }
        let isFirst = lifecycle.withLock { state -> Bool in
            defer { state.isShutDown = true }
            return !state.isShutDown
        }
        guard isFirst else { return }
        // Nothing is in flight any more, so closing the idle connections cannot fail a request; AsyncHTTPClient only
        // reports an unclean close when asked to, and the client then is shut down all the same.
        try? await client.shutdown()
    }

    /// Runs until the service group shuts down gracefully (or the task is cancelled), then shuts the client down.
    public func run() async throws {
        try? await gracefulShutdown()
        await shutdown()
    }
}

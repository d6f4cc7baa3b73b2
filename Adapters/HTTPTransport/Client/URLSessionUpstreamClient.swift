import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An ``UpstreamClient`` on URLSession that works on Linux and Apple platforms.
///
/// It owns an ephemeral session (no cookies, no cache, no shared state with `URLSession.shared`) whose timeouts
/// are `timeout`, both between bytes and for the whole exchange. Cancelling the calling task cancels the request:
/// the client runs a completion-handler data task inside `withTaskCancellationHandler`, because async
/// `data(for:)` is not available on every Linux toolchain.
///
/// Redirects are followed as URLSession follows them (a redirect elsewhere that cannot be followed is
/// ``UpstreamClientError/invalidResponse``). A body larger than `maximumResponseBytes` is
/// ``UpstreamClientError/invalidResponse``: an answer that big is no answer an adapter can use. URLSession reads the whole
/// body before the size can be checked; the AsyncHTTPClient transport (Packages/MarqueeAsyncHTTPClient) stops
/// reading at the limit.
public final class URLSessionUpstreamClient: UpstreamClient {
    /// The default largest body a response may have: 16 MiB, a hundred times the largest upstream answer recorded.
    public static let defaultMaximumResponseBytes = 16 << 20

    private let session: URLSession
    private let timeout: TimeInterval
    private let maximumResponseBytes: Int

    /// A client whose requests fail with ``UpstreamClientError/timedOut`` after `timeout` without an answer, and with
    /// ``UpstreamClientError/invalidResponse`` for a body over `maximumResponseBytes`.
    public init(timeout: Duration = .seconds(30), maximumResponseBytes: Int = defaultMaximumResponseBytes) {
        self.maximumResponseBytes = maximumResponseBytes
        let seconds = max(0.001, timeout.seconds)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = seconds
        configuration.timeoutIntervalForResource = seconds
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        self.timeout = seconds
        self.session = URLSession(configuration: configuration)
    }

    deinit {
        session.invalidateAndCancel()
    }

    /// Sends `request` and waits for the whole response body.
    public func send(_ request: UpstreamRequest) async throws(UpstreamClientError) -> UpstreamResponse {
        guard let scheme = request.url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = request.url.host, !host.isEmpty
        else { throw .invalidRequest }
        var urlRequest = URLRequest(
            url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        urlRequest.httpMethod = request.method
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        urlRequest.httpBody = request.body

        let exchange = Exchange()
        let session = session
        let maximumResponseBytes = maximumResponseBytes
        let result: Result<UpstreamResponse, UpstreamClientError> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let task = exchange.start {
                    session.dataTask(with: urlRequest) { data, response, error in
                        continuation.resume(
                            returning: Self.result(
                                data: data, response: response, error: error,
                                maximumResponseBytes: maximumResponseBytes))
                    }
                }
                if let task {
                    task.resume()
                } else {
                    continuation.resume(returning: .failure(.cancelled))
                }
            }
        } onCancel: {
            exchange.cancel()
        }
        return try result.get()
    }

    private static func result(
        data: Data?, response: URLResponse?, error: (any Error)?, maximumResponseBytes: Int
    ) -> Result<
        UpstreamResponse, UpstreamClientError
    > {
        if let error {
            return .failure(URLErrorMapping.clientError(for: error))
        }
        guard let http = response as? HTTPURLResponse, (data?.count ?? 0) <= maximumResponseBytes else {
            return .failure(.invalidResponse)
        }
        var headers: [String: String] = [:]
        for (key, value) in http.allHeaderFields {
            guard let name = key as? String else { continue }
            headers[name] = (value as? String) ?? String(describing: value)
        }
        return .success(UpstreamResponse(statusCode: http.statusCode, headers: headers, body: data ?? Data()))
    }
}

extension URLSessionUpstreamClient {
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

/// Maps URL-loading errors (`URLError` / `NSURLErrorDomain`) onto ``UpstreamClientError``.
///
/// Two codes mean different things on the two URLSession implementations, so their mapping is per platform:
/// - swift-corelibs-foundation (Linux, libcurl underneath; `FoundationNetworking` exists), measured against the
///   stub server's faults: a connection closed without an answer is `badServerResponse` ("Empty reply from
///   server") and a body cut short of its `Content-Length` is `unknown` ("transfer closed with N bytes
///   remaining"). Both are ``UpstreamClientError/connectionLost`` there, as Apple platforms report these faults as
///   `networkConnectionLost`.
/// - Apple platforms: `badServerResponse` is what bytes that are not HTTP give, so it is
///   ``UpstreamClientError/invalidResponse``; `unknown` is no particular failure and stays
///   ``UpstreamClientError/failed(code:)``.
///
/// Every other code means the same everywhere. `unsupportedURL` is ``UpstreamClientError/invalidResponse``: on Linux
/// it is what bytes that are not HTTP give ("Received HTTP/0.9"), and ``URLSessionUpstreamClient`` only sends absolute
/// http(s) URLs with a host, so on any platform it can only be about the answer (e.g. a redirect elsewhere).
enum URLErrorMapping {
    static func clientError(for error: any Error) -> UpstreamClientError {
        let nsError = error as NSError
        guard nsError.domain == NSURLErrorDomain else { return .failed(code: nsError.code) }
        return clientError(forCode: nsError.code)
    }

    // Matched on raw values: `URLError.Code(rawValue:)` is failable on Linux and not on Apple platforms.
    static func clientError(forCode code: Int) -> UpstreamClientError {
        func matches(_ codes: URLError.Code...) -> Bool { codes.contains { $0.rawValue == code } }
        if let platformSpecific = platformSpecificError(forCode: code) { return platformSpecific }
        if matches(.timedOut) { return .timedOut }
        if matches(.networkConnectionLost) { return .connectionLost }
        if matches(
            .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet,
            .internationalRoamingOff, .callIsActive, .dataNotAllowed
        ) {
            return .cannotConnect
        }
        if matches(
            .secureConnectionFailed, .serverCertificateHasBadDate, .serverCertificateUntrusted,
            .serverCertificateHasUnknownRoot, .serverCertificateNotYetValid, .clientCertificateRejected,
            .clientCertificateRequired, .appTransportSecurityRequiresSecureConnection
        ) {
            return .secureConnectionFailed
        }
        if matches(.cancelled) { return .cancelled }
        if matches(.badURL, .requestBodyStreamExhausted) { return .invalidRequest }
        if matches(
            .unsupportedURL, .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData,
            .zeroByteResource, .httpTooManyRedirects, .redirectToNonExistentLocation
        ) {
            return .invalidResponse
        }
        return .failed(code: code)
    }

    /// The codes whose meaning depends on the URLSession implementation; `nil` for every other code.
    private static func platformSpecificError(forCode code: Int) -> UpstreamClientError? {
        switch code {
        case URLError.Code.badServerResponse.rawValue:
            #if canImport(FoundationNetworking)
                return .connectionLost
            #else
                return .invalidResponse
            #endif
        case URLError.Code.unknown.rawValue:
            #if canImport(FoundationNetworking)
                return .connectionLost
            #else
                return .failed(code: code)
            #endif
        default:
            return nil
        }
    }
}

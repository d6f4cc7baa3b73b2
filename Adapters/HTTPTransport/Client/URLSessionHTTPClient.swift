import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An ``HTTPClient`` on URLSession that works on Linux and Apple platforms.
///
/// It owns an ephemeral session (no cookies, no cache, no shared state with `URLSession.shared`) whose timeouts
/// are `timeout`, both between bytes and for the whole exchange. Cancelling the calling task cancels the request:
/// the client runs a completion-handler data task inside `withTaskCancellationHandler`, because async
/// `data(for:)` is not available on every Linux toolchain.
///
/// Redirects are followed as URLSession follows them (a redirect elsewhere that cannot be followed is
/// ``HTTPClientError/invalidResponse``). A body larger than `maximumResponseBytes` is
/// ``HTTPClientError/invalidResponse``: an answer that big is no answer an adapter can use. URLSession reads the whole
/// body before the size can be checked; the AsyncHTTPClient transport (Packages/MarqueeAsyncHTTPClient) stops
/// reading at the limit.
public final class URLSessionHTTPClient: HTTPClient {
    /// The default largest body a response may have: 16 MiB, a hundred times the largest upstream answer recorded.
    public static let defaultMaximumResponseBytes = 16 << 20

    private let session: URLSession
    private let timeout: TimeInterval
    private let maximumResponseBytes: Int

    /// A client whose requests fail with ``HTTPClientError/timedOut`` after `timeout` without an answer, and with
    /// ``HTTPClientError/invalidResponse`` for a body over `maximumResponseBytes`.
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
    public func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
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
        let result: Result<HTTPResponse, HTTPClientError> = await withTaskCancellationHandler {
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
        HTTPResponse, HTTPClientError
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
        return .success(HTTPResponse(statusCode: http.statusCode, headers: headers, body: data ?? Data()))
    }
}

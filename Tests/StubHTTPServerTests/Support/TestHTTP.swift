import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Real URLSession requests against a stub server.
enum TestHTTP {
    /// A fresh session: no shared cookies, caches or connections between tests.
    /// `timeout` also bounds every request; the default is generous because every test target runs in parallel on
    /// a loaded machine, and only a failing request waits that long. Linux URLSession ignores the timeout passed to
    /// `URLRequest(url:timeoutInterval:)` (only the `timeoutInterval` setter counts) and keeps whole seconds.
    static func makeSession(maximumConnectionsPerHost: Int = 6, timeout: TimeInterval = 30) -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.httpMaximumConnectionsPerHost = maximumConnectionsPerHost
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        return URLSession(configuration: configuration)
    }

    /// Sends a request and returns the body and response; throws what URLSession throws.
    static func send(
        _ url: URL,
        method: String = "GET",
        headers: [String: String] = [:],
        body: Data? = nil,
        timeout: TimeInterval = 30,
        session: URLSession
    ) async throws -> (body: Data, response: HTTPURLResponse) {
        var request = URLRequest(url: url)
        request.timeoutInterval = timeout
        request.httpMethod = method
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        request.httpBody = body
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        return (data, http)
    }

    /// The `URLError` a request fails with, or `nil` when it succeeds.
    static func failure(
        of url: URL,
        timeout: TimeInterval = 30,
        session: URLSession
    ) async -> URLError? {
        do {
            _ = try await send(url, timeout: timeout, session: session)
            return nil
        } catch let error as URLError {
            return error
        } catch {
            return URLError(.unknown)
        }
    }

    /// `url` with `path` appended as is (it may contain a query).
    static func url(_ base: URL, _ path: String) -> URL {
        URL(string: base.absoluteString + path)!
    }
}

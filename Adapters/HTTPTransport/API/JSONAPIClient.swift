import Foundation
import SharedKernel

/// Sends `GET` requests to a JSON API and decodes or classifies the answers: the request, failure and decoding code
/// both API clients share, written once. An API's own reading of the statuses the shared table leaves open is its
/// `otherStatus`.
///
/// - A base URL no request can be built on (``EndpointURL/make(base:path:query:)`` gives `nil`) is
///   `unavailable` without a request: the service cannot be reached at the configured address.
/// - The calling task cancelled (before sending, or a transport error while it is cancelled) is `cancelled`.
/// - A transport failure: `invalidResponse` for bytes that are not HTTP, else `unavailable` (timeout, lost,
///   refused or TLS-failed connection, a URL the transport cannot send).
/// - A status: 2xx is decoded (any decoding failure is `invalidResponse`, never a crash); 401/403
///   `unauthorized`; 404 `notFound`; 429 `rateLimited` and 408/5xx `unavailable`, each carrying the upstream's
///   `Retry-After` (``retryAfter(of:)``); anything else is the API's own `otherStatus`.
package struct JSONAPIClient: Sendable {
    /// The API's base URL, e.g. `https://rickandmortyapi.com/api`.
    package let baseURL: URL
    /// What sends the requests (`AppDependencies.makeProductionUpstreamClient(…)` puts retries, the cache and load shedding in front).
    package let httpClient: any UpstreamClient
    /// What any status the shared table does not read means to this API: a 4xx not listed, a 1xx or 3xx.
    package let otherStatus: @Sendable (UpstreamResponse) -> JSONAPIFailure

    /// A client of the API at `baseURL`, sending through `httpClient`; by default a status the shared table does
    /// not read is not an answer the API gives (`invalidResponse`).
    package init(
        baseURL: URL, httpClient: any UpstreamClient,
        otherStatus: @escaping @Sendable (UpstreamResponse) -> JSONAPIFailure = { _ in .invalidResponse }
    ) {
        self.baseURL = baseURL
        self.httpClient = httpClient
        self.otherStatus = otherStatus
    }

    /// Sends `GET <baseURL><path>?<query>` with `Accept: application/json` and `headers`, and decodes a 2xx body as
    /// `Value`.
    package func get<Value: Decodable>(
        _ type: Value.Type, path: String, query: [(name: String, value: String)] = [],
        headers: [String: String] = [:]
    ) async throws(JSONAPIFailure) -> Value {
        try await get(path: path, query: query, headers: headers) { data throws(JSONAPIFailure) in
            try Self.decode(type, from: data)
        }
    }

    /// Sends the same request as ``get(_:path:query:headers:)`` and has `read` read a 2xx body: for the answers a
    /// service reads on its hot path with a byte reader of its own instead of `JSONDecoder`. The failures before `read`
    /// are classified as the type's documentation says.
    package func get<Value>(
        path: String, query: [(name: String, value: String)] = [], headers: [String: String] = [:],
        read: (Data) throws(JSONAPIFailure) -> Value
    ) async throws(JSONAPIFailure) -> Value {
        let response = try await response(method: "GET", path: path, query: query, headers: headers)
        if let failure = Self.failure(for: response, otherStatus: otherStatus) { throw failure }
        return try read(response.body)
    }

    /// Sends `METHOD <baseURL><path>?<query>` with `Accept: application/json`, `headers` and, when given, `body`
    /// as `application/json`, and returns the answer whatever its status: for a write whose statuses only its
    /// repository can read (TMDb's 401 with `status_code` 3 is a guest session that is not valid, not a bad key).
    /// `isIdempotentInEffect` is the request's (see ``UpstreamRequest/isIdempotentInEffect``). The failures before
    /// any answer are classified as the type's documentation says.
    package func response(
        method: String, path: String, query: [(name: String, value: String)] = [], headers: [String: String] = [:],
        jsonBody body: Data? = nil, isIdempotentInEffect: Bool = false
    ) async throws(JSONAPIFailure) -> UpstreamResponse {
        guard let url = EndpointURL.make(base: baseURL, path: path, query: query) else {
            throw .upstream(.unavailable)
        }
        let headers = headers.merging(["Accept": "application/json"]) { own, _ in own }
        let request =
            if let body {
                UpstreamRequest(
                    method: method, url: url, headers: headers, body: body, contentType: Self.jsonContentType,
                    isIdempotentInEffect: isIdempotentInEffect)
            } else {
                UpstreamRequest(method: method, url: url, headers: headers, isIdempotentInEffect: isIdempotentInEffect)
            }
        guard !Task.isCancelled else { throw .upstream(.cancelled) }
        do {
            return try await httpClient.send(request)
        } catch {
            throw .upstream(Task.isCancelled ? .cancelled : Self.failure(for: error))
        }
    }

    /// The content type of a JSON body: `application/json;charset=utf-8`.
    package static let jsonContentType = "application/json;charset=utf-8"

    /// `data` decoded as `Value`; any decoding failure (malformed JSON, a missing required key, a wrong type) is
    /// `invalidResponse`, never a crash.
    package static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws(JSONAPIFailure) -> Value {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw .invalidResponse
        }
    }

    /// `nil` for a 2xx response (decode it), else the failure its status stands for; `otherStatus` reads what the
    /// shared table does not.
    package static func failure(
        for response: UpstreamResponse, otherStatus: (UpstreamResponse) -> JSONAPIFailure
    ) -> JSONAPIFailure? {
        switch response.statusCode {
        case 200...299: nil
        case 401, 403: .upstream(.unauthorized)
        case 404: .notFound
        case 429: .upstream(.rateLimited(retryAfter: retryAfter(of: response)))
        case 408, 500...599: .upstream(.unavailable(retryAfter: retryAfter(of: response)))
        default: otherStatus(response)
        }
    }

    /// A transport failure: a cancellation is cancelled, an answer that is not HTTP is an invalid response;
    /// anything else means the service cannot be reached.
    package static func failure(for error: UpstreamClientError) -> UpstreamFailure {
        switch error {
        case .cancelled: .cancelled
        case .invalidResponse: .invalidResponse
        case .timedOut, .connectionLost, .cannotConnect, .secureConnectionFailed, .invalidRequest, .failed:
            .unavailable(retryAfter: nil)
        }
    }

    /// The response's `Retry-After` when it is delta-seconds; `nil` when absent, malformed or an HTTP date. A date
    /// would need a wall clock to turn into a wait, and whoever reports the failure has a default wait of its own;
    /// the `RetryingUpstreamClient` in front has already honoured a date for its retries.
    package static func retryAfter(of response: UpstreamResponse) -> Duration? {
        guard let value = response.header("Retry-After"), case .delay(let delay) = RetryAfter(headerValue: value)
        else { return nil }
        return delay
    }
}

/// What went wrong talking to a JSON API, before a repository maps it onto its port's error: a 404 (only the
/// repository knows whether that is an unknown id, an empty list or the service not being where it was configured)
/// or an ``UpstreamFailure``.
package enum JSONAPIFailure: Error, Hashable, Sendable {
    /// 404.
    case notFound
    /// Any other failure.
    case upstream(UpstreamFailure)

    /// An answer the API does not promise: what a mapper throws for a body that decodes but makes no sense.
    package static let invalidResponse = JSONAPIFailure.upstream(.invalidResponse)

    /// The failure once the repository has handled the 404s it knows: a 404 that gets here came from no known
    /// route, so the service is not where the configuration says (`unavailable`).
    package var upstreamFailure: UpstreamFailure {
        switch self {
        case .notFound: .unavailable
        case .upstream(let failure): failure
        }
    }
}

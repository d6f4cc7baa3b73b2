import Foundation
import HTTPTransport

/// Builds TMDb requests (credential, language) and has a ``JSONAPIClient`` send them and decode or classify the
/// answer (see ``JSONAPIClient`` for the failures before any answer, and ``otherStatus(_:)`` for TMDb's own).
struct TMDbClient: Sendable {
    let configuration: TMDbConfiguration
    private let api: JSONAPIClient

    init(configuration: TMDbConfiguration, httpClient: any UpstreamClient) {
        self.configuration = configuration
        self.api = JSONAPIClient(baseURL: configuration.baseURL, httpClient: httpClient, otherStatus: Self.otherStatus)
    }

    /// Sends `GET path?query[&language=…][&api_key=…]` (or the token as `Authorization`) and decodes a 2xx body as
    /// `Value`.
    func get<Value: Decodable>(
        _ type: Value.Type, path: String, query: [(name: String, value: String)] = [], includesLanguage: Bool = true
    ) async throws(JSONAPIFailure) -> Value {
        let (query, headers) = authorised(query, includesLanguage: includesLanguage)
        return try await api.get(type, path: path, query: query, headers: headers)
    }

    /// Sends the same request as ``get(_:path:query:includesLanguage:)`` and has `read` read a 2xx body: for the
    /// answers the service reads on its hot path with a ``JSONByteReader`` instead of `JSONDecoder`
    /// (``JSONAPIClient/get(path:query:headers:read:)``).
    func get<Value>(
        path: String, query: [(name: String, value: String)] = [], includesLanguage: Bool = true,
        read: (Data) throws(JSONAPIFailure) -> Value
    ) async throws(JSONAPIFailure) -> Value {
        let (query, headers) = authorised(query, includesLanguage: includesLanguage)
        return try await api.get(path: path, query: query, headers: headers, read: read)
    }

    /// Sends `METHOD path?query[&language=…][&api_key=…]` (or the token as `Authorization`), with `body` as JSON
    /// when given, and returns the answer whatever its status, for a repository that reads the statuses itself.
    func response(
        method: String, path: String, query: [(name: String, value: String)] = [], includesLanguage: Bool = false,
        headers extra: [String: String] = [:], jsonBody body: Data? = nil, isIdempotentInEffect: Bool = false
    ) async throws(JSONAPIFailure) -> UpstreamResponse {
        let (query, headers) = authorised(query, includesLanguage: includesLanguage)
        return try await api.response(
            method: method, path: path, query: query, headers: headers.merging(extra) { own, _ in own },
            jsonBody: body, isIdempotentInEffect: isIdempotentInEffect)
    }

    /// `query` with the language (when asked for) and the API key, and the headers with the bearer token.
    private func authorised(
        _ query: [(name: String, value: String)], includesLanguage: Bool
    ) -> (query: [(name: String, value: String)], headers: [String: String]) {
        var query = query
        if includesLanguage, !configuration.language.isEmpty {
            query.append((name: "language", value: configuration.language))
        }
        var headers: [String: String] = [:]
        switch configuration.credential {
        case .apiKey(let key): query.append((name: "api_key", value: key))
        case .bearerToken(let token): headers["Authorization"] = "Bearer \(token)"
        }
        return (query, headers)
    }
}

extension TMDbClient {
    /// TMDb's `status_code`s for a missing, invalid, suspended or insufficient credential.
    static let unauthorizedStatusCodes: Set<Int> = [3, 7, 10, 14]
    /// TMDb's `status_code` for "request count is over the allowed limit".
    static let rateLimitedStatusCode = 25
    /// TMDb's `status_code` for "the resource you requested could not be found".
    static let notFoundStatusCode = 34

    /// A 4xx other than 401, 403, 404, 408 and 429 is `rejected` unless TMDb's `status_code` in its error body says
    /// it is about the credential, the rate limit or a missing resource; 1xx and unfollowed 3xx are not answers
    /// TMDb's API gives.
    @Sendable static func otherStatus(_ response: UpstreamResponse) -> JSONAPIFailure {
        guard (400...499).contains(response.statusCode) else { return .invalidResponse }
        let tmdbCode = (try? JSONDecoder().decode(TMDbErrorDTO.self, from: response.body))?.statusCode
        if let tmdbCode, unauthorizedStatusCodes.contains(tmdbCode) { return .upstream(.unauthorized) }
        if tmdbCode == rateLimitedStatusCode {
            return .upstream(.rateLimited(retryAfter: JSONAPIClient.retryAfter(of: response)))
        }
        if tmdbCode == notFoundStatusCode { return .notFound }
        return .upstream(.rejected)
    }
}

/// TMDb's error body: `{"success":false,"status_code":34,"status_message":"…"}`.
struct TMDbErrorDTO: Decodable {
    let statusCode: Int?
    let statusMessage: String?

    enum CodingKeys: String, CodingKey {
        case statusCode = "status_code"
        case statusMessage = "status_message"
    }
}

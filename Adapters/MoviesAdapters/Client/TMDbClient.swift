import Foundation
import HTTPTransport

/// Builds TMDb requests (credential, language, `Accept`), sends them and decodes or classifies the response.
///
/// Failures before any answer:
/// - the calling task cancelled (before sending, or a transport error while it is cancelled, whichever the
///   wrapped client reports) → ``TMDbFailure/cancelled``;
/// - bytes that are not HTTP → ``TMDbFailure/invalidResponse``;
/// - a timeout, a lost, refused or TLS-failed connection, or any other transport failure →
///   ``TMDbFailure/unavailable``: the service cannot be reached;
/// - a configured base URL no request can be built on (not absolute http(s) with a host, or with a query or
///   fragment; ``EndpointURL/isUsableBase(_:)``), and the transport's `invalidRequest` for a URL it cannot send →
///   also ``TMDbFailure/unavailable``, without a request: the service cannot be reached at the configured address.
///   It is a configuration problem, not something the server did, so neither `rejected` nor `invalidResponse`
///   fits; `APIBaseURL` reports the same problem in the environment as a configuration error before any
///   repository exists.
struct TMDbClient: Sendable {
    let configuration: TMDbConfiguration
    let httpClient: any HTTPClient

    /// The request for `GET <baseURL><path>?<query>[&language=…][&api_key=…]`.
    func request(
        path: String, query: [(name: String, value: String)], includesLanguage: Bool
    ) throws(TMDbFailure)
        -> HTTPRequest
    {
        var query = query
        if includesLanguage, !configuration.language.isEmpty {
            query.append((name: "language", value: configuration.language))
        }
        var headers = ["Accept": "application/json"]
        switch configuration.credential {
        case .apiKey(let key): query.append((name: "api_key", value: key))
        case .bearerToken(let token): headers["Authorization"] = "Bearer \(token)"
        }
        guard let url = EndpointURL.make(base: configuration.baseURL, path: path, query: query) else {
            throw .unavailable
        }
        return HTTPRequest(method: "GET", url: url, headers: headers)
    }

    /// Sends `GET path` and decodes a 2xx body as `Value`.
    func get<Value: Decodable>(
        _ type: Value.Type, path: String, query: [(name: String, value: String)] = [], includesLanguage: Bool = true
    ) async throws(TMDbFailure) -> Value {
        let request = try request(path: path, query: query, includesLanguage: includesLanguage)
        guard !Task.isCancelled else { throw .cancelled }
        let response: HTTPResponse
        do {
            response = try await httpClient.send(request)
        } catch {
            throw Task.isCancelled ? .cancelled : Self.failure(for: error)
        }
        if let failure = TMDbResponseClassifier.failure(for: response) { throw failure }
        return try TMDbJSON.decode(type, from: response.body)
    }

    /// A transport failure: a cancellation is cancelled, an answer that is not HTTP is an invalid response;
    /// anything else (timeout, lost, refused or TLS-failed connection, a URL the transport cannot send) means the
    /// service cannot be reached.
    static func failure(for error: HTTPClientError) -> TMDbFailure {
        switch error {
        case .cancelled: .cancelled
        case .invalidResponse: .invalidResponse
        case .timedOut, .connectionLost, .cannotConnect, .secureConnectionFailed, .invalidRequest, .failed:
            .unavailable
        }
    }
}

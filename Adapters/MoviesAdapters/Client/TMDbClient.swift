import Foundation
import HTTPTransport

/// Builds TMDb requests (credential, language, `Accept`), sends them and decodes or classifies the response.
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
            throw .rejected
        }
        return HTTPRequest(method: "GET", url: url, headers: headers)
    }

    /// Sends `GET path` and decodes a 2xx body as `Value`.
    func get<Value: Decodable>(
        _ type: Value.Type, path: String, query: [(name: String, value: String)] = [], includesLanguage: Bool = true
    ) async throws(TMDbFailure) -> Value {
        let request = try request(path: path, query: query, includesLanguage: includesLanguage)
        let response: HTTPResponse
        do {
            response = try await httpClient.send(request)
        } catch {
            throw Self.failure(for: error)
        }
        if let failure = TMDbResponseClassifier.failure(for: response) { throw failure }
        return try TMDbJSON.decode(type, from: response.body)
    }

    /// A transport failure: an answer that is not HTTP is an invalid response; anything else (timeout, lost
    /// connection, refused connection, cancellation) means the service is unavailable.
    static func failure(for error: HTTPClientError) -> TMDbFailure {
        switch error {
        case .invalidResponse: .invalidResponse
        case .timedOut, .connectionLost, .cannotConnect, .secureConnectionFailed, .cancelled, .invalidRequest,
            .failed:
            .unavailable
        }
    }
}

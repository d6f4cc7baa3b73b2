import Foundation
import HTTPTransport

/// Builds TMDb requests (credential, language) and has ``TMDbAPI`` send them and decode or classify the answer
/// (see ``JSONAPIClient`` for the failures before any answer, and ``TMDbFailure`` for TMDb's own statuses).
struct TMDbClient: Sendable {
    let configuration: TMDbConfiguration
    private let api: TMDbAPI

    init(configuration: TMDbConfiguration, httpClient: any HTTPClient) {
        self.configuration = configuration
        self.api = TMDbAPI(baseURL: configuration.baseURL, httpClient: httpClient)
    }

    /// Sends `GET path?query[&language=…][&api_key=…]` (or the token as `Authorization`) and decodes a 2xx body as
    /// `Value`.
    func get<Value: Decodable>(
        _ type: Value.Type, path: String, query: [(name: String, value: String)] = [], includesLanguage: Bool = true
    ) async throws(TMDbFailure) -> Value {
        var query = query
        if includesLanguage, !configuration.language.isEmpty {
            query.append((name: "language", value: configuration.language))
        }
        var headers: [String: String] = [:]
        switch configuration.credential {
        case .apiKey(let key): query.append((name: "api_key", value: key))
        case .bearerToken(let token): headers["Authorization"] = "Bearer \(token)"
        }
        return try await api.get(type, path: path, query: query, headers: headers)
    }
}

import Foundation
import HTTPTransport

/// Builds Rick and Morty API requests, sends them and decodes or classifies the response.
///
/// Statuses: 2xx is decoded; 404 is ``RickAndMortyFailure/notFound`` whatever its message (the API words it
/// differently per id); 401/403 → unauthorized; 408 and 5xx → unavailable; 429 → rate limited; any other status
/// is not an answer the API gives to the requests Marquee sends → invalid response.
struct RickAndMortyClient: Sendable {
    let configuration: RickAndMortyConfiguration
    let httpClient: any HTTPClient

    func request(path: String, query: [(name: String, value: String)]) throws(RickAndMortyFailure) -> HTTPRequest {
        guard let url = EndpointURL.make(base: configuration.baseURL, path: path, query: query) else {
            throw .invalidResponse
        }
        return HTTPRequest(method: "GET", url: url, headers: ["Accept": "application/json"])
    }

    /// Sends `GET path?query` and decodes a 2xx body as `Value`.
    func get<Value: Decodable>(
        _ type: Value.Type, path: String, query: [(name: String, value: String)] = []
    ) async throws(RickAndMortyFailure) -> Value {
        let request = try request(path: path, query: query)
        let response: HTTPResponse
        do {
            response = try await httpClient.send(request)
        } catch {
            switch error {
            case .invalidResponse: throw .invalidResponse
            case .timedOut, .connectionLost, .cannotConnect, .secureConnectionFailed, .cancelled, .invalidRequest,
                .failed:
                throw .unavailable
            }
        }
        switch response.statusCode {
        case 200...299:
            do {
                return try JSONDecoder().decode(type, from: response.body)
            } catch {
                throw .invalidResponse
            }
        case 401, 403: throw .unauthorized
        case 404: throw .notFound
        case 408, 500...599: throw .unavailable
        case 429: throw .rateLimited
        default: throw .invalidResponse
        }
    }
}

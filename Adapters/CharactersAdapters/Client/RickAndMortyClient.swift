import Foundation
import HTTPTransport

/// Builds Rick and Morty API requests, sends them and decodes or classifies the response.
///
/// Statuses: 2xx is decoded; 404 is ``RickAndMortyFailure/notFound`` whatever its message (the API words it
/// differently per id); 401/403 → unauthorized; 408 and 5xx → unavailable; 429 → rate limited; any other status
/// is not an answer the API gives to the requests Marquee sends → invalid response.
///
/// Failures before any answer:
/// - the calling task cancelled (before sending, or a transport error while it is cancelled, whichever the
///   wrapped client reports) → ``RickAndMortyFailure/cancelled``;
/// - bytes that are not HTTP → ``RickAndMortyFailure/invalidResponse``;
/// - a timeout, a lost, refused or TLS-failed connection, or any other transport failure →
///   ``RickAndMortyFailure/unavailable``: the service cannot be reached;
/// - a configured base URL no request can be built on (not absolute http(s) with a host, or with a query or
///   fragment; ``EndpointURL/isUsableBase(_:)``), and the transport's `invalidRequest` for a URL it cannot send →
///   also ``RickAndMortyFailure/unavailable``, without a request: the service cannot be reached at the configured
///   address. It is a configuration problem, not something the server answered, so `invalidResponse` does not
///   fit; `APIBaseURL` reports the same problem in the environment as a configuration error before any
///   repository exists.
struct RickAndMortyClient: Sendable {
    let configuration: RickAndMortyConfiguration
    let httpClient: any HTTPClient

    func request(path: String, query: [(name: String, value: String)]) throws(RickAndMortyFailure) -> HTTPRequest {
        guard let url = EndpointURL.make(base: configuration.baseURL, path: path, query: query) else {
            throw .unavailable
        }
        return HTTPRequest(method: "GET", url: url, headers: ["Accept": "application/json"])
    }

    /// Sends `GET path?query` and decodes a 2xx body as `Value`.
    func get<Value: Decodable>(
        _ type: Value.Type, path: String, query: [(name: String, value: String)] = []
    ) async throws(RickAndMortyFailure) -> Value {
        let request = try request(path: path, query: query)
        guard !Task.isCancelled else { throw .cancelled }
        let response: HTTPResponse
        do {
            response = try await httpClient.send(request)
        } catch {
            throw Task.isCancelled ? .cancelled : Self.failure(for: error)
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

    /// `GET /<resource>/1,2,3` in one request: ids below 1 dropped, the rest deduplicated and sorted; no ids, no
    /// request. The API answers one id with an object and several with an array; both are read. Unknown ids are
    /// left out; the answer is in ascending id order. A 404 for a single id is that id unknown: `[]`. A 404 for
    /// several ids is ``RickAndMortyFailure/unavailable``: the API answers `200 []` when none of several ids
    /// exists, so a 404 there means the service is not at the configured address.
    func batch<DTO: Decodable & Identifiable, Value>(
        _ resource: String, ids: [Int], map: (DTO) throws(RickAndMortyFailure) -> Value
    ) async throws(RickAndMortyFailure) -> [Value] where DTO.ID == Int {
        let wanted = Set(ids.filter { $0 > 0 })
        guard !wanted.isEmpty else { return [] }
        let path = "/\(resource)/" + wanted.sorted().map(String.init).joined(separator: ",")
        do {
            let dto = try await get(RickAndMortyOneOrManyDTO<DTO>.self, path: path)
            var byID: [Int: Value] = [:]
            for item in dto.elements where wanted.contains(item.id) {
                byID[item.id] = try map(item)
            }
            return byID.sorted { $0.key < $1.key }.map(\.value)
        } catch .notFound {
            guard wanted.count == 1 else { throw .unavailable }
            return []
        }
    }

    /// A transport failure: a cancellation is cancelled, an answer that is not HTTP is an invalid response;
    /// anything else (timeout, lost, refused or TLS-failed connection, a URL the transport cannot send) means the
    /// service cannot be reached.
    static func failure(for error: HTTPClientError) -> RickAndMortyFailure {
        switch error {
        case .cancelled: .cancelled
        case .invalidResponse: .invalidResponse
        case .timedOut, .connectionLost, .cannotConnect, .secureConnectionFailed, .invalidRequest, .failed:
            .unavailable
        }
    }
}

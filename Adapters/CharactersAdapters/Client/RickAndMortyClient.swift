import Foundation
import HTTPTransport

/// Sends Rick and Morty API requests through a ``JSONAPIClient`` (see there for the statuses and the failures before
/// any answer; a status the shared table does not read is not an answer this API gives: `invalidResponse`), and
/// reads the API's batched lookups.
struct RickAndMortyClient: Sendable {
    let configuration: RickAndMortyConfiguration
    private let api: JSONAPIClient

    init(configuration: RickAndMortyConfiguration, httpClient: any UpstreamClient) {
        self.configuration = configuration
        self.api = JSONAPIClient(baseURL: configuration.baseURL, httpClient: httpClient)
    }

    /// Sends `GET path?query` and decodes a 2xx body as `Value`.
    func get<Value: Decodable>(
        _ type: Value.Type, path: String, query: [(name: String, value: String)] = []
    ) async throws(JSONAPIFailure) -> Value {
        try await api.get(type, path: path, query: query)
    }

    /// `GET /<resource>/1,2,3` in one request: ids below 1 dropped, the rest deduplicated and sorted; no ids, no
    /// request. The API answers one id with an object and several with an array; both are read. Unknown ids are
    /// left out; the answer is in ascending id order. A 404 for a single id is that id unknown: `[]`. A 404 for
    /// several ids is `unavailable`: the API answers `200 []` when none of several ids
    /// exists, so a 404 there means the service is not at the configured address.
    func batch<DTO: Decodable & Identifiable, Value>(
        _ resource: String, ids: [Int], map: (DTO) throws(JSONAPIFailure) -> Value
    ) async throws(JSONAPIFailure) -> [Value] where DTO.ID == Int {
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
            guard wanted.count == 1 else { throw .upstream(.unavailable) }
            return []
        }
    }
}

/// The body of `/character/1,2,3` or `/episode/1,2,3`: a JSON array, except that one id alone gives one object.
struct RickAndMortyOneOrManyDTO<Element: Decodable>: Decodable {
    let elements: [Element]

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let many = try? container.decode([Element].self) {
            elements = many
        } else {
            elements = [try container.decode(Element.self)]
        }
    }
}

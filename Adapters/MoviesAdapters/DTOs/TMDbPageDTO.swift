import Foundation
import HTTPTransport

/// A page of one of TMDb's lists: `/movie/popular` and `/search/movie` (``TMDbMoviePageDTO``), a guest session's
/// `/rated/movies` (``TMDbRatedMoviePageDTO``).
struct TMDbPageDTO<Item: Decodable>: Decodable {
    let page: Int
    let results: [Item]
    let totalPages: Int
    let totalResults: Int

    enum CodingKeys: String, CodingKey {
        case page
        case results
        case totalPages = "total_pages"
        case totalResults = "total_results"
    }
}

/// A page of `/movie/popular` or `/search/movie`.
typealias TMDbMoviePageDTO = TMDbPageDTO<TMDbMovieListItemDTO>

extension TMDbPageDTO<TMDbMovieListItemDTO> {
    /// Reads a page from `body` as `JSONDecoder` would decode it, several times faster (see ``JSONByteReader``):
    /// anything it refuses is `invalidResponse`.
    static func read(from body: Data) throws(JSONAPIFailure) -> TMDbMoviePageDTO {
        try JSONByteReader.read(body) { reader throws(JSONAPIFailure) in try TMDbMoviePageDTO(reading: &reader) }
    }

    init(reading reader: inout JSONByteReader) throws(JSONAPIFailure) {
        var page: Int?
        var results: [TMDbMovieListItemDTO]?
        var totalPages: Int?
        var totalResults: Int?
        try reader.readObject(keys: pageKeys) { reader, key throws(JSONAPIFailure) in
            switch key {
            case 0: page = try reader.readOptionalInt()
            case 1:
                guard try !reader.readNull() else { return }
                var items: [TMDbMovieListItemDTO] = []
                items.reserveCapacity(20)
                try reader.readArray { reader throws(JSONAPIFailure) in
                    items.append(try TMDbMovieListItemDTO(reading: &reader))
                }
                results = items
            case 2: totalPages = try reader.readOptionalInt()
            default: totalResults = try reader.readOptionalInt()
            }
        }
        guard let page, let results, let totalPages, let totalResults else { throw .invalidResponse }
        self.init(page: page, results: results, totalPages: totalPages, totalResults: totalResults)
    }
}

/// The members a page reads, in the order of its `CodingKeys` (a generic type has no static stored property).
private let pageKeys: [StaticString] = ["page", "results", "total_pages", "total_results"]

import Foundation
import HTTPTransport

/// A movie in a list. Only `id` and `title` are required; TMDb's other fields may be absent or `null` and get
/// defaults in the mapper. Fields Marquee does not use (`popularity`, `adult`, `video`, …) are not decoded.
struct TMDbMovieListItemDTO: Decodable {
    let id: Int
    let title: String
    let originalTitle: String?
    let originalLanguage: String?
    let overview: String?
    let releaseDate: String?
    let posterPath: String?
    let backdropPath: String?
    let genreIDs: [Int]?
    let voteAverage: Double?
    let voteCount: Int?

    enum CodingKeys: String, CodingKey {
        case id
        case title
        case originalTitle = "original_title"
        case originalLanguage = "original_language"
        case overview
        case releaseDate = "release_date"
        case posterPath = "poster_path"
        case backdropPath = "backdrop_path"
        case genreIDs = "genre_ids"
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
    }
}

extension TMDbMovieListItemDTO {
    /// The members read, in the order of ``CodingKeys``.
    private static let keys: [StaticString] = [
        "id", "title", "original_title", "original_language", "overview", "release_date", "poster_path",
        "backdrop_path", "genre_ids", "vote_average", "vote_count",
    ]

    /// Reads one list item as `JSONDecoder` would decode it (see ``JSONByteReader``): `id` and `title` required,
    /// the other fields absent or `null` as `nil`, unknown members skipped.
    init(reading reader: inout JSONByteReader) throws(JSONAPIFailure) {
        var id: Int?
        var title: String?
        var originalTitle: String?
        var originalLanguage: String?
        var overview: String?
        var releaseDate: String?
        var posterPath: String?
        var backdropPath: String?
        var genreIDs: [Int]?
        var voteAverage: Double?
        var voteCount: Int?
        try reader.readObject(keys: Self.keys) { reader, key throws(JSONAPIFailure) in
            switch key {
            case 0: id = try reader.readOptionalInt()
            case 1: title = try reader.readOptionalString()
            case 2: originalTitle = try reader.readOptionalString()
            case 3: originalLanguage = try reader.readOptionalString()
            case 4: overview = try reader.readOptionalString()
            case 5: releaseDate = try reader.readOptionalString()
            case 6: posterPath = try reader.readOptionalString()
            case 7: backdropPath = try reader.readOptionalString()
            case 8:
                guard try !reader.readNull() else { return }
                var ids: [Int] = []
                try reader.readArray { reader throws(JSONAPIFailure) in ids.append(try reader.readInt()) }
                genreIDs = ids
            case 9: voteAverage = try reader.readOptionalDouble()
            default: voteCount = try reader.readOptionalInt()
            }
        }
        guard let id, let title else { throw .invalidResponse }
        self.init(
            id: id, title: title, originalTitle: originalTitle, originalLanguage: originalLanguage, overview: overview,
            releaseDate: releaseDate, posterPath: posterPath, backdropPath: backdropPath, genreIDs: genreIDs,
            voteAverage: voteAverage, voteCount: voteCount)
    }
}

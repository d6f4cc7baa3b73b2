import Foundation

/// A page of `/guest_session/{id}/rated/movies`: a movie list whose items also carry the session's `rating`.
struct TMDbRatedMoviePageDTO: Decodable {
    let page: Int
    let results: [TMDbRatedMovieDTO]
    let totalPages: Int
    let totalResults: Int

    enum CodingKeys: String, CodingKey {
        case page
        case results
        case totalPages = "total_pages"
        case totalResults = "total_results"
    }
}

/// A rated movie: the list item's fields and `rating`, in one object.
struct TMDbRatedMovieDTO: Decodable {
    let movie: TMDbMovieListItemDTO
    let rating: Double

    enum CodingKeys: String, CodingKey {
        case rating
    }

    init(from decoder: any Decoder) throws {
        movie = try TMDbMovieListItemDTO(from: decoder)
        rating = try decoder.container(keyedBy: CodingKeys.self).decode(Double.self, forKey: .rating)
    }
}

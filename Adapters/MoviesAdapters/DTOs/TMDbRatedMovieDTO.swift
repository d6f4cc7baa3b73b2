import Foundation

/// A page of `/guest_session/{id}/rated/movies`: a movie list whose items also carry the session's `rating`.
typealias TMDbRatedMoviePageDTO = TMDbPageDTO<TMDbRatedMovieDTO>

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

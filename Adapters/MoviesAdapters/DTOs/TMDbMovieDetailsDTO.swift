/// `/movie/{id}`. Only `id` and `title` are required. Nested objects Marquee does not show
/// (`belongs_to_collection`, `production_companies`, …) are not decoded, so their shape cannot break a decode.
struct TMDbMovieDetailsDTO: Decodable {
    let id: Int
    let title: String
    let originalTitle: String?
    let originalLanguage: String?
    let overview: String?
    let tagline: String?
    let releaseDate: String?
    let runtime: Int?
    let genres: [TMDbGenreDTO]?
    let status: String?
    let homepage: String?
    let imdbID: String?
    let budget: Int?
    let revenue: Int?
    let posterPath: String?
    let backdropPath: String?
    let voteAverage: Double?
    let voteCount: Int?

    enum CodingKeys: String, CodingKey {
        case id
        case title
        case originalTitle = "original_title"
        case originalLanguage = "original_language"
        case overview
        case tagline
        case releaseDate = "release_date"
        case runtime
        case genres
        case status
        case homepage
        case imdbID = "imdb_id"
        case budget
        case revenue
        case posterPath = "poster_path"
        case backdropPath = "backdrop_path"
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
    }
}

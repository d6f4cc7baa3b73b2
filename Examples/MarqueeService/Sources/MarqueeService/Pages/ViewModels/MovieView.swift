/// A movie's details, as the details page shows them.
struct MovieView: Sendable {
    /// One cast member and the part they play.
    struct CastView: Sendable {
        let name: String
        let character: String
    }

    let title: String
    let tagline: String?
    let posterURL: String
    let releaseDate: String
    let runtime: String
    let genres: String
    let rating: String
    let overview: String
    let hasCast: Bool
    let cast: [CastView]
}

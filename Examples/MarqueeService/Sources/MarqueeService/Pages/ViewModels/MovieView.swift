/// A movie's details, as the details page shows them.
struct MovieView: Sendable {
    /// One cast member and the part they play.
    struct CastView: Sendable {
        let name: String
        let character: String
    }

    let title: String
    let tagline: String?
    /// The poster's address; `nil` without a poster, and the page shows a text placeholder instead of an image.
    let posterURL: String?
    /// `Director`, or `Directors` when there are several.
    let directorsLabel: String
    let directors: String
    let releaseDate: String
    let runtime: String
    let genres: String
    let rating: String
    let overview: String
    let hasCast: Bool
    let cast: [CastView]
    /// Why the cast is missing when the credits could not be loaded while the movie did; `nil` when they loaded.
    let castUnavailable: String?
}

/// A movie a guest session rated, with that rating.
public struct RatedMovie: Hashable, Sendable, Identifiable {
    /// The movie as a list shows it.
    public let movie: MoviePreview
    /// The session's rating of it.
    public let rating: MovieRating

    /// A rated movie.
    public init(movie: MoviePreview, rating: MovieRating) {
        self.movie = movie
        self.rating = rating
    }

    /// The movie's TMDb id.
    public var id: Int { movie.id }
}

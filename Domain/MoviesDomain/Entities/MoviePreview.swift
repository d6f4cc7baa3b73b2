/// A movie as it appears in a list (popular movies, search results).
public struct MoviePreview: Hashable, Sendable, Identifiable {
    /// TMDb's movie id.
    public let id: Int
    /// The title in the requested language.
    public let title: String
    /// The title in the original language.
    package let originalTitle: String
    /// The original language as an ISO 639-1 code, e.g. `en`.
    package let originalLanguage: String
    /// The plot summary; may be empty.
    public let overview: String
    /// The release day, or `nil` when TMDb does not know it.
    public let releaseDate: CalendarDate?
    /// The poster's image path (e.g. `/abc.jpg`), to be resolved with an ``ImageConfiguration``.
    package let posterPath: String?
    /// The backdrop's image path, to be resolved with an ``ImageConfiguration``.
    package let backdropPath: String?
    /// The ids of the movie's genres.
    public let genreIDs: [Int]
    /// The average vote, 0 through 10.
    public let voteAverage: Double
    /// The number of votes behind ``voteAverage``.
    public let voteCount: Int

    /// A list item.
    public init(
        id: Int, title: String, originalTitle: String, originalLanguage: String, overview: String,
        releaseDate: CalendarDate?, posterPath: String?, backdropPath: String?, genreIDs: [Int],
        voteAverage: Double, voteCount: Int
    ) {
        self.id = id
        self.title = title
        self.originalTitle = originalTitle
        self.originalLanguage = originalLanguage
        self.overview = overview
        self.releaseDate = releaseDate
        self.posterPath = posterPath
        self.backdropPath = backdropPath
        self.genreIDs = genreIDs
        self.voteAverage = voteAverage
        self.voteCount = voteCount
    }
}

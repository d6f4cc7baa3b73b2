import Foundation
// The shared kernel (calendar dates) is part of this context's vocabulary: whoever imports MoviesDomain can name
// its types without importing SharedKernel too.
@_exported public import SharedKernel

/// A movie's full details.
public struct Movie: Hashable, Sendable, Identifiable {
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
    /// The tagline, or `nil` when there is none.
    public let tagline: String?
    /// The release day, or `nil` when TMDb does not know it.
    public let releaseDate: CalendarDate?
    /// The running time in minutes, or `nil` when unknown.
    public let runtimeMinutes: Int?
    /// The genres, in TMDb's order.
    public let genres: [Genre]
    /// The production status as TMDb words it, e.g. `Released`, or `nil` when absent.
    public let status: String?
    /// The official homepage, or `nil` when there is none.
    package let homepage: URL?
    /// The IMDb id, e.g. `tt0137523`, or `nil` when there is none.
    package let imdbID: String?
    /// The budget in US dollars, or `nil` when unknown.
    public let budget: Int?
    /// The revenue in US dollars, or `nil` when unknown.
    public let revenue: Int?
    /// The poster's image path, to be resolved with an ``ImageConfiguration``.
    package let posterPath: String?
    /// The backdrop's image path, to be resolved with an ``ImageConfiguration``.
    package let backdropPath: String?
    /// The average vote, 0 through 10.
    public let voteAverage: Double
    /// The number of votes behind ``voteAverage``.
    public let voteCount: Int

    /// A movie's details.
    public init(
        id: Int, title: String, originalTitle: String, originalLanguage: String, overview: String,
        tagline: String?, releaseDate: CalendarDate?, runtimeMinutes: Int?, genres: [Genre], status: String?,
        homepage: URL?, imdbID: String?, budget: Int?, revenue: Int?, posterPath: String?, backdropPath: String?,
        voteAverage: Double, voteCount: Int
    ) {
        self.id = id
        self.title = title
        self.originalTitle = originalTitle
        self.originalLanguage = originalLanguage
        self.overview = overview
        self.tagline = tagline
        self.releaseDate = releaseDate
        self.runtimeMinutes = runtimeMinutes
        self.genres = genres
        self.status = status
        self.homepage = homepage
        self.imdbID = imdbID
        self.budget = budget
        self.revenue = revenue
        self.posterPath = posterPath
        self.backdropPath = backdropPath
        self.voteAverage = voteAverage
        self.voteCount = voteCount
    }
}

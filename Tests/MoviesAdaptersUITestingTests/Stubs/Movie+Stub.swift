import Foundation
import MoviesDomain

extension Movie {
    /// A movie's details for tests: every field defaults to Fight Club (TMDb 550) as TMDb serves it, so a test names
    /// only the fields it cares about, e.g. `Movie.stub(id: 13, title: "Forrest Gump")`.
    static func stub(
        id: Int = 550, title: String = "Fight Club", originalTitle: String = "Fight Club",
        originalLanguage: String = "en",
        overview: String = "A ticking-time-bomb insomniac and a slippery soap salesman channel primal male aggression "
            + "into a shocking new form of therapy.",
        tagline: String? = "Mischief. Mayhem. Soap.", releaseDate: CalendarDate? = "1999-10-15",
        runtimeMinutes: Int? = 139, genres: [Genre] = [.stub()], status: String? = "Released", homepage: URL? = nil,
        imdbID: String? = "tt0137523", budget: Int? = 63_000_000, revenue: Int? = 100_853_753,
        posterPath: String? = "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg",
        backdropPath: String? = "/hZkgoQYus5vegHoetLkCJzb17zJ.jpg",
        voteAverage: Double = 8.433, voteCount: Int = 26_279
    ) -> Movie {
        Movie(
            id: id, title: title, originalTitle: originalTitle, originalLanguage: originalLanguage, overview: overview,
            tagline: tagline, releaseDate: releaseDate, runtimeMinutes: runtimeMinutes, genres: genres, status: status,
            homepage: homepage, imdbID: imdbID, budget: budget, revenue: revenue, posterPath: posterPath,
            backdropPath: backdropPath, voteAverage: voteAverage, voteCount: voteCount)
    }
}

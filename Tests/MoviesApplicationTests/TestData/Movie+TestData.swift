import Foundation
import MoviesDomain

extension Movie {
    /// Fight Club, as TMDb describes it (id 550).
    static let fightClub = Movie(
        id: 550, title: "Fight Club", originalTitle: "Fight Club", originalLanguage: "en",
        overview: "A ticking-time-bomb insomniac and a slippery soap salesman channel primal male aggression.",
        tagline: "Mischief. Mayhem. Soap.", releaseDate: CalendarDate(year: 1999, month: 10, day: 15),
        runtimeMinutes: 139, genres: [Genre(id: 18, name: "Drama")], status: "Released",
        homepage: URL(string: "http://www.foxmovies.com/movies/fight-club"), imdbID: "tt0137523",
        budget: 63_000_000, revenue: 100_853_753, posterPath: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg",
        backdropPath: "/hZkgoQYus5vegHoetLkCJzb17zJ.jpg", voteAverage: 8.4, voteCount: 26_280
    )

    /// A movie TMDb has no images for.
    static let withoutImages = Movie(
        id: 640, title: "Catch Me If You Can", originalTitle: "Catch Me If You Can", originalLanguage: "en",
        overview: "", tagline: nil, releaseDate: nil, runtimeMinutes: nil, genres: [], status: nil, homepage: nil,
        imdbID: nil, budget: nil, revenue: nil, posterPath: nil, backdropPath: nil, voteAverage: 0, voteCount: 0
    )
}

import Foundation
import MarqueeKit

// The fakes the linking article shows whole ("Test your own code in isolation"): every method of each Movies port,
// with its typed throws, and the entities they answer with.

/// Fight Club, as a list shows it.
let fightClub = MoviePreview(
    id: 550, title: "Fight Club", originalTitle: "Fight Club", originalLanguage: "en",
    overview: "A ticking-time-bomb insomniac…", releaseDate: "1999-10-15", posterPath: "/poster.jpg",
    backdropPath: nil, genreIDs: [18], voteAverage: 8.4, voteCount: 30_000)

/// A movie catalogue in memory: the popular list is `popular`, one page of it; only Fight Club has details.
struct FakeMovieRepository: MovieRepository {
    var popular: [MoviePreview] = [fightClub]
    /// When set, every call fails with it.
    var failure: UpstreamFailure?

    func movie(withID id: Int) async throws(MovieRepositoryError) -> Movie {
        if let failure { throw .upstream(failure) }
        guard id == 550 else { throw .notFound(movieID: id) }
        return Movie(
            id: 550, title: "Fight Club", originalTitle: "Fight Club", originalLanguage: "en",
            overview: "A ticking-time-bomb insomniac…", tagline: "Mischief. Mayhem. Soap.", releaseDate: "1999-10-15",
            runtimeMinutes: 139, genres: [Genre(id: 18, name: "Drama")], status: "Released", homepage: nil,
            imdbID: "tt0137523", budget: 63_000_000, revenue: 100_853_753, posterPath: "/poster.jpg",
            backdropPath: nil, voteAverage: 8.4, voteCount: 30_000)
    }

    func credits(forMovieWithID movieID: Int) async throws(MovieRepositoryError) -> MovieCredits {
        if let failure { throw .upstream(failure) }
        guard movieID == 550 else { throw .notFound(movieID: movieID) }
        return MovieCredits(movieID: 550, cast: [], crew: [])
    }

    func popularMovies(page: Int) async throws(MovieRepositoryError) -> MoviePage {
        if let failure { throw .upstream(failure) }
        guard page == 1 else { return MoviePage(page: page, results: [], totalPages: 1, totalResults: popular.count) }
        return MoviePage(page: 1, results: popular, totalPages: 1, totalResults: popular.count)
    }

    func searchMovies(query: String, page: Int) async throws(MovieRepositoryError) -> MoviePage {
        if let failure { throw .upstream(failure) }
        let hits = popular.filter { $0.title.localizedStandardContains(query) }
        return MoviePage(
            page: page, results: page == 1 ? hits : [], totalPages: hits.isEmpty ? 0 : 1,
            totalResults: hits.count)
    }
}

/// TMDb's image configuration, fixed.
struct FakeImageConfigurationRepository: ImageConfigurationRepository {
    func imageConfiguration() async throws(UpstreamFailure) -> ImageConfiguration {
        ImageConfiguration(
            secureBaseURL: URL(string: "https://image.tmdb.org/t/p/")!, posterSizes: [.width(500), .original],
            backdropSizes: [.original], profileSizes: [.original])
    }
}

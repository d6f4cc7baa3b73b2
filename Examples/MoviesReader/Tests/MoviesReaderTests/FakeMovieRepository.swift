import MarqueeKit

/// Two popular movies on page 1, or `failure` for every call.
struct FakeMovieRepository: MovieRepository {
    var failure: UpstreamFailure?

    func movie(withID id: Int) async throws(MovieRepositoryError) -> Movie {
        throw .notFound(movieID: id)
    }

    func credits(forMovieWithID movieID: Int) async throws(MovieRepositoryError) -> MovieCredits {
        throw .notFound(movieID: movieID)
    }

    func popularMovies(page: Int) async throws(MovieRepositoryError) -> MoviePage {
        if let failure { throw .upstream(failure) }
        let titles = page == 1 ? ["Fight Club", "Heat"] : []
        let results = titles.enumerated().map { index, title in
            MoviePreview(
                id: index + 1, title: title, originalTitle: title, originalLanguage: "en", overview: "",
                releaseDate: nil, posterPath: nil, backdropPath: nil, genreIDs: [], voteAverage: 0, voteCount: 0)
        }
        return MoviePage(page: page, results: results, totalPages: 1, totalResults: 2)
    }

    func searchMovies(query: String, page: Int) async throws(MovieRepositoryError) -> MoviePage {
        MoviePage(page: page, results: [], totalPages: 0, totalResults: 0)
    }
}

import Foundation
import MarqueeJSON
import MarqueeTestSupport
import MoviesAdaptersUITesting
import MoviesDomain
import UITestScenario

/// Every answer the Movies stubs give, rendered as canonical JSON: all popular pages (and the first page past the
/// end and past TMDb's limit), a few searches, every movie's details and credits, and the image configuration.
enum MoviesStubOutput {
    static let searches: [(query: String, page: Int)] = [
        ("fight club", 1), ("  THE  ", 1), ("e", 1), ("e", 2), ("e", 3), ("기생충", 1), ("no such film", 1), ("the", 501),
    ]

    static func render() async -> String {
        let repository = StubMovieRepository(clock: TestClock())
        let images = StubImageConfigurationRepository(clock: TestClock())

        var popular: [JSONValue] = []
        let pageCount = (StubMovieCatalogue.standard.movies.count + 19) / 20
        for page in Array(1...(pageCount + 1)) + [501] {
            let answer = await JSONValue.answer(
                of: { () async throws(MovieRepositoryError) in try await repository.popularMovies(page: page) },
                rendering: moviePage)
            popular.append(.object(["page": .integer(page), "answer": answer]))
        }
        var searches: [JSONValue] = []
        for (query, page) in Self.searches {
            let answer = await JSONValue.answer(
                of: { () async throws(MovieRepositoryError) in
                    try await repository.searchMovies(query: query, page: page)
                },
                rendering: moviePage)
            searches.append(.object(["query": .string(query), "page": .integer(page), "answer": answer]))
        }
        var movies: [JSONValue] = []
        for id in StubMovieCatalogue.standard.movies.map(\.id).sorted() + [1] {
            let details = await JSONValue.answer(
                of: { () async throws(MovieRepositoryError) in try await repository.movie(withID: id) },
                rendering: movie)
            let credits = await JSONValue.answer(
                of: { () async throws(MovieRepositoryError) in try await repository.credits(forMovieWithID: id) },
                rendering: Self.credits)
            movies.append(.object(["id": .integer(id), "details": details, "credits": credits]))
        }
        let configuration = await JSONValue.answer(
            of: { () async throws(UpstreamFailure) in try await images.imageConfiguration() },
            rendering: imageConfiguration)
        return JSONValue.object([
            "popular": .array(popular), "search": .array(searches), "movies": .array(movies),
            "imageConfiguration": configuration,
        ]).canonical.rendered()
    }

    static func moviePage(_ page: MoviePage) -> JSONValue {
        .object([
            "page": .integer(page.page), "totalPages": .integer(page.totalPages),
            "totalResults": .integer(page.totalResults), "results": .array(page.results.map(preview)),
        ])
    }

    static func preview(_ preview: MoviePreview) -> JSONValue {
        .object([
            "id": .integer(preview.id), "title": .string(preview.title),
            "originalTitle": .string(preview.originalTitle),
            "originalLanguage": .string(preview.originalLanguage), "overview": .string(preview.overview),
            "releaseDate": .string(preview.releaseDate?.description), "posterPath": .string(preview.posterPath),
            "backdropPath": .string(preview.backdropPath),
            "genreIDs": .array(preview.genreIDs.map(JSONValue.integer)),
            "voteAverage": .number(preview.voteAverage), "voteCount": .integer(preview.voteCount),
        ])
    }

    static func movie(_ movie: Movie) -> JSONValue {
        .object([
            "id": .integer(movie.id), "title": .string(movie.title), "originalTitle": .string(movie.originalTitle),
            "originalLanguage": .string(movie.originalLanguage), "overview": .string(movie.overview),
            "tagline": .string(movie.tagline), "releaseDate": .string(movie.releaseDate?.description),
            "runtimeMinutes": .integer(movie.runtimeMinutes),
            "genres": .array(movie.genres.map { .object(["id": .integer($0.id), "name": .string($0.name)]) }),
            "status": .string(movie.status), "homepage": .string(movie.homepage?.absoluteString),
            "imdbID": .string(movie.imdbID), "budget": .integer(movie.budget), "revenue": .integer(movie.revenue),
            "posterPath": .string(movie.posterPath), "backdropPath": .string(movie.backdropPath),
            "voteAverage": .number(movie.voteAverage), "voteCount": .integer(movie.voteCount),
        ])
    }

    static func credits(_ credits: MovieCredits) -> JSONValue {
        .object([
            "movieID": .integer(credits.movieID),
            "cast": .array(
                credits.cast.map {
                    .object([
                        "creditID": .string($0.creditID), "personID": .integer($0.personID), "name": .string($0.name),
                        "character": .string($0.character), "order": .integer($0.order),
                        "profilePath": .string($0.profilePath),
                    ])
                }),
            "crew": .array(
                credits.crew.map {
                    .object([
                        "creditID": .string($0.creditID), "personID": .integer($0.personID), "name": .string($0.name),
                        "job": .string($0.job), "department": .string($0.department),
                        "profilePath": .string($0.profilePath),
                    ])
                }),
        ])
    }

    static func imageConfiguration(_ configuration: ImageConfiguration) -> JSONValue {
        func sizes(_ sizes: [ImageSize]) -> JSONValue { .array(sizes.map { .string($0.description) }) }
        return .object([
            "secureBaseURL": .string(configuration.secureBaseURL.absoluteString),
            "posterSizes": sizes(configuration.posterSizes), "backdropSizes": sizes(configuration.backdropSizes),
            "profileSizes": sizes(configuration.profileSizes),
        ])
    }
}

import Foundation
import HTTPClientConformance
import HTTPTransport
import MarqueeTestSupport
import MoviesAdapters
import MoviesDomain
import StubHTTPServer
import Testing

@Suite("TMDbMovieRepository: requests and mapping, against the stub server")
struct TMDbMovieRepositoryRequestTests {
    @Test("movie(withID:) sends GET /3/movie/{id} with language, api_key and Accept, and maps the details")
    func movieWithAPIKey() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/3/movie/640", try TMDbHarness.fixture("tmdb-movie-details-640"))
            let harness = TMDbHarness(server: server)

            // When
            let movie = try await harness.movies.movie(withID: 640)

            // Then
            let request = try #require(server.requests.first)
            #expect(server.requests.count == 1)
            #expect(request.method == .get)
            #expect(request.path == "/3/movie/640")
            #expect(request.rawTarget == "/3/movie/640?language=en-US&api_key=\(TMDbHarness.apiKey)")
            #expect(request.header("Accept") == "application/json")
            #expect(request.header("Authorization") == nil)
            #expect(movie.id == 640)
            #expect(movie.title == "Catch Me If You Can")
            #expect(movie.tagline == "The true story of a real fake.")
            #expect(movie.releaseDate == CalendarDate(year: 2002, month: 12, day: 25))
            #expect(movie.runtimeMinutes == 141)
            #expect(movie.genres.map(\.name) == ["Drama", "Crime"])
            #expect(movie.homepage == nil)
            #expect(movie.imdbID == "tt0264464")
            #expect(movie.budget == 52_000_000)
            #expect(movie.revenue == 352_114_312)
            #expect(movie.posterPath == "/ctjEj2xM32OvBXCq8zAdK3ZrsAj.jpg")
            #expect(movie.voteCount == 11_242)
        }
    }

    @Test("a bearer token goes in the Authorization header and never in the query")
    func bearerToken() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/3/movie/640", try TMDbHarness.fixture("tmdb-movie-details-640"))
            let harness = TMDbHarness(
                server: server, credential: .bearerToken(TMDbHarness.bearerToken), language: "de-DE")

            // When
            _ = try await harness.movies.movie(withID: 640)

            // Then
            let request = try #require(server.requests.first)
            #expect(request.header("Authorization") == "Bearer \(TMDbHarness.bearerToken)")
            #expect(request.rawTarget == "/3/movie/640?language=de-DE")
            #expect(request.queryValue("api_key") == nil)
        }
    }

    @Test("credits(forMovieWithID:) sends GET /3/movie/{id}/credits and maps cast and crew")
    func credits() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/3/movie/550/credits", try TMDbHarness.fixture("tmdb-credits"))
            let harness = TMDbHarness(server: server)

            // When
            let credits = try await harness.movies.credits(forMovieWithID: 550)

            // Then
            let request = try #require(server.requests.first)
            #expect(request.path == "/3/movie/550/credits")
            #expect(request.queryValue("api_key") == TMDbHarness.apiKey)
            #expect(request.queryValue("language") == "en-US")
            #expect(credits.movieID == 550)
            #expect(credits.cast.count == 76)
            #expect(credits.crew.count == 175)
            #expect(credits.cast.first?.name == "Edward Norton")
            #expect(credits.cast.first?.character == "The Narrator")
        }
    }

    @Test("popularMovies(page:) sends GET /3/movie/popular?page=N and caps total pages at 500")
    func popular() async throws {
        try await withStubServer { server in
            // Given: the recorded first page, renumbered as the page asked for (another page is refused).
            let recorded = String(decoding: try JSONFixture.data("tmdb-popular-page", in: .module), as: UTF8.self)
            let pageThree = recorded.replacingOccurrences(of: #""page": 1,"#, with: #""page": 3,"#)
            server.register(.get, "/3/movie/popular", .json(string: pageThree))
            let harness = TMDbHarness(server: server)

            // When
            let page = try await harness.movies.popularMovies(page: 3)

            // Then
            let request = try #require(server.requests.first)
            #expect(request.rawTarget == "/3/movie/popular?page=3&language=en-US&api_key=\(TMDbHarness.apiKey)")
            #expect(request.header("Accept") == "application/json")
            #expect(page.results.count == 20)
            #expect(page.totalPages == 500)
            #expect(page.results.first?.title == "Ant-Man and the Wasp: Quantumania")
            #expect(page.results.first { $0.id == 849_869 }?.originalTitle == "길복순")
        }
    }

    @Test(
        "searchMovies(query:page:) percent-encodes the query so that every character arrives as typed",
        arguments: ["fight club", "Tom & Jerry + friends=1#2", "Amélie", "七人の侍", "100%"]
    )
    func search(query: String) async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/3/search/movie", try TMDbHarness.fixture("tmdb-search-page"))
            let harness = TMDbHarness(server: server)

            // When
            let page = try await harness.movies.searchMovies(query: query, page: 1)

            // Then
            let request = try #require(server.requests.first)
            #expect(request.path == "/3/search/movie")
            #expect(request.queryValue("query") == query)
            #expect(request.queryValues("query").count == 1)
            #expect(request.queryValue("page") == "1")
            #expect(request.queryValue("language") == "en-US")
            #expect(request.rawTarget.hasPrefix("/3/search/movie?query=\(EndpointURL.encode(query))&page=1"))
            #expect(page.results.filter { $0.posterPath == nil }.count == 6)
            #expect(page.results.filter { $0.releaseDate == nil }.count == 2)
        }
    }

    @Test("a search without hits is a 200 with no results: an empty page, not an error", arguments: [0, 1])
    func searchWithoutHits(totalPages: Int) async throws {
        try await withStubServer { server in
            // Given
            server.register(
                .get, "/3/search/movie",
                .json(string: #"{"page":1,"results":[],"total_pages":\#(totalPages),"total_results":0}"#)
            )
            let harness = TMDbHarness(server: server)

            // When
            let page = try await harness.movies.searchMovies(query: "zzzzqqq", page: 1)

            // Then
            #expect(page.results.isEmpty)
            #expect(page.totalPages == totalPages)
            #expect(!page.hasNextPage)
        }
    }

    @Test("arguments TMDb would refuse are answered without a request")
    func localValidation() async throws {
        try await withStubServer { server in
            // Given
            let movies = TMDbHarness(server: server).movies

            // When
            let blank = try await movies.searchMovies(query: "  ", page: 1)

            // Then
            #expect(blank == MoviePage(page: 1, results: [], totalPages: 0, totalResults: 0))
            await #expect(throws: MovieRepositoryError.upstream(.rejected)) { try await movies.popularMovies(page: 0) }
            await #expect(throws: MovieRepositoryError.upstream(.rejected)) {
                try await movies.popularMovies(page: 501)
            }
            await #expect(throws: MovieRepositoryError.notFound(movieID: 0)) { try await movies.movie(withID: 0) }
            #expect(server.requests.isEmpty)
        }
    }
}

import MoviesApplication
import MoviesDomain
import Testing

@Suite("SearchMovies use case")
struct SearchMoviesUseCaseTests {
    /// What each port error becomes; a not-found on a list means the service is not at the configured address.
    static let expectedErrors: [MovieRepositoryError: SearchMoviesError] = [
        .notFound(movieID: 550): .unavailable,
        .unauthorized: .unauthorized,
        .rateLimited: .rateLimited,
        .rateLimited(retryAfter: .seconds(7)): .rateLimited(retryAfter: .seconds(7)),
        .unavailable(retryAfter: .seconds(9)): .unavailable(retryAfter: .seconds(9)),
        .unavailable: .unavailable,
        .rejected: .rejected,
        .invalidResponse: .invalidResponse,
        .cancelled: .cancelled,
    ]

    @Test("a valid query and page are passed to the repository and its page returned as is", arguments: [1, 2, 500])
    func success(page: Int) async throws {
        // Given a repository with search results
        let repository = FakeMovieRepository(searchMovies: .success(.fightClubSearch))
        let useCase = DefaultSearchMoviesUseCase(repository: repository)

        // When a search is run
        let result = try await useCase.execute(query: "fight club", page: page)

        // Then the repository's page is returned, after one call with that query and page
        #expect(result == .fightClubSearch)
        #expect(repository.calls == [.searchMovies(query: "fight club", page: page)])
    }

    @Test(
        "the query reaches the repository trimmed of surrounding white space, inner spaces kept",
        arguments: [
            ("  fight club  ", "fight club"),
            ("\n\tfight club\r\n", "fight club"),
            ("fight  club", "fight  club"),
            ("\u{00A0}amélie\u{2003}", "amélie"),
        ])
    func trimsQuery(query: String, expected: String) async throws {
        // Given a repository
        let repository = FakeMovieRepository()
        let useCase = DefaultSearchMoviesUseCase(repository: repository)

        // When a query with surrounding white space is searched
        _ = try await useCase.execute(query: query, page: 1)

        // Then the repository gets the trimmed query
        #expect(repository.calls == [.searchMovies(query: expected, page: 1)])
    }

    @Test(
        "an empty or blank query is refused without calling the repository",
        arguments: ["", " ", "\n\t \r\n", "\u{00A0}\u{2003}"])
    func emptyQuery(query: String) async {
        // Given a repository
        let repository = FakeMovieRepository()
        let useCase = DefaultSearchMoviesUseCase(repository: repository)

        // When a blank query is searched
        // Then it is refused as empty
        await #expect(throws: SearchMoviesError.emptyQuery) {
            try await useCase.execute(query: query, page: 1)
        }
        // And the repository was never called
        #expect(repository.calls.isEmpty)
    }

    @Test("a query longer than the limit once trimmed is refused without calling the repository")
    func tooLongQuery() async {
        // Given a repository and a query one character over the limit
        let repository = FakeMovieRepository()
        let useCase = DefaultSearchMoviesUseCase(repository: repository)
        let maximum = DefaultSearchMoviesUseCase.maximumQueryLength
        let query = String(repeating: "a", count: maximum + 1)

        // When it is searched
        // Then it is refused as too long, naming the limit
        await #expect(throws: SearchMoviesError.queryTooLong(maximumLength: maximum)) {
            try await useCase.execute(query: query, page: 1)
        }
        // And the repository was never called
        #expect(repository.calls.isEmpty)
    }

    @Test(
        "a query at the limit once trimmed is searched; the limit counts characters, not bytes",
        arguments: [
            (String(repeating: "a", count: 200), String(repeating: "a", count: 200)),
            ("  " + String(repeating: "a", count: 200) + "\n", String(repeating: "a", count: 200)),
            (String(repeating: "👩‍👩‍👧", count: 200), String(repeating: "👩‍👩‍👧", count: 200)),
        ])
    func queryAtLimit(query: String, expected: String) async throws {
        // Given a repository and a query of exactly the maximum number of characters once trimmed
        let repository = FakeMovieRepository()
        let useCase = DefaultSearchMoviesUseCase(repository: repository)
        #expect(expected.count == DefaultSearchMoviesUseCase.maximumQueryLength)

        // When it is searched
        _ = try await useCase.execute(query: query, page: 1)

        // Then the repository gets it, trimmed
        #expect(repository.calls == [.searchMovies(query: expected, page: 1)])
    }

    @Test(
        "a page outside 1 through 500 is refused without calling the repository",
        arguments: [0, -1, 501, Int.min])
    func invalidPage(page: Int) async {
        // Given a repository
        let repository = FakeMovieRepository()
        let useCase = DefaultSearchMoviesUseCase(repository: repository)

        // When a valid query is searched on an out-of-range page
        // Then it is refused as invalid input
        await #expect(throws: SearchMoviesError.invalidPage(page)) {
            try await useCase.execute(query: "fight club", page: page)
        }
        // And the repository was never called
        #expect(repository.calls.isEmpty)
    }

    @Test("the error table covers every error the port can throw")
    func tableCoversEveryPortError() {
        // Given every case of the port's error
        // When the table of expected mappings is consulted
        // Then it has a row for each
        #expect(Set(Self.expectedErrors.keys) == Set(MovieRepositoryError.everyCase))
    }

    @Test("every repository error maps to the use case's own error", arguments: MovieRepositoryError.everyCase)
    func portError(portError: MovieRepositoryError) async throws {
        // Given a repository that fails with `portError`
        let expected = try #require(Self.expectedErrors[portError])
        let repository = FakeMovieRepository(searchMovies: .failure(portError))
        let useCase = DefaultSearchMoviesUseCase(repository: repository)

        // When a search is run
        // Then the use case throws its own error for it
        await #expect(throws: expected) {
            try await useCase.execute(query: "fight club", page: 1)
        }
        #expect(repository.calls == [.searchMovies(query: "fight club", page: 1)])
    }
}

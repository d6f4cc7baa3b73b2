import MarqueeTestSupport
import MoviesApplication
import MoviesDomain
import Testing

@Suite("SearchMovies use case")
struct SearchMoviesUseCaseTests {
    /// What each port error becomes; a not-found on a list means the service is not at the configured address.
    static let expectedErrors: [MovieRepositoryError: MovieListError] = Dictionary(
        uniqueKeysWithValues: [(.notFound(movieID: 550), .upstream(.unavailable))]
            + UpstreamFailure.everyCase.map { (.upstream($0), .upstream($0)) })

    @Test(
        "the query's text and the page are passed to the repository and its page returned as is",
        arguments: [1, 2, 500])
    func success(page: Int) async throws {
        // Given a repository with search results as long as the page asked for
        let answer = MoviePage(page: page, results: [.fightClub], totalPages: page, totalResults: page * 20)
        let repository = FakeMovieRepository(searchMovies: .success(answer))
        let useCase = SearchMoviesUseCase(repository: repository)

        // When a search is run
        let result = try await useCase.execute(query: "  fight club ", page: PageNumber(page))

        // Then the repository's page is returned, after one call with that query and page
        #expect(result == answer)
        #expect(repository.calls == [.searchMovies(query: "fight club", page: page)])
    }

    @Test("a page past the last is pageOutOfRange, after the one call to the port")
    func pastTheEnd() async throws {
        // Given a repository that answers as TMDb does past the end: no results, the real totals
        let (page, answer) = (2, MoviePage(page: 2, results: [], totalPages: 1, totalResults: 1))
        let repository = FakeMovieRepository(searchMovies: .success(answer))
        let useCase = SearchMoviesUseCase(repository: repository)

        // When / Then
        await #expect(throws: MovieListError.pageOutOfRange(page: page, list: .search)) {
            try await useCase.execute(query: "fight club", page: PageNumber(page))
        }
        #expect(repository.calls == [.searchMovies(query: "fight club", page: page)])
    }

    @Test("a page with movies on it is shown even when it is numbered past the totals, which can lag behind")
    func resultsPastStaleTotals() async throws {
        // Given a repository whose page 2 has a movie, though its totals say one page
        let answer = MoviePage(page: 2, results: [.fightClub], totalPages: 1, totalResults: 1)
        let repository = FakeMovieRepository(searchMovies: .success(answer))
        let useCase = SearchMoviesUseCase(repository: repository)

        // When
        let result = try await useCase.execute(query: "fight club", page: 2)

        // Then
        #expect(result == answer)
    }

    @Test("page 1 without hits is the empty page, not an error")
    func emptyFirstPage() async throws {
        // Given a repository with nothing in the list
        let (page, answer) = (1, MoviePage.noHits)
        let repository = FakeMovieRepository(searchMovies: .success(answer))
        let useCase = SearchMoviesUseCase(repository: repository)

        // When
        let result = try await useCase.execute(query: "fight club", page: PageNumber(page))

        // Then
        #expect(result == answer)
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
        let useCase = SearchMoviesUseCase(repository: repository)

        // When a search is run
        // Then the use case throws its own error for it
        await #expect(throws: expected) {
            try await useCase.execute(query: "fight club", page: 1)
        }
        #expect(repository.calls == [.searchMovies(query: "fight club", page: 1)])
    }
}

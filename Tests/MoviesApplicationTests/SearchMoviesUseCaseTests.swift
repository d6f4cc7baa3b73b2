import MarqueeTestSupport
import MoviesApplication
import MoviesDomain
import Testing

@Suite("SearchMovies use case")
struct SearchMoviesUseCaseTests {
    /// What each port error becomes; a not-found on a list means the service is not at the configured address.
    static let expectedErrors: [MovieRepositoryError: UpstreamFailure] = Dictionary(
        uniqueKeysWithValues: [(.notFound(movieID: 550), .unavailable)]
            + UpstreamFailure.everyCase.map { (.upstream($0), $0) })

    @Test(
        "the query's text and the page are passed to the repository and its page returned as is",
        arguments: [1, 2, 500])
    func success(page: Int) async throws {
        // Given a repository with search results
        let repository = FakeMovieRepository(searchMovies: .success(.fightClubSearch))
        let useCase = SearchMoviesUseCase(repository: repository)

        // When a search is run
        let result = try await useCase.execute(query: "  fight club ", page: PageNumber(page))

        // Then the repository's page is returned, after one call with that query and page
        #expect(result == .fightClubSearch)
        #expect(repository.calls == [.searchMovies(query: "fight club", page: page)])
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

import MarqueeTestSupport
import MoviesApplication
import MoviesDomain
import Testing

@Suite("FetchPopularMovies use case")
struct FetchPopularMoviesUseCaseTests {
    /// What each port error becomes. A list has no id to be not found, so a not-found means the service is not
    /// at the configured address: unavailable.
    static let expectedErrors: [MovieRepositoryError: MovieListError] = Dictionary(
        uniqueKeysWithValues: [(.notFound(movieID: 550), .upstream(.unavailable))]
            + UpstreamFailure.everyCase.map { (.upstream($0), .upstream($0)) })

    @Test("a page is fetched from the repository and returned as is", arguments: [1, 2, 500])
    func success(page: Int) async throws {
        // Given a repository with a page of popular movies
        let repository = FakeMovieRepository(popularMovies: .success(.popularFirstPage))
        let useCase = FetchPopularMoviesUseCase(repository: repository)

        // When that page is asked for
        let result = try await useCase.execute(page: PageNumber(page))

        // Then the repository's page is returned, after one call for exactly that page
        #expect(result == .popularFirstPage)
        #expect(repository.calls == [.popularMovies(page: page)])
    }

    @Test("a page past the last is pageOutOfRange, after the one call to the port")
    func pastTheEnd() async throws {
        // Given a repository that answers as TMDb does past the end: no results, the real totals
        let (page, answer) = (4, MoviePage.pastTheEnd)
        let repository = FakeMovieRepository(popularMovies: .success(answer))
        let useCase = FetchPopularMoviesUseCase(repository: repository)

        // When / Then
        await #expect(throws: MovieListError.pageOutOfRange(page: page, list: .popular)) {
            try await useCase.execute(page: PageNumber(page))
        }
        #expect(repository.calls == [.popularMovies(page: page)])
    }

    @Test("page 1 of an empty list is its empty page")
    func emptyFirstPage() async throws {
        // Given a repository with nothing in the list
        let (page, answer) = (1, MoviePage.noHits)
        let repository = FakeMovieRepository(popularMovies: .success(answer))
        let useCase = FetchPopularMoviesUseCase(repository: repository)

        // When
        let result = try await useCase.execute(page: PageNumber(page))

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
        let repository = FakeMovieRepository(popularMovies: .failure(portError))
        let useCase = FetchPopularMoviesUseCase(repository: repository)

        // When a page is asked for
        // Then the use case throws its own error for it
        await #expect(throws: expected) {
            try await useCase.execute(page: 1)
        }
        #expect(repository.calls == [.popularMovies(page: 1)])
    }
}

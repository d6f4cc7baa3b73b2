import Foundation
import MarqueeTestSupport
import MoviesAdaptersUITesting
import MoviesApplication
import MoviesDomain
import Testing
import UITestScenario

@Suite("The Movies stubs registered with a world, under the real use cases")
struct StubbedMoviesTests {
    @Test("The real popular use case runs on the stubs: page 1 has 20 movies")
    func popularThroughUseCase() async throws {
        // Given
        let factory = try StubbedMovies()

        // When
        let page = try await factory.application.makeFetchPopularMoviesUseCase().execute(page: 1)

        // Then
        #expect(page.results.count == 20)
        #expect(factory.movieRepository.calls == [.popularMovies(page: 1)])
    }

    @Test("A page past TMDb's last reaches the stub, which rejects it as TMDb does")
    func pastLastPage() async throws {
        // Given
        let factory = try StubbedMovies()
        let page = try PageNumber(MoviePage.maximumPage + 1)

        // When / Then
        await #expect(throws: MovieListError.upstream(.rejected)) {
            try await factory.application.makeFetchPopularMoviesUseCase().execute(page: page)
        }
    }

    @Test("The search use case trims the query and finds the stub movie")
    func searchThroughUseCase() async throws {
        // Given
        let factory = try StubbedMovies()

        // When
        let page = try await factory.application.makeSearchMoviesUseCase().execute(query: "  inception ", page: 1)

        // Then
        #expect(page.results.map(\.id) == [27205])
        #expect(factory.movieRepository.calls == [.searchMovies(query: "inception", page: 1)])
    }

    @Test("Every popular movie's details load through the real detail use case, with image URLs resolved")
    func everyDetailLoads() async throws {
        // Given
        let factory = try StubbedMovies()
        let useCase = factory.application.makeFetchMovieDetailsUseCase()

        // When
        var failures: [Int] = []
        for movie in StubMovieCatalogue.standard.movies {
            do {
                let details = try await useCase.execute(movieID: EntityID(movie.id))
                if details.movie != movie { failures.append(movie.id) }
            } catch {
                failures.append(movie.id)
            }
        }
        let fightClub = try await useCase.execute(movieID: 550)

        // Then
        #expect(failures.isEmpty)
        #expect(
            fightClub.posterURL?.absoluteString == "https://image.tmdb.org/t/p/w500/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg")
        let norton = try #require(
            fightClub.credits.loadedCredits?.cast.firstIndex { $0.creditID == "52fe4250c3a36847f80149f3" })
        #expect(
            fightClub.castProfileURL(at: norton)?.absoluteString
                == "https://image.tmdb.org/t/p/w185/8nytsqL59SFJTVYVrN72k6qkGgJ.jpg")
    }

    @Test("The scenario reaches the use cases through the stubs")
    func scenarioReachesUseCases() async throws {
        // Given
        let factory = try StubbedMovies(scenario: .serverError)
        let images = try StubbedMovies(scenario: .imageConfigurationUnavailable)
        let notFound = try StubbedMovies(scenario: .notFound)

        // When / Then
        await #expect(throws: MovieListError.upstream(.unavailable)) {
            try await factory.application.makeFetchPopularMoviesUseCase().execute(page: 1)
        }
        await #expect(throws: FetchMovieDetailsError.notFound(movieID: 42)) {
            try await notFound.application.makeFetchMovieDetailsUseCase().execute(movieID: 42)
        }
        await #expect(throws: FetchMovieDetailsError.upstream(.unavailable)) {
            try await images.application.makeFetchMovieDetailsUseCase().execute(movieID: 550)
        }
    }

    @Test("The world builds each stub once, and those are the ones the use cases call")
    func stubsCreatedOnce() async throws {
        // Given
        let factory = try StubbedMovies()

        // When
        _ = try await factory.application.makeFetchPopularMoviesUseCase().execute(page: 1)
        _ = try await factory.application.makeFetchMovieDetailsUseCase().execute(movieID: 550)

        // Then
        #expect(factory.movieRepository === factory.movieRepository)
        #expect(factory.movieRepository.calls.count == 3)
        #expect(factory.imageConfigurationRepository.calls == [.imageConfiguration])
    }

    @Test("Each stub simulates the scenario it was made with", arguments: [Scenario.happyPath, .slow])
    func scenarios(scenario: Scenario) throws {
        // Given
        let factory = try StubbedMovies(scenario: scenario)

        // When
        let names = [
            factory.movieRepository.stub.scenario.name, factory.imageConfigurationRepository.stub.scenario.name,
            factory.movieRatingRepository.stub.scenario.name,
        ]

        // Then
        #expect(names == Array(repeating: scenario.name, count: 3))
    }

    @Test("The stubs can run on a custom catalogue, e.g. built from stub builders")
    func customCatalogue() async throws {
        // Given
        let catalogue = StubMovieCatalogue(movies: [.stub(id: 7, title: "Only Movie", posterPath: nil)], credits: [])
        let factory = StubbedMovies(
            movieRepository: StubMovieRepository(clock: TestClock(), catalogue: catalogue),
            imageConfigurationRepository: StubImageConfigurationRepository(clock: TestClock(), configuration: .stub()),
            movieRatingRepository: StubMovieRatingRepository(clock: TestClock(), catalogue: catalogue))

        // When
        let page = try await factory.application.makeFetchPopularMoviesUseCase().execute(page: 1)
        let details = try await factory.application.makeFetchMovieDetailsUseCase().execute(movieID: 7)

        // Then
        #expect(page.results.map(\.title) == ["Only Movie"] && page.totalPages == 1 && page.totalResults == 1)
        #expect(details.posterURL == nil && details.credits.loadedCredits?.cast.isEmpty == true)
    }

    @Test("A custom scenario is reported as custom")
    func customScenarioBinding() throws {
        // Given
        let scenario = try Scenario.parse(#"{"version":1,"ports":{"MovieRepository":"empty"}}"#)

        // When
        let factory = try StubbedMovies(scenario: scenario)

        // Then
        #expect(factory.movieRepository.stub.scenario.name == "custom")
    }

    @Test("A screen that goes away during the slow scenario's delay gets the use case's cancelled, not an error")
    func cancelledThroughUseCase() async throws {
        // Given
        let factory = try StubbedMovies(scenario: .slow, clock: TestClock(cancelsCallersFromSleep: 1))
        let useCase = factory.application.makeFetchPopularMoviesUseCase()

        // When / Then
        await #expect(throws: MovieListError.upstream(.cancelled)) {
            try await Task { try await useCase.execute(page: 1) }.value
        }
    }
}

import Foundation
import MarqueeTestSupport
import MoviesAdaptersUITesting
import MoviesApplication
import MoviesDomain
import Testing
import UITestScenario
import Wiring

@Suite("UI-test movies factory")
struct UITestMoviesFactoryTests {
    @Test("The real popular use case runs on the stubs: page 1 has 20 movies")
    func popularThroughUseCase() async throws {
        // Given
        let factory = UITestMoviesFactory(clock: TestClock())

        // When
        let page = try await factory.ports.application.makeFetchPopularMoviesUseCase().execute(page: 1)

        // Then
        #expect(page.results.count == 20)
        #expect(factory.movieRepository.calls == [.popularMovies(page: 1)])
    }

    @Test("A page past TMDb's last reaches the stub, which rejects it as TMDb does")
    func pastLastPage() async throws {
        // Given
        let factory = UITestMoviesFactory(clock: TestClock())
        let page = try PageNumber(MoviePage.maximumPage + 1)

        // When / Then
        await #expect(throws: MovieListError.upstream(.rejected)) {
            try await factory.ports.application.makeFetchPopularMoviesUseCase().execute(page: page)
        }
    }

    @Test("The search use case trims the query and finds the stub movie")
    func searchThroughUseCase() async throws {
        // Given
        let factory = UITestMoviesFactory(clock: TestClock())

        // When
        let page = try await factory.ports.application.makeSearchMoviesUseCase().execute(query: "  inception ", page: 1)

        // Then
        #expect(page.results.map(\.id) == [27205])
        #expect(factory.movieRepository.calls == [.searchMovies(query: "inception", page: 1)])
    }

    @Test("Every popular movie's details load through the real detail use case, with image URLs resolved")
    func everyDetailLoads() async throws {
        // Given
        let factory = UITestMoviesFactory(clock: TestClock())
        let useCase = factory.ports.application.makeFetchMovieDetailsUseCase()

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
    func scenarioReachesUseCases() async {
        // Given
        let factory = UITestMoviesFactory(scenario: .serverError, clock: TestClock())
        let images = UITestMoviesFactory(scenario: .imageConfigurationUnavailable, clock: TestClock())

        // When / Then
        await #expect(throws: MovieListError.upstream(.unavailable)) {
            try await factory.ports.application.makeFetchPopularMoviesUseCase().execute(page: 1)
        }
        await #expect(throws: FetchMovieDetailsError.notFound(movieID: 42)) {
            try await UITestMoviesFactory(scenario: .notFound, clock: TestClock())
                .ports.application.makeFetchMovieDetailsUseCase().execute(movieID: 42)
        }
        await #expect(throws: FetchMovieDetailsError.upstream(.unavailable)) {
            try await images.ports.application.makeFetchMovieDetailsUseCase().execute(movieID: 550)
        }
    }

    @Test("The stubs are created once per factory and are the ones the use cases call")
    func stubsCreatedOnce() async throws {
        // Given
        let factory = UITestMoviesFactory(clock: TestClock())

        // When
        _ = try await factory.ports.application.makeFetchPopularMoviesUseCase().execute(page: 1)
        _ = try await factory.ports.application.makeFetchMovieDetailsUseCase().execute(movieID: 550)

        // Then
        #expect(factory.movieRepository === factory.movieRepository)
        #expect(factory.movieRepository.calls.count == 3)
        #expect(factory.imageConfigurationRepository.calls == [.imageConfiguration])
    }

    @Test("The port bindings name every port as a stub of the scenario", arguments: [Scenario.happyPath, .slow])
    func portBindings(scenario: Scenario) {
        // Given
        let factory = UITestMoviesFactory(scenario: scenario, clock: TestClock())

        // When
        let bindings = factory.ports.bindings

        // Then
        #expect(
            bindings == [
                PortWiring(context: "movies", port: "MovieRepository", backing: .stub(scenario: scenario.name)),
                PortWiring(
                    context: "movies", port: "ImageConfigurationRepository", backing: .stub(scenario: scenario.name)),
                PortWiring(
                    context: "movies", port: "MovieRatingRepository", backing: .stub(scenario: scenario.name)),
            ])
    }

    @Test("A factory can run on a custom catalogue, e.g. built from stub builders")
    func customCatalogue() async throws {
        // Given
        let catalogue = StubMovieCatalogue(movies: [.stub(id: 7, title: "Only Movie", posterPath: nil)], credits: [])
        let factory = UITestMoviesFactory(clock: TestClock(), catalogue: catalogue, imageConfiguration: .stub())

        // When
        let page = try await factory.ports.application.makeFetchPopularMoviesUseCase().execute(page: 1)
        let details = try await factory.ports.application.makeFetchMovieDetailsUseCase().execute(movieID: 7)

        // Then
        #expect(page.results.map(\.title) == ["Only Movie"] && page.totalPages == 1 && page.totalResults == 1)
        #expect(details.posterURL == nil && details.credits.loadedCredits?.cast.isEmpty == true)
    }

    @Test("A custom scenario is reported as custom")
    func customScenarioBinding() throws {
        // Given
        let scenario = try Scenario.parse(#"{"version":1,"ports":{"MovieRepository":"empty"}}"#)

        // When
        let factory = UITestMoviesFactory(scenario: scenario, clock: TestClock())

        // Then
        #expect(factory.ports.bindings.map(\.backing) == Array(repeating: .stub(scenario: "custom"), count: 3))
    }

    @Test("A screen that goes away during the slow scenario's delay gets the use case's cancelled, not an error")
    func cancelledThroughUseCase() async {
        // Given
        let factory = UITestMoviesFactory(scenario: .slow, clock: TestClock(cancelsCallersFromSleep: 1))
        let useCase = factory.ports.application.makeFetchPopularMoviesUseCase()

        // When / Then
        await #expect(throws: MovieListError.upstream(.cancelled)) {
            try await Task { try await useCase.execute(page: 1) }.value
        }
    }
}

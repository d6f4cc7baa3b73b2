import MarqueeTestSupport
import MoviesAdaptersUITesting
import MoviesDomain
import Testing
import UITestScenario

@Suite("Stub movie repositories under scenarios")
struct StubMovieRepositoryScenarioTests {
    @Test(
        "unauthorized and serverError fail every call with the port's error",
        arguments: [
            (Scenario.unauthorized, MovieRepositoryError.upstream(.unauthorized)),
            (.serverError, .upstream(.unavailable)),
        ])
    func failures(scenario: Scenario, error: MovieRepositoryError) async {
        // Given
        let repository = StubMovieRepository(scenario: scenario, clock: TestClock())

        // When / Then
        await #expect(throws: error) { try await repository.movie(withID: 550) }
        await #expect(throws: error) { try await repository.credits(forMovieWithID: 550) }
        await #expect(throws: error) { try await repository.popularMovies(page: 1) }
        await #expect(throws: error) { try await repository.searchMovies(query: "fight", page: 1) }
    }

    @Test(
        "Arguments come before the scenario, as the adapter checks them before sending: bad pages, ids, blank searches",
        arguments: [Scenario.unauthorized, .serverError, .notFound])
    func argumentsFirst(scenario: Scenario) async throws {
        // Given
        let clock = TestClock()
        let repository = StubMovieRepository(scenario: scenario.withDelay(milliseconds: 900), clock: clock)

        // When
        let blank = try await repository.searchMovies(query: " \n ", page: 3)

        // Then
        #expect(blank == MoviePage(page: 3, results: [], totalPages: 0, totalResults: 0))
        await #expect(throws: MovieRepositoryError.upstream(.rejected)) {
            try await repository.popularMovies(page: 501)
        }
        await #expect(throws: MovieRepositoryError.upstream(.rejected)) { try await repository.popularMovies(page: 0) }
        await #expect(throws: MovieRepositoryError.upstream(.rejected)) {
            try await repository.searchMovies(query: "  ", page: 501)
        }
        await #expect(throws: MovieRepositoryError.notFound(movieID: 0)) { try await repository.movie(withID: 0) }
        await #expect(throws: MovieRepositoryError.notFound(movieID: -7)) {
            try await repository.credits(forMovieWithID: -7)
        }
        #expect(clock.sleeps.isEmpty, "never reached the scenario's delay")
        #expect(repository.calls.count == 6, "still recorded")
    }

    @Test(
        "A call from a cancelled task is cancelled, whatever the scenario",
        arguments: [Scenario.happyPath, .unauthorized])
    func cancelledBefore(scenario: Scenario) async {
        // Given
        let movies = StubMovieRepository(scenario: scenario, clock: TestClock())
        let images = StubImageConfigurationRepository(scenario: scenario, clock: TestClock())

        // When / Then
        await #expect(throws: MovieRepositoryError.upstream(.cancelled)) {
            try await CancelledTask.run { try await movies.movie(withID: 550) }
        }
        await #expect(throws: MovieRepositoryError.upstream(.cancelled)) {
            try await CancelledTask.run { try await movies.credits(forMovieWithID: 550) }
        }
        await #expect(throws: MovieRepositoryError.upstream(.cancelled)) {
            try await CancelledTask.run { try await movies.popularMovies(page: 1) }
        }
        await #expect(throws: MovieRepositoryError.upstream(.cancelled)) {
            try await CancelledTask.run { try await movies.searchMovies(query: "fight", page: 1) }
        }
        await #expect(throws: UpstreamFailure.cancelled) {
            try await CancelledTask.run { try await images.imageConfiguration() }
        }
    }

    @Test("A call whose task is cancelled during the scenario's delay is cancelled")
    func cancelledDuringDelay() async {
        // Given
        let clock = TestClock(cancelsCallersFromSleep: 1)
        let scenario = Scenario(delayMilliseconds: 250)
        let movies = StubMovieRepository(scenario: scenario, clock: clock)
        let images = StubImageConfigurationRepository(scenario: scenario, clock: clock)

        // When / Then
        await #expect(throws: MovieRepositoryError.upstream(.cancelled)) {
            try await Task { try await movies.popularMovies(page: 1) }.value
        }
        await #expect(throws: UpstreamFailure.cancelled) {
            try await Task { try await images.imageConfiguration() }.value
        }
        #expect(clock.sleeps == [.milliseconds(250), .milliseconds(250)])
    }

    @Test("notFound and empty make lookups by id not found and lists empty", arguments: [Scenario.notFound, .empty])
    func nothingThere(scenario: Scenario) async throws {
        // Given
        let repository = StubMovieRepository(scenario: scenario, clock: TestClock())

        // When
        let popular = try await repository.popularMovies(page: 2)
        let search = try await repository.searchMovies(query: "fight club", page: 1)

        // Then
        #expect(popular == MoviePage(page: 2, results: [], totalPages: 0, totalResults: 0))
        #expect(search == MoviePage(page: 1, results: [], totalPages: 0, totalResults: 0))
        await #expect(throws: MovieRepositoryError.notFound(movieID: 550)) { try await repository.movie(withID: 550) }
        await #expect(throws: MovieRepositoryError.notFound(movieID: 550)) {
            try await repository.credits(forMovieWithID: 550)
        }
        await #expect(throws: MovieRepositoryError.upstream(.rejected)) { try await repository.popularMovies(page: 0) }
    }

    @Test("failThenRecover fails the stub's first N calls, whichever method, then answers from the data")
    func failThenRecover() async throws {
        // Given
        let scenario = Scenario().with(.failThenRecover(failures: 2), for: "MovieRepository")
        let repository = StubMovieRepository(scenario: scenario, clock: TestClock())

        // When
        await #expect(throws: MovieRepositoryError.upstream(.unavailable)) {
            try await repository.popularMovies(page: 1)
        }
        await #expect(throws: MovieRepositoryError.upstream(.unavailable)) { try await repository.movie(withID: 550) }
        let recovered = try await repository.movie(withID: 550)
        let page = try await repository.popularMovies(page: 1)

        // Then
        #expect(recovered.title == "Fight Club")
        #expect(page.results.count == 20)
    }

    @Test("failThenRecover can fail as unauthorized, and each stub instance counts for itself")
    func failThenRecoverUnauthorizedPerInstance() async throws {
        // Given
        let scenario = Scenario(defaultBehavior: .failThenRecover(failures: 1, failure: .unauthorized))
        let first = StubMovieRepository(scenario: scenario, clock: TestClock())
        let second = StubMovieRepository(scenario: scenario, clock: TestClock())

        // When
        await #expect(throws: MovieRepositoryError.upstream(.unauthorized)) { try await first.popularMovies(page: 1) }
        let recovered = try await first.popularMovies(page: 1)

        // Then
        #expect(!recovered.results.isEmpty)
        await #expect(throws: MovieRepositoryError.upstream(.unauthorized)) { try await second.popularMovies(page: 1) }
    }

    @Test("A per-port behaviour applies only to its port")
    func perPort() async throws {
        // Given
        let scenario = Scenario.imageConfigurationUnavailable
        let movies = StubMovieRepository(scenario: scenario, clock: TestClock())
        let images = StubImageConfigurationRepository(scenario: scenario, clock: TestClock())

        // When
        let movie = try await movies.movie(withID: 13)

        // Then
        #expect(movie.title == "Forrest Gump")
        await #expect(throws: UpstreamFailure.unavailable) { try await images.imageConfiguration() }
    }

    @Test("The scenario's delay goes through the clock before every answer; nothing sleeps for real")
    func delay() async throws {
        // Given
        let clock = TestClock()
        let scenario = Scenario(delayMilliseconds: 300).withDelay(milliseconds: 0, for: "ImageConfigurationRepository")
        let movies = StubMovieRepository(scenario: scenario, clock: clock)
        let images = StubImageConfigurationRepository(scenario: scenario, clock: clock)

        // When
        _ = try await movies.popularMovies(page: 1)
        _ = try await images.imageConfiguration()
        _ = try await movies.movie(withID: 550)

        // Then
        #expect(clock.sleeps == [.milliseconds(300), .milliseconds(300)])
    }

    @Test("The slow preset delays every call by two seconds, failures included")
    func slowPreset() async throws {
        // Given
        let clock = TestClock()
        let movies = StubMovieRepository(
            scenario: Scenario.slow.with(.serverError, for: "MovieRepository"), clock: clock)

        // When
        await #expect(throws: MovieRepositoryError.upstream(.unavailable)) { try await movies.popularMovies(page: 1) }

        // Then
        #expect(clock.sleeps == [.seconds(2)])
    }
}

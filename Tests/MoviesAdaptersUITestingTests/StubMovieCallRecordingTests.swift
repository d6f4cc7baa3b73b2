import MarqueeTestSupport
import MoviesAdaptersUITesting
import MoviesDomain
import Testing
import UITestScenario

@Suite("Stub movie call recording")
struct StubMovieCallRecordingTests {
    @Test("Every call is recorded with its arguments as passed, failed calls included, in order")
    func recordsCalls() async throws {
        // Given
        let repository = StubMovieRepository(clock: TestClock())

        // When
        _ = try await repository.popularMovies(page: 2)
        _ = try await repository.searchMovies(query: "  Matrix ", page: 1)
        _ = try await repository.movie(withID: 603)
        _ = try await repository.credits(forMovieWithID: 603)
        _ = try? await repository.movie(withID: -7)
        _ = try? await repository.popularMovies(page: 0)

        // Then
        #expect(
            repository.calls == [
                .popularMovies(page: 2), .searchMovies(query: "  Matrix ", page: 1), .movie(id: 603),
                .credits(movieID: 603), .movie(id: -7), .popularMovies(page: 0),
            ])
    }

    @Test("Each port's log reports its calls as data, the case's labels as the arguments' names, in name order")
    func reportsCallsAsData() async throws {
        // Given both stubs after their calls
        let movies = StubMovieRepository(clock: TestClock())
        let images = StubImageConfigurationRepository(clock: TestClock())
        _ = try await movies.popularMovies(page: 2)
        _ = try await movies.searchMovies(query: "fight", page: 1)
        _ = try await movies.movie(withID: 550)
        _ = try await movies.credits(forMovieWithID: 550)
        _ = try await images.imageConfiguration()

        // When their logs are reported
        let reported = [movies.recordedCalls, images.recordedCalls].map { $0.calls.map(\.description) }

        // Then each call reads as its method with its arguments
        #expect(
            reported == [
                [
                    "popularMovies(page: 2)", #"searchMovies(page: 1, query: "fight")"#, "movie(id: 550)",
                    "credits(movieID: 550)",
                ],
                ["imageConfiguration()"],
            ])
    }

    @Test("100 concurrent calls are all recorded, each exactly once")
    func concurrentCalls() async {
        // Given
        let repository = StubMovieRepository(clock: TestClock())

        // When
        await withTaskGroup(of: Void.self) { group in
            for page in 1...100 {
                group.addTask { _ = try? await repository.popularMovies(page: page) }
            }
        }

        // Then
        let calls = repository.calls
        #expect(calls.count == 100)
        #expect(Set(calls) == Set((1...100).map { StubMovieRepositoryCall.popularMovies(page: $0) }))
    }

    @Test("The image configuration stub records its calls, also concurrent ones")
    func imageConfigurationCalls() async {
        // Given
        let repository = StubImageConfigurationRepository(scenario: .serverError, clock: TestClock())

        // When
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<100 {
                group.addTask { _ = try? await repository.imageConfiguration() }
            }
        }

        // Then
        #expect(repository.calls == Array(repeating: .imageConfiguration, count: 100))
    }
}

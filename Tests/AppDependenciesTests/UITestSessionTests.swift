import CharactersAdaptersUITesting
import CharactersDomain
import MarqueeTestSupport
import MoviesAdaptersUITesting
import MoviesApplication
import Testing
import UITestScenario

@testable import AppDependencies

@Suite("UITestSession: a running host's stubs switch scenario, report their calls and reset")
struct UITestSessionTests {
    @Test("calls made through the session's dependencies are reported per port, in order")
    func recordsCalls() async throws {
        // Given
        let session = UITestSession(scenario: .happyPath, clock: TestClock())

        // When
        _ = try await session.dependencies.movies.makeFetchPopularMoviesUseCase().execute(page: 2)
        _ = try await session.dependencies.characters.makeFetchCharacterDetailsUseCase().execute(characterID: 1)

        // Then
        let logs = session.world.recordedCalls
        #expect(logs.map(\.port.name) == session.dependencies.portBindings.map(\.port), "every port, in report order")
        #expect(logs[0].calls == [PortCall(StubMovieRepositoryCall.popularMovies(page: 2))])
        #expect(logs[1].calls.isEmpty)
        #expect(logs[2].calls.isEmpty)
        #expect(logs[3].calls == [PortCall(StubCharacterRepositoryCall.character(id: 1))])
        #expect(logs[4].calls.count == 1)
        #expect(
            logs[5].calls == [PortCall(StubLocationRepositoryCall.locations(ids: [1, 3]))],
            "origin and last known location in one batched call")
        #expect(
            logs[0].calls.map(\.json) == [
                .object(["method": .string("popularMovies"), "arguments": .object(["page": .integer(2)])])
            ])
    }

    @Test("replacing the scenario switches every port and starts the logs over; a failThenRecover recovers")
    func replacesScenario() async throws {
        // Given
        let session = UITestSession(scenario: .happyPath, clock: TestClock())
        _ = try await session.dependencies.movies.makeFetchPopularMoviesUseCase().execute(page: 1)

        // When
        try session.replaceScenario(.failThenRecover)
        let useCase = try session.dependencies.movies.makeFetchPopularMoviesUseCase()
        await #expect(throws: MovieListError.upstream(.unavailable)) { try await useCase.execute(page: 1) }
        let second = try await useCase.execute(page: 1)

        // Then
        #expect(session.scenario == .failThenRecover)
        #expect(second.page == 1)
        #expect(
            session.world.recordedCalls[0].calls
                == Array(repeating: PortCall(StubMovieRepositoryCall.popularMovies(page: 1)), count: 2))
        #expect(session.dependencies.portBindings.allSatisfy { $0.backing == .stub(scenario: "failThenRecover") })
    }

    @Test("a stub port keeps its most recent calls and reports how many it dropped, until a reset")
    func boundsLogs() async throws {
        // Given
        let session = UITestSession(scenario: .happyPath, clock: TestClock())
        let capacity = CallLog<Int>.defaultCapacity
        let useCase = try session.dependencies.movies.makeFetchPopularMoviesUseCase()

        // When: call n asks for page n, pages cycling through 1...500 (past the stub's 3 pages the use case refuses
        // the empty answer; the call to the port is what is logged)
        for call in 1...(capacity + 5) {
            let page = try PageNumber((call - 1) % 500 + 1)
            do {
                _ = try await useCase.execute(page: page)
                #expect(page.value <= 3)
            } catch {
                #expect(error == .pageOutOfRange(page: page.value, list: .popular))
            }
        }

        // Then
        let movies = try #require(session.world.recordedCalls.first)
        #expect(movies.calls.count == capacity)
        #expect(movies.dropped == 5)
        #expect(movies.calls.first == PortCall(StubMovieRepositoryCall.popularMovies(page: 6)))
        #expect(movies.calls.last?.description == "popularMovies(page: \((capacity + 4) % 500 + 1))")
        #expect(session.world.recordedCalls.dropFirst().allSatisfy { $0.dropped == 0 })

        // When
        session.reset()

        // Then
        #expect(session.world.recordedCalls.allSatisfy { $0.calls.isEmpty && $0.dropped == 0 })
    }

    @Test("reset returns to the launch scenario with empty logs")
    func resets() async throws {
        // Given
        let session = UITestSession(scenario: .empty, clock: TestClock())
        try session.replaceScenario(.serverError)
        _ = try? await session.dependencies.characters.makeFetchCharactersUseCase().execute(
            page: 1, filter: CharacterFilter())

        // When
        session.reset()

        // Then
        #expect(session.scenario == .empty)
        #expect(session.launchScenario == .empty)
        #expect(session.world.recordedCalls.allSatisfy { $0.calls.isEmpty })
    }

    @Test("a scenario naming a port the session does not wire is refused, naming it; nothing changes")
    func refusesUnknownPort() async throws {
        // Given
        let session = UITestSession(scenario: .empty, clock: TestClock())
        _ = try await session.dependencies.movies.makeFetchPopularMoviesUseCase().execute(page: 1)
        let misspelt = Scenario().with(.serverError, for: "EpisodeRepositry")

        // When
        let error = #expect(throws: ScenarioError.self) { try session.replaceScenario(misspelt) }

        // Then
        #expect(error?.reason == .unknownPort("EpisodeRepositry"))
        #expect(
            error?.message
                == #"unknown port "EpisodeRepositry" in ports: expected one of "#
                + session.portNames.joined(separator: ", "))
        #expect(session.portNames == session.dependencies.portBindings.map(\.port))
        #expect(session.scenario == .empty)
        #expect(session.world.recordedCalls[0].calls == [PortCall(StubMovieRepositoryCall.popularMovies(page: 1))])
    }

    @Test("Every request gets the graph composed for the scenario; a switch composes a new one")
    func composedOncePerScenario() throws {
        // Given
        let session = UITestSession(scenario: .happyPath, clock: TestClock())
        let first = Self.identity(of: session)

        // When
        let again = Self.identity(of: session)
        try session.replaceScenario(.empty)
        let afterSwitch = Self.identity(of: session)

        // Then
        #expect(first == again)
        #expect(first != afterSwitch)
    }

    /// The identity of the stub the session's current graph wires to `CharacterRepository`.
    private static func identity(of session: UITestSession) -> ObjectIdentifier? {
        (session.dependencies.charactersPorts.characterRepository as? StubCharacterRepository).map(
            ObjectIdentifier.init)
    }
}

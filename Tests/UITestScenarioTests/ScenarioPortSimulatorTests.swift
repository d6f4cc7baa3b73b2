import MarqueeTestSupport
import Testing
import UITestScenario

@Suite("Scenario port simulator")
struct ScenarioPortSimulatorTests {
    @Test(
        "Each behaviour gives its outcome on every call",
        arguments: [
            (PortBehavior.happyPath, PortBehavior.Outcome.happyPath),
            (.empty, .empty),
            (.notFound, .notFound),
            (.unauthorized, .failure(.unauthorized)),
            (.serverError, .failure(.unavailable)),
            (.failing(.rateLimited(retryAfter: .seconds(180))), .failure(.rateLimited(retryAfter: .seconds(180)))),
            (.failing(.rejected), .failure(.rejected)),
            (.failing(.invalidResponse), .failure(.invalidResponse)),
        ])
    func outcomes(behavior: PortBehavior, outcome: PortBehavior.Outcome) async throws {
        // Given
        let simulator = ScenarioPortSimulator(
            port: "MovieRepository", scenario: Scenario(defaultBehavior: behavior), clock: TestClock())

        // When
        var outcomes: [PortBehavior.Outcome] = []
        for _ in 0..<3 { outcomes.append(try await simulator.nextOutcome()) }

        // Then
        #expect(outcomes == [outcome, outcome, outcome])
    }

    @Test("failThenRecover fails the first N calls with its failure, then recovers for good")
    func failThenRecover() async throws {
        // Given
        let scenario = Scenario().with(.failThenRecover(failures: 2, failure: .unauthorized), for: "EpisodeRepository")
        let simulator = ScenarioPortSimulator(
            port: "EpisodeRepository", scenario: scenario, clock: TestClock())

        // When
        var outcomes: [PortBehavior.Outcome] = []
        for _ in 0..<5 { outcomes.append(try await simulator.nextOutcome()) }

        // Then
        #expect(outcomes == [.failure(.unauthorized), .failure(.unauthorized), .happyPath, .happyPath, .happyPath])
        #expect(simulator.callsSeen == 5)
    }

    @Test("Each simulator counts its own calls")
    func countsArePerInstance() async throws {
        // Given
        let scenario = Scenario.failThenRecover
        let first = ScenarioPortSimulator(
            port: "MovieRepository", scenario: scenario, clock: TestClock())
        let second = ScenarioPortSimulator(
            port: "MovieRepository", scenario: scenario, clock: TestClock())

        // When
        let firstOutcomes = [try await first.nextOutcome(), try await first.nextOutcome()]
        let secondOutcome = try await second.nextOutcome()

        // Then
        #expect(firstOutcomes == [.failure(.unavailable(retryAfter: nil)), .happyPath])
        #expect(secondOutcome == .failure(.unavailable(retryAfter: nil)))
    }

    @Test("Under 100 concurrent calls exactly N fail, and every call is counted once")
    func concurrentFailThenRecover() async throws {
        // Given
        let simulator = ScenarioPortSimulator(
            port: "CharacterRepository",
            scenario: Scenario(defaultBehavior: .failThenRecover(failures: 10, failure: .unavailable)),
            clock: TestClock())

        // When
        let outcomes = try await withThrowingTaskGroup(of: PortBehavior.Outcome.self) { group in
            for _ in 0..<100 { group.addTask { try await simulator.nextOutcome() } }
            return try await group.reduce(into: [PortBehavior.Outcome]()) { $0.append($1) }
        }

        // Then
        #expect(outcomes.count == 100)
        #expect(outcomes.filter { $0 == .failure(.unavailable(retryAfter: nil)) }.count == 10)
        #expect(outcomes.filter { $0 == .happyPath }.count == 90)
        #expect(simulator.callsSeen == 100)
    }

    @Test("The port's delay goes through the clock before every answer; nothing sleeps for real")
    func delayOnTheClock() async throws {
        // Given
        let clock = TestClock()
        let scenario = Scenario(delayMilliseconds: 300).withDelay(milliseconds: 1200, for: "MovieRepository")
        let movies = ScenarioPortSimulator(port: "MovieRepository", scenario: scenario, clock: clock)
        let images = ScenarioPortSimulator(port: "ImageConfigurationRepository", scenario: scenario, clock: clock)

        // When
        _ = try await movies.nextOutcome()
        _ = try await images.nextOutcome()
        _ = try await movies.nextOutcome()

        // Then
        #expect(clock.sleeps == [.milliseconds(1200), .milliseconds(300), .milliseconds(1200)])
        #expect(movies.delay == .milliseconds(1200))
    }

    @Test("Without a delay the clock is never asked to wait")
    func noDelayNoSleep() async throws {
        // Given
        let clock = TestClock()
        let simulator = ScenarioPortSimulator(port: "EpisodeRepository", scenario: .serverError, clock: clock)

        // When
        _ = try await simulator.nextOutcome()

        // Then
        #expect(clock.sleeps.isEmpty)
    }

    @Test("A call from a cancelled task throws at once: not counted, not delayed")
    func cancelledBeforeTheCall() async {
        // Given
        let clock = TestClock()
        let simulator = ScenarioPortSimulator(
            port: "MovieRepository", scenario: Scenario(delayMilliseconds: 500), clock: clock)

        // When
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await simulator.nextOutcome()
        }

        // Then
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(simulator.callsSeen == 0)
        #expect(clock.sleeps.isEmpty)
    }

    @Test("A call cancelled during its delay throws; it was counted when it arrived")
    func cancelledDuringTheDelay() async {
        // Given
        let clock = TestClock(cancelsCallersFromSleep: 1)
        let simulator = ScenarioPortSimulator(
            port: "CharacterRepository", scenario: Scenario(delayMilliseconds: 500), clock: clock)

        // When
        let task = Task { try await simulator.nextOutcome() }

        // Then
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(simulator.callsSeen == 1)
        #expect(clock.sleeps == [.milliseconds(500)])
    }

    @Test("A clock that returns without reporting a cancellation does not turn a cancelled call into an answer")
    func cancelledBehindASilentClock() async {
        // Given
        let simulator = ScenarioPortSimulator(
            port: "EpisodeRepository", scenario: Scenario(delayMilliseconds: 500),
            clock: TestClock(cancelsCallersFromSleep: 1, reportsCancellation: false))

        // When
        let task = Task { try await simulator.nextOutcome() }

        // Then
        await #expect(throws: CancellationError.self) { try await task.value }
    }
}

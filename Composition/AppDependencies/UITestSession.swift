#if UITesting
    import CharactersAdaptersUITesting
    import CharactersComposition
    import MoviesAdaptersUITesting
    import MoviesComposition
    import Synchronization
    import UITestScenario

    /// A long-running host's stubs, controllable while it runs: what a service launched with `-uitest` serves from,
    /// and what its test-control endpoints drive from another process (switch the scenario without relaunching,
    /// read each stub's recorded calls, reset both).
    ///
    /// Every ``replaceScenario(_:)`` and ``reset()`` builds fresh stubs through `UITestDependencies.make`, so call
    /// logs and `failThenRecover` counters start over; a request already running keeps the stubs it started with.
    /// Exists only in builds with the `UITesting` trait.
    public final class UITestSession: Sendable {
        /// The scenario the session started with, and returns to on ``reset()``.
        public let launchScenario: Scenario
        private let clock: any Clock<Duration>
        private let state: Mutex<State>

        private struct State {
            var scenario: Scenario
            var movies: UITestMoviesFactory
            var characters: UITestCharactersFactory
        }

        /// Stubs simulating `scenario`, waiting on `clock`.
        public init(scenario: Scenario = .happyPath, clock: any Clock<Duration> = ContinuousClock()) {
            launchScenario = scenario
            self.clock = clock
            state = Mutex(Self.state(scenario, clock: clock))
        }

        /// The dependencies to serve the next request from: every port on the current stubs.
        public var dependencies: AppDependencies {
            state.withLock { AppDependencies(movies: $0.movies, characters: $0.characters) }
        }

        /// The scenario the stubs simulate now.
        public var scenario: Scenario {
            state.withLock(\.scenario)
        }

        /// Switches every stub to `scenario`, with fresh call logs and failure counters.
        public func replaceScenario(_ scenario: Scenario) {
            let fresh = Self.state(scenario, clock: clock)
            state.withLock { $0 = fresh }
        }

        /// Back to ``launchScenario``, with fresh call logs and failure counters.
        public func reset() {
            replaceScenario(launchScenario)
        }

        /// Every port's recorded calls since the last switch or reset, in port order (movies, then characters): the
        /// most recent calls and the count of older ones dropped.
        public var recordedCalls: [StubCallLog] {
            let (movies, characters) = state.withLock { ($0.movies, $0.characters) }
            let wired =
                movies.ports.wired.map { (MoviesPorts.context, $0) }
                + characters.ports.wired.map { (CharactersPorts.context, $0) }
            return wired.compactMap { context, wired in
                wired.implementation.recordedCalls.map {
                    StubCallLog(context: context, port: wired.port, calls: $0.calls, dropped: $0.dropped)
                }
            }
        }

        private static func state(_ scenario: Scenario, clock: any Clock<Duration>) -> State {
            State(
                scenario: scenario, movies: UITestMoviesFactory(scenario: scenario, clock: clock),
                characters: UITestCharactersFactory(scenario: scenario, clock: clock))
        }
    }
#endif

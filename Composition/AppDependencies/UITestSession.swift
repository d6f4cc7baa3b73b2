#if UITesting
    import CharactersAdaptersUITesting
    import CharactersComposition
    import Wiring
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
        package let launchScenario: Scenario
        private let clock: any Clock<Duration>
        private let state: Mutex<State>

        private struct State {
            var scenario: Scenario
            var movies: UITestMoviesFactory
            var characters: UITestCharactersFactory
            // Composed once per scenario: every request until the next switch or reset gets this same graph.
            var dependencies: AppDependencies
        }

        /// Stubs simulating `scenario`, waiting on `clock`.
        public init(scenario: Scenario = .happyPath, clock: any Clock<Duration> = ContinuousClock()) {
            launchScenario = scenario
            self.clock = clock
            state = Mutex(Self.state(scenario, clock: clock))
        }

        /// The dependencies to serve the next request from: every port on the current stubs, composed once when the
        /// scenario was installed, so every request until the next switch or reset is served by the same graph.
        public var dependencies: AppDependencies {
            state.withLock(\.dependencies)
        }

        /// The scenario the stubs simulate now.
        public var scenario: Scenario {
            state.withLock(\.scenario)
        }

        /// Switches every stub to `scenario`, with fresh call logs and failure counters. Throws a
        /// ``UITestScenario/ScenarioError``, and changes nothing, when `scenario` overrides a port the session does not
        /// wire (`portNames`) or a method it lacks, or brings data that does not read (`UITestDependencies.requireValid`).
        public func replaceScenario(_ scenario: Scenario) throws(ScenarioError) {
            try UITestDependencies.requireValid(scenario)
            install(scenario)
        }

        /// Back to `launchScenario`, with fresh call logs and failure counters.
        public func reset() {
            install(launchScenario)
        }

        /// Every port the session's stubs are wired to, by protocol name, in port order (movies, then characters).
        package var portNames: [String] {
            wired.map(\.port)
        }

        /// Every port's recorded calls since the last switch or reset, in port order (movies, then characters): the
        /// most recent calls and the count of older ones dropped.
        public var recordedCalls: [StubCallLog] {
            wired.compactMap { context, port, implementation in
                implementation.callLog.map {
                    StubCallLog(context: context, port: port, calls: $0.calls, dropped: $0.dropped)
                }
            }
        }

        /// What the current stubs wire to each port, with the port's context.
        private var wired: [(context: String, port: String, implementation: any PortAdapter)] {
            let (movies, characters) = state.withLock { ($0.movies, $0.characters) }
            return movies.ports.wired.map { (MoviesWiring.context, $0.port, $0.implementation) }
                + characters.ports.wired.map { (CharactersWiring.context, $0.port, $0.implementation) }
        }

        private func install(_ scenario: Scenario) {
            let fresh = Self.state(scenario, clock: clock)
            state.withLock { $0 = fresh }
        }

        private static func state(_ scenario: Scenario, clock: any Clock<Duration>) -> State {
            let movies = UITestMoviesFactory(scenario: scenario, clock: clock)
            let characters = UITestCharactersFactory(scenario: scenario, clock: clock)
            return State(
                scenario: scenario, movies: movies, characters: characters,
                dependencies: AppDependencies(movies: movies.ports, characters: characters.ports))
        }
    }

    /// The calls one stub port received, as reported by `UITestSession.recordedCalls`: each call as data, its
    /// method and arguments (`PortCall`, e.g. `popularMovies(page: 2)` or `character(id: 1)`), in the order the
    /// calls arrived. A stub keeps only its most recent calls
    /// (`CallLog.defaultCapacity`); `dropped` counts the older ones.
    public struct StubCallLog: Sendable, Hashable {
        /// The bounded context, e.g. `movies`.
        public let context: String
        /// The port, e.g. `MovieRepository`.
        public let port: String
        /// The most recent calls, oldest first.
        public let calls: [PortCall]
        /// How many calls arrived before `calls` and were dropped to keep the stub's log bounded.
        public let dropped: Int

        /// A log of `calls` to `port` of `context`, after `dropped` older calls no longer held.
        package init(context: String, port: String, calls: [PortCall], dropped: Int = 0) {
            self.context = context
            self.port = port
            self.calls = calls
            self.dropped = dropped
        }
    }
#endif

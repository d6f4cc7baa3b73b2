#if UITesting
    import CharactersAdaptersUITesting
    import CharactersComposition
    import MoviesAdaptersUITesting
    import MoviesComposition
    import UITestScenario

    /// A long-running host's stubs, controllable while it runs: what a service launched with `-uitest` serves from,
    /// and what its test-control endpoints drive from another process (switch the scenario without relaunching,
    /// read each stub's recorded calls, reset both).
    ///
    /// The stubs live in a ``UITestScenario/StubWorld`` (``world``) that registers Marquee's contexts
    /// (`UITestDependencies.portSets`) and the service's own ports (`stubbing:`), so one scenario drives them all.
    /// Every ``replaceScenario(_:)`` and ``reset()`` builds fresh stubs, so call logs and `failThenRecover` counters
    /// start over; a request already running keeps the stubs it started with.
    /// Exists only in builds with the `UITesting` trait.
    public final class UITestSession: Sendable {
        /// Every stubbed port, Marquee's and the service's own: what `UITestControl` drives.
        public let world: StubWorld
        /// ``world`` as the launch world, and a world of its own for every test session started beside it: what
        /// `UITestControl(worlds:)` drives, and what ``dependencies(forSession:)`` serves from.
        public let worlds: StubWorlds

        /// Stubs simulating `scenario`, waiting on `clock`.
        public convenience init(scenario: Scenario = .happyPath, clock: any Clock<Duration> = ContinuousClock()) {
            self.init(world: StubWorld(unchecked: scenario, stubbing: UITestDependencies.portSets, clock: clock))
        }

        /// Stubs for Marquee's ports and for `ownPorts`, the service's own, simulating `scenario`, waiting on
        /// `clock`. Throws the `ScenarioError` of the first thing in `scenario` they cannot serve.
        public convenience init(
            scenario: Scenario = .happyPath, stubbing ownPorts: [any StubbedPort.Type],
            clock: any Clock<Duration> = ContinuousClock()
        ) throws(ScenarioError) {
            self.init(
                world: try StubWorld(
                    scenario: scenario, stubbing: UITestDependencies.portSets + ownPorts, clock: clock))
        }

        private init(world: StubWorld) {
            self.world = world
            worlds = StubWorlds(launchWorld: world)
        }

        /// The scenario the session started with, and returns to on ``reset()``.
        package var launchScenario: Scenario { world.launchScenario }

        /// The dependencies to serve the next request from: every port on the current stubs, composed once per
        /// installed scenario (`StubWorld.composed(_:)`), so every request until the next switch or reset is served by
        /// the same graph.
        public var dependencies: AppDependencies {
            world.composed(UITestDependencies.dependencies(on:))
        }

        /// The dependencies to serve a request naming the test session `id` from (``dependencies`` when `nil`): that
        /// session's stubs, so its scenario, data, call logs, failure counters and stub ratings are its own. An id of
        /// no live session is `UITestSessionError.unknownSession`, never another session's world.
        public func dependencies(forSession id: String?) throws(UITestSessionError) -> AppDependencies {
            try worlds.world(forSession: id).composed(UITestDependencies.dependencies(on:))
        }

        /// The scenario the stubs simulate now.
        public var scenario: Scenario { world.scenario }

        /// Switches every stub to `scenario`, with fresh call logs and failure counters. Throws a
        /// ``UITestScenario/ScenarioError``, and changes nothing, when `scenario` overrides a port the session does not
        /// wire (`portNames`) or a method it lacks, or brings data that does not read.
        public func replaceScenario(_ scenario: Scenario) throws(ScenarioError) {
            try world.replaceScenario(scenario)
        }

        /// Back to `launchScenario`, with fresh call logs and failure counters.
        public func reset() {
            world.reset()
        }

        /// Every port the session's stubs are wired to, by protocol name, in port order (movies, characters, then
        /// the service's own).
        package var portNames: [String] {
            world.recordedCalls.map(\.port.name)
        }
    }
#endif

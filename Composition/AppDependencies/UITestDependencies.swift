#if UITesting
    import CharactersAdaptersUITesting
    import CharactersComposition
    import MoviesAdaptersUITesting
    import MoviesComposition
    import UITestScenario

    /// Swaps every context to stubs: Marquee's six ports on their stub repositories, registered with a
    /// ``UITestScenario/StubWorld`` exactly as a service registers its own ports; real use cases, no network.
    ///
    /// Exists only in builds with the `UITesting` trait (on by default; a production service builds with
    /// `--disable-default-traits` and links no stub code at all).
    ///
    /// Why a forgotten context cannot slip through: ``make(scenario:clock:)`` builds a brand-new
    /// ``AppDependencies`` through its memberwise initializer, which has one parameter per context and no
    /// defaults. Add a context to `AppDependencies` and this file stops compiling until stub ports are passed
    /// for it; nothing here copies live ports over from the value being replaced. As a second line of
    /// defence, ``AppDependencies/resolve(_:httpClient:)`` refuses to run if any port still reports a live backing.
    public enum UITestDependencies {
        /// Replaces `dependencies` with stub-backed ports for every context, all simulating `scenario`.
        package static func configure(
            _ dependencies: inout AppDependencies, scenario: Scenario = .happyPath,
            clock: any Clock<Duration> = ContinuousClock()
        ) {
            dependencies = make(scenario: scenario, clock: clock)
        }

        /// The ports a scenario may name: every port the UI-test factories wire (`MoviesWiring.bindings`, then
        /// `CharactersWiring.bindings`), by protocol name, in report order.
        package static var portNames: [String] {
            make().portBindings.map(\.port)
        }

        /// Marquee's six stubbed ports, each a `StubbedPort` (Movies' three, then Characters' three), as a
        /// ``UITestScenario/StubWorld`` registers them: a service that puts ports of its own under the switch adds
        /// its own after these (`UITestDependencies.portSets + [StubBookSource.self]`, or `MarqueeStart`'s
        /// `stubbing:`).
        public static let portSets: [any StubbedPort.Type] = [
            StubMovieRepository.self, StubImageConfigurationRepository.self, StubMovieRatingRepository.self,
            StubCharacterRepository.self, StubEpisodeRepository.self, StubLocationRepository.self,
        ]

        /// Every port the UI-test factories wire with the methods a scenario may override one by one, in report
        /// order.
        package static var scenarioPorts: [(port: String, methods: [String])] {
            var ports: [(port: String, methods: [String])] = []
            for set in portSets {
                ports.append(set.scenarioPort)
            }
            return ports
        }

        /// Throws the `ScenarioError` of the first thing in `scenario` the wiring does not have or cannot serve:
        /// a port that is not wired (``portNames``) or a method it lacks, a data kind no context serves, an entity
        /// field that does not read, or a reference to a missing episode (each naming its JSON path). Applied to
        /// every scenario a launch or a session takes, so nothing misspelt silently changes nothing.
        package static func requireValid(_ scenario: Scenario) throws(ScenarioError) {
            try StubWorld.requireValid(scenario, for: portSets)
        }

        /// Stub-backed ports for every context, all simulating `scenario` and serving its data. A scenario read from
        /// text is checked where it is read; one built in Swift must refer only to episodes it or the catalogue has
        /// (a character in a missing episode stops here, naming the JSON path, as a programming error).
        public static func make(
            scenario: Scenario = .happyPath, clock: any Clock<Duration> = ContinuousClock()
        ) -> AppDependencies {
            dependencies(on: StubWorld(unchecked: scenario, stubbing: portSets, clock: clock).current)
        }

        /// Every port on `stubs`, the stubs of one installed scenario of a world of ``portSets``: the real use cases
        /// composed on them.
        package static func dependencies(on stubs: StubWorld.Stubs) -> AppDependencies {
            AppDependencies(
                movies: MoviesWiring(
                    stubbing: stubs.scenario.name, movieRepository: stubs.stubs(StubMovieRepository.self),
                    imageConfigurationRepository: stubs.stubs(StubImageConfigurationRepository.self),
                    movieRatingRepository: stubs.stubs(StubMovieRatingRepository.self)),
                characters: CharactersWiring(
                    stubbing: stubs.scenario.name, characterRepository: stubs.stubs(StubCharacterRepository.self),
                    episodeRepository: stubs.stubs(StubEpisodeRepository.self),
                    locationRepository: stubs.stubs(StubLocationRepository.self)))
        }
    }
#endif

#if UITesting
    import CharactersAdaptersUITesting
    import MoviesAdaptersUITesting
    import UITestScenario

    /// Swaps every context to its UI-test factory: stub repositories, real use cases, no network.
    ///
    /// Exists only in builds with the `UITesting` trait (on by default; a production service builds with
    /// `--disable-default-traits` and links no stub code at all).
    ///
    /// Why a forgotten context cannot slip through: ``make(scenario:sleeper:)`` builds a brand-new
    /// ``AppDependencies`` through its memberwise initializer, which has one parameter per context and no
    /// defaults. Add a context to `AppDependencies` and this file stops compiling until a stub factory is passed
    /// for it; nothing here copies a live factory over from the value being replaced. As a second line of
    /// defence, ``AppDependencies/resolve(_:httpClient:)`` refuses to run if any port still reports a live backing.
    public enum UITestDependencies {
        /// Replaces `dependencies` with stub-backed factories for every context, all simulating `scenario`.
        public static func configure(
            _ dependencies: inout AppDependencies, scenario: Scenario = .happyPath,
            sleeper: any ScenarioSleeper = TaskScenarioSleeper()
        ) {
            dependencies = make(scenario: scenario, sleeper: sleeper)
        }

        /// Stub-backed factories for every context, all simulating `scenario`.
        public static func make(
            scenario: Scenario = .happyPath, sleeper: any ScenarioSleeper = TaskScenarioSleeper()
        ) -> AppDependencies {
            AppDependencies(
                movies: UITestMoviesFactory(scenario: scenario, sleeper: sleeper),
                characters: UITestCharactersFactory(scenario: scenario, sleeper: sleeper)
            )
        }
    }
#endif

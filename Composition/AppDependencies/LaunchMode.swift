#if UITesting
    import UITestScenario
#endif

/// Which side of the ports runs: the production adapters, or the deterministic stubs (`-uitest`).
///
/// The enum has the same two cases in every build, so a host's `switch` compiles with and without the
/// `UITesting` trait. Only a build with the trait ever produces ``uiTest(_:)``: without it, `LaunchConfiguration`
/// refuses `-uitest` (``LaunchConfigurationError/stubModulesNotLinked``) and nothing else can make a
/// ``UITestLaunch``.
public enum LaunchMode: Sendable, Hashable {
    /// The production adapters, calling the real services.
    case live
    /// Every port backed by a stub simulating the launch's scenario (launched with `-uitest`).
    case uiTest(UITestLaunch)
}

/// What a `-uitest` launch asked for. It exists in every build so that ``LaunchMode`` has the same shape with and
/// without the `UITesting` trait, but only a build with the trait can make one (there is no public initializer),
/// and only such a build exposes the scenario itself.
public struct UITestLaunch: Sendable, Hashable {
    /// The scenario's preset name, or `custom` (what reports and banners show).
    public let scenarioName: String

    #if UITesting
        /// The scenario every stub simulates.
        public let scenario: Scenario

        init(scenario: Scenario) {
            self.scenario = scenario
            self.scenarioName = scenario.name
        }
    #endif
}

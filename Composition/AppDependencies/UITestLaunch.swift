#if UITesting
    import UITestScenario
#endif

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

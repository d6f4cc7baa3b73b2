#if UITesting
    import UITestScenario
#endif

/// Which side of the ports runs: the production adapters, or (only in builds with the `UITesting` trait) the
/// deterministic stubs. Without the trait the stub case does not exist, so no code path can even ask for stubs.
public enum LaunchMode: Sendable, Hashable {
    /// The production adapters, calling the real services.
    case live
    #if UITesting
        /// Every port backed by a stub simulating `scenario` (launched with `-uitest`).
        case uiTest(Scenario)
    #endif
}

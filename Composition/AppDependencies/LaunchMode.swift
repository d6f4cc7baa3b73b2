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

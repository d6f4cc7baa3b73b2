/// Why ``AppDependencies/resolve(_:httpClient:)`` refused to hand out dependencies.
public enum AppDependenciesError: Error, Sendable, Hashable, CustomStringConvertible {
    /// UI-test mode was asked for, yet this port is backed by the live adapter (a stub factory reporting a live
    /// binding, or a context wired live by mistake). Marquee refuses to run rather than call a real service.
    case livePortInUITestMode(context: String, port: String)
    /// UI-test mode was asked for in a build without the `UITesting` trait: there are no stubs to switch to.
    case stubModulesNotLinked

    /// One line saying what is wrong.
    public var description: String {
        switch self {
        case .livePortInUITestMode(let context, let port):
            "refusing to run: -uitest was given but \(context) \(port) is backed by a live adapter"
        case .stubModulesNotLinked:
            LaunchConfigurationError.stubModulesNotLinked.description
        }
    }
}

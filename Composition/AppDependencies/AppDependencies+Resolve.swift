import CompositionKit
import HTTPTransport

extension AppDependencies {
    /// The dependencies `launch` asks for: every port on a stub under `-uitest` (in builds with the `UITesting`
    /// trait; without it `LaunchConfiguration` has already refused `-uitest`), else every port live.
    ///
    /// In UI-test mode the result is checked port by port: if any port still reports a live backing, this
    /// throws instead of letting a test reach a real service. `httpClient` is used only for live wiring; `nil`
    /// means ``makeProductionHTTPClient()``, which is then not even created in UI-test mode.
    public static func resolve(
        _ launch: LaunchConfiguration, httpClient: (any HTTPClient)? = nil
    ) throws(AppDependenciesError) -> AppDependencies {
        switch launch.mode {
        case .live:
            return live(launch, httpClient: httpClient ?? makeProductionHTTPClient())
        case .uiTest(let launch):
            #if UITesting
                let dependencies = UITestDependencies.make(scenario: launch.scenario)
                try requireAllStubbed(dependencies.portBindings)
                return dependencies
            #else
                // Unreachable: without the trait nothing can make a `UITestLaunch`. Refuse rather than run live.
                _ = launch
                throw .stubModulesNotLinked
            #endif
        }
    }

    /// Throws for the first binding that is live.
    static func requireAllStubbed(_ bindings: [PortBinding]) throws(AppDependenciesError) {
        if let live = bindings.first(where: \.backing.isLive) {
            throw .livePortInUITestMode(context: live.context, port: live.port)
        }
    }
}

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

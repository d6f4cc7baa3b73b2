import Foundation
import UITestKit

extension ServiceLaunch {
    /// `vapor-movies serve -uitest -uitest-scenario <scenario>` as `swift test` built it, on port 0: Vapor's
    /// subcommand first, Marquee's switches after it (the service hands Vapor the rest). The kit reads Vapor's own
    /// listening line.
    static func vaporMovies(
        _ scenario: String = "happyPath", environment: UITestEnvironment = .current
    )
        -> ServiceLaunch
    {
        ServiceLaunch(
            executable: environment.builtProduct(named: "vapor-movies"), subcommand: "serve",
            arguments: [
                "-uitest", "-uitest-scenario", scenario, "--hostname", environment.serviceAddress.bind, "--port", "0",
            ])
    }
}

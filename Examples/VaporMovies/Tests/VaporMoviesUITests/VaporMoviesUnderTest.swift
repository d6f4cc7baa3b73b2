import Foundation
import UITestKit

extension ServiceLaunch {
    /// `vapor-movies serve -uitest -uitest-scenario <scenario>` as `swift test` built it, on port 0: Vapor's
    /// subcommand first, Marquee's switches after it (the service hands Vapor the rest).
    static func vaporMovies(
        _ scenario: String = "happyPath", environment: UITestEnvironment = .current
    )
        -> ServiceLaunch
    {
        ServiceLaunch(
            executable: environment.builtProduct(named: "vapor-movies"),
            arguments: [
                "serve", "-uitest", "-uitest-scenario", scenario, "--hostname", environment.serviceAddress.bind,
                "--port", "0",
            ],
            portReader: vaporPort(in:))
    }

    /// The port in Vapor's listening line, `[ NOTICE ] Server started on http://127.0.0.1:44365`.
    @Sendable static func vaporPort(in line: String) -> Int? {
        guard let start = line.range(of: "Server started on http://") else { return nil }
        return line[start.upperBound...].split(separator: ":").last.flatMap { Int($0) }
    }
}

// How the UI tests start bookshelf-service: its launch, on a preset or on a scenario built in Swift.

import Foundation
import UITestKit
import UITestScenario

@testable import Bookshelf

extension ServiceLaunch {
    /// `bookshelf-service -uitest -uitest-scenario <scenario>` as `swift test` built it, on port 0 of the address the
    /// environment names. `scenario` is what `-uitest-scenario` takes: a preset's name or inline JSON.
    static func bookshelf(_ scenario: String, environment: UITestEnvironment = .current) -> ServiceLaunch {
        ServiceLaunch(
            executable: environment.builtProduct(named: "bookshelf-service"),
            arguments: [
                "-uitest", "-uitest-scenario", scenario, "--hostname", environment.serviceAddress.bind, "--port", "0",
            ])
    }
}

extension ServiceLaunch {
    /// `bookshelf-service -uitest` on `scenario`, built in Swift (Marquee's `Scenario`, with BookSource's own data and
    /// overrides), passed as its inline JSON.
    static func bookshelf(_ scenario: Scenario) -> ServiceLaunch {
        bookshelf(scenario.canonicalJSON.rendered(pretty: false))
    }
}

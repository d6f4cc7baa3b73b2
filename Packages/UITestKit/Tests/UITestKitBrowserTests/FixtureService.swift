import Foundation
import UITestKit

/// The kit's tiny test service (`uitestkit-fixture-service`), launched as any service is.
enum FixtureService {
    /// `uitestkit-fixture-service --port 0`, built by `swift test` beside the tests.
    static func launch(_ extraArguments: [String] = []) -> ServiceLaunch {
        ServiceLaunch(
            executable: UITestEnvironment.current.builtProduct(named: "uitestkit-fixture-service"),
            arguments: ["--port", "0"] + extraArguments)
    }
}

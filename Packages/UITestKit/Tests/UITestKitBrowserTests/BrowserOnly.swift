import Testing
import UITestKit

extension Trait where Self == ConditionTrait {
    /// A test of what only a browser has (chromedriver, screenshots, axe-core, WebDriver's own commands, a reused
    /// browser): it runs with `UI_TEST_DRIVER=chromium` and is skipped, saying why, on the HTML driver.
    static func browserOnly(_ reason: String) -> Self {
        .enabled(if: UITestEnvironment.current.driver == .chromium, Comment(rawValue: "browser-only: \(reason)"))
    }
}

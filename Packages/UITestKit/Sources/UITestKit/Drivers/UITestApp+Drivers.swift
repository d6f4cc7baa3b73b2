import Foundation
import Synchronization
import Testing

extension UITestApp {
    /// The driver running this test's robots (``UITestDriver``: `UI_TEST_DRIVER`).
    public var driverKind: UITestDriver { driver.kind }

    /// The HTML of the page shown now (a browser's serialised document; the HTML driver's page as the service sent
    /// it).
    public func pageSource() async throws -> String {
        try await driver.pageSource()
    }

    /// Whether a check that only a browser can make (layout, pixels, computed style, script) runs: `true` on
    /// Chromium. On the HTML driver it returns `false` and names the check browser-only, once per test and check:
    /// a warning issue on the test (`browser-only check not made on the HTML driver: <check>`), which Swift Testing
    /// shows without failing the test, and a `ui-test-browser-only <test> <check>` line for `Scripts/measure-ui-tests`.
    /// A check guarded by this therefore never passes in silence where it cannot be made, and still runs on the
    /// browser run of the same test (CI runs both).
    ///
    /// ```swift
    /// guard app.browserOnly("every picture loaded", screen: screen) else { return }
    /// ```
    public func browserOnly(_ check: String, screen: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool
    {
        guard driver.kind == .html else { return true }
        let test = FailureBundle.testName()
        let first = BrowserOnlyChecks.reported.withLock { $0.insert("\(test)\u{1F}\(check)").inserted }
        if first {
            Issue.record(
                Comment(
                    rawValue: "browser-only check not made on the HTML driver (\(screen)): \(check); it runs with "
                        + "UI_TEST_DRIVER=chromium"),
                severity: .warning, sourceLocation: sourceLocation)
            let name = check.split(separator: " (").first.map(String.init) ?? check
            print("ui-test-browser-only \(test) \(name.replacingOccurrences(of: " ", with: "-"))")
        }
        return false
    }

    /// Runs `body`, turning the HTML driver's refusal (an element a browser would treat otherwise) into a
    /// ``RobotFailure`` at the test's line.
    func refusals(
        screen: String, testID: String?, sourceLocation: SourceLocation, _ body: () async throws -> Void
    ) async throws {
        do {
            try await body()
        } catch let refusal as HTMLDriverRefusal {
            throw RobotFailure(
                screen: screen, testID: testID, message: refusal.description, sourceLocation: sourceLocation)
        }
    }
}

/// The browser-only checks this process reported already, one per test and check.
enum BrowserOnlyChecks {
    static let reported = Mutex<Set<String>>([])

    /// Says once per process, at the first test on the HTML driver, that the run makes no browser-only check.
    static func announceHTMLRun() {
        let first = announced.withLock { announced in
            defer { announced = true }
            return !announced
        }
        if first {
            print(
                "UITestKit: HTML driver (UI_TEST_DRIVER=html): no browser runs, so this run makes no axe-core audit "
                    + "and no screenshot comparison; they run with UI_TEST_DRIVER=chromium")
        }
    }

    private static let announced = Mutex(false)
}

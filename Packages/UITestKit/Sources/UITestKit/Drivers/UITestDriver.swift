/// Which driver runs a UI test's robots, chosen by `UI_TEST_DRIVER` (``UITestEnvironment/driver``).
///
/// - ``html`` (the default): no browser. The kit speaks HTTP to the service itself (its session cookie kept,
///   redirects followed), reads each page with libxml2's HTML parser, follows links, submits forms, goes back and
///   reloads as a browser would on a page without script. No chromedriver or Chromium is started, and
///   `prepare-ui-tests` is not needed. A test takes milliseconds.
/// - ``chromium``: headless Chromium through WebDriver (`Scripts/prepare-ui-tests` installs it). What only a browser
///   can tell runs here alone: the automatic axe-core audit of each screen state, screenshot baselines, and the
///   checks that need layout or pixels (``UITestApp/checkNoSidewaysScroll(screen:sourceLocation:)``, a custom check
///   guarded by ``UITestApp/browserOnly(_:screen:sourceLocation:)``).
///
/// The default is the HTML driver because a developer's `swift test` then needs nothing installed and runs the
/// suite in seconds; CI runs every UI test on both (`UI_TEST_DRIVER=chromium` for the browser's run).
public enum UITestDriver: String, Sendable, CaseIterable {
    /// HTTP and a parsed page: no browser.
    case html
    /// Headless Chromium through WebDriver.
    case chromium

    /// The driver `variables` name in `UI_TEST_DRIVER` (`html` or `chromium`; `html` when unset or empty); `nil` for
    /// any other value.
    package init?(environment variables: [String: String]) {
        let name = variables["UI_TEST_DRIVER"] ?? ""
        guard let driver = name.isEmpty ? .html : UITestDriver(rawValue: name.lowercased()) else { return nil }
        self = driver
    }
}

extension UITestEnvironment {
    /// The driver `UI_TEST_DRIVER` picks (``UITestDriver``), `nil` when it names none.
    public var driver: UITestDriver? { UITestDriver(environment: variables) }
}

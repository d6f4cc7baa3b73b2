import Foundation

/// Where the UI tests find what they run: the service binary, the WebDriver endpoint, the build folder.
///
/// Environment variables (all optional):
/// - `WEBDRIVER_URL`: a WebDriver endpoint that already runs (a Selenium Grid, a chromedriver started by hand);
///   without it the tests share one `chromedriver --port=0` of their own (``SharedChromeDriver``).
/// - `CHROMEDRIVER`, `CHROMIUM`: other paths than Debian's `/usr/bin/chromedriver` and `/usr/bin/chromium`.
/// - `MARQUEE_SERVICE_BINARY`: another `marquee-service` than the one `swift test` built next to the tests.
/// - `MARQUEE_UI_TEST_SERVICE_HOST`, `MARQUEE_UI_TEST_SERVICE_BIND`: the name under which the browser reaches the
///   service and the interface the service binds (``ServiceAddress``); loopback unless the browser runs elsewhere.
/// - `MARQUEE_UI_TEST_PAIRS`: how many service+browser pairs run at once (``PairGate``).
/// - `AXE_CORE_JS`: another axe-core than `.build/ui-test-tools/axe.min.js` (``AccessibilityAuditor``).
struct UITestEnvironment: Sendable {
    let variables: [String: String]
    /// `Examples/MarqueeService/`.
    let packageDirectory: URL
    /// Where the failure bundles go: the package's build folder.
    let buildDirectory: URL
    let serviceBinary: URL
    let webDriverURL: URL?
    let serviceAddress: ServiceAddress

    static let current = UITestEnvironment(variables: ProcessInfo.processInfo.environment)

    init(variables: [String: String], thisFile: String = #filePath) {
        self.variables = variables
        // This file is Tests/MarqueeUITests/Harness/UITestEnvironment.swift inside the package.
        packageDirectory = URL(filePath: thisFile).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        buildDirectory = packageDirectory.appending(path: ".build")
        // `swift test` builds the service's executable next to the test bundle it runs.
        let productsDirectory = URL(filePath: CommandLine.arguments[0]).deletingLastPathComponent()
        serviceBinary =
            variables["MARQUEE_SERVICE_BINARY"].map { URL(filePath: $0) }
            ?? productsDirectory.appending(path: "marquee-service")
        webDriverURL = variables["WEBDRIVER_URL"].flatMap { $0.isEmpty ? nil : URL(string: $0) }
        serviceAddress = ServiceAddress(environment: variables)
    }

    /// The browser options of a session on the local chromedriver: Debian's Chromium (or `CHROMIUM`).
    func localBrowserOptions(viewport: BrowserOptions.Viewport = .desktop) -> BrowserOptions {
        BrowserOptions(
            binary: variables["CHROMIUM"] ?? "/usr/bin/chromium", onlyHost: serviceAddress.host, viewport: viewport)
    }
}

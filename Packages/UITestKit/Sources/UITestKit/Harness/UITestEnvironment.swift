import Foundation

/// Where the UI tests find what they run: the build folder (the service's binary, where failure bundles go), the
/// WebDriver endpoint, the address the service binds.
///
/// Environment variables (all optional):
/// - `WEBDRIVER_URL`: a WebDriver endpoint that already runs (a Selenium Grid, a chromedriver started by hand);
///   without it the tests share one `chromedriver --port=0` of their own (``SharedChromeDriver``).
/// - `CHROMEDRIVER`, `CHROMIUM`: other paths than Debian's `/usr/bin/chromedriver` and `/usr/bin/chromium`.
/// - `UI_TEST_SERVICE_HOST`, `UI_TEST_SERVICE_BIND`: the name under which the browser reaches the service and the
///   interface the service binds (``ServiceAddress``); loopback unless the browser runs elsewhere.
/// - `UI_TEST_PAIRS`: how many service+browser pairs run at once (``PairGate``).
/// - `AXE_CORE_JS`, `UI_TEST_TOOLS`: another axe-core than the one `Scripts/prepare-ui-tests` fetched
///   (``AccessibilityAuditor``).
/// - `UI_TEST_UPDATE_SCREENSHOTS=1`: screenshot checks write the page over each baseline whose pixels differ
///   (``updatesScreenshots``).
public struct UITestEnvironment: Sendable {
    /// The environment variables read.
    public let variables: [String: String]
    /// Where `swift test` put the test bundle, and the executables it built with it (a service's binary).
    public let productsDirectory: URL
    /// The build folder holding ``productsDirectory`` (`.build`, or the `--scratch-path`): failure bundles go to
    /// its `ui-test-failures` folder.
    public let buildDirectory: URL
    /// `WEBDRIVER_URL`, when set.
    public let webDriverURL: URL?
    /// Where the service binds and under which name the browser reaches it.
    public let serviceAddress: ServiceAddress

    /// Whether screenshot checks accept what the page shows now (`UI_TEST_UPDATE_SCREENSHOTS=1`): each baseline whose
    /// pixels differ is written over, instead of failing.
    @available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0, outside the API promise")
    public var updatesScreenshots: Bool { variables["UI_TEST_UPDATE_SCREENSHOTS"] == "1" }

    /// This process's environment, with the build folder of the test bundle running now.
    public static let current = UITestEnvironment(variables: ProcessInfo.processInfo.environment)

    /// `variables` read as above. `productsDirectory` is the running test bundle's folder unless given.
    public init(variables: [String: String], productsDirectory: URL? = nil) {
        self.variables = variables
        // `swift test` runs the bundle from the products folder: `.build/<triple>/debug/<Package>PackageTests.xctest`.
        let products =
            productsDirectory ?? URL(filePath: CommandLine.arguments[0]).standardizedFileURL.deletingLastPathComponent()
        self.productsDirectory = products
        buildDirectory = Self.buildDirectory(containing: products)
        webDriverURL = variables["WEBDRIVER_URL"].flatMap { $0.isEmpty ? nil : URL(string: $0) }
        serviceAddress = ServiceAddress(environment: variables)
    }

    /// The executable `name` that `swift test` built beside the tests (a test target that depends on the service's
    /// executable target has it built first).
    public func builtProduct(named name: String) -> URL {
        productsDirectory.appending(path: name)
    }

    /// The browser options of a session on the local chromedriver: Debian's Chromium (or `CHROMIUM`), resolving
    /// only the service's host name.
    @available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0, outside the API promise")
    public func localBrowserOptions(viewport: BrowserOptions.Viewport = .desktop) -> BrowserOptions {
        BrowserOptions(
            binary: variables["CHROMIUM"] ?? "/usr/bin/chromium", onlyHost: serviceAddress.host, viewport: viewport)
    }

    /// The folder right below the nearest package (a folder with a `Package.swift`) above `products`: the scratch
    /// path. Without one, `products` itself.
    private static func buildDirectory(containing products: URL) -> URL {
        guard let root = PackageRoot.nearest(atOrAbove: products.deletingLastPathComponent()) else { return products }
        let rootPath = root.path(percentEncoded: false)
        let productsPath = products.standardizedFileURL.path(percentEncoded: false)
        guard productsPath.hasPrefix(rootPath),
            let first = productsPath.dropFirst(rootPath.count).split(separator: "/").first
        else { return products }
        return root.appending(path: String(first), directoryHint: .isDirectory)
    }
}

// swift-tools-version: 6.2
import PackageDescription

// UITestKit's own browser tests. The kit itself (browser UI tests in Swift for any Linux web service: a WebDriver
// session, robots that wait and name the test's line, a launcher for any service executable on port 0, the bounded
// service+browser pairs, the WEBDRIVER_URL grid support, axe-core audits, failure bundles, and the client of the
// `/__uitest/` control protocol; README.md) is the library product `UITestKit` of the root package, built on
// Foundation only, so that a service depends on it by this repository's URL. Its sources are in Sources/UITestKit,
// next to these tests; the root package's manifest names them. This package keeps the tests that need Chromium out
// of the root's `swift test`, and depends on the root by path as any service depends on it by URL.

let package = Package(
    name: "UITestKit",
    platforms: [.macOS(.v15)],
    dependencies: [
        // The kit (product UITestKit), and for the fixture service only, Marquee's StubHTTPServer to serve its pages.
        // Default traits, as a service that names the URL gets them: only the products named here are built (none
        // of Marquee's stub modules), and in CI's shared scratch path the modules are compiled with the same flags
        // as for marquee-service, so they are reused.
        .package(name: "Marquee", path: "../..")
    ],
    targets: [
        // The tiny service the kit's tests launch: static pages with data-testids, one with a planted accessibility
        // violation, and a fake /__uitest/ control protocol.
        .executableTarget(
            name: "uitestkit-fixture-service",
            dependencies: [.product(name: "StubHTTPServer", package: "Marquee")],
            path: "Tests/UITestKitFixtureService"
        ),
        // Depends on the fixture so that `swift test` builds the binary the tests launch; the browser tests need
        // Scripts/prepare-ui-tests.
        .testTarget(
            name: "UITestKitBrowserTests",
            dependencies: [
                .product(name: "UITestKit", package: "Marquee"), "uitestkit-fixture-service",
                // The deterministic TestClock, on which a launch's start timeout passes at once.
                .product(name: "_MarqueeTestSupport", package: "Marquee"),
                // A second service of the system, in process: a loopback server answering the control.
                .product(name: "StubHTTPServer", package: "Marquee"),
            ],
            path: "Tests/UITestKitBrowserTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Warnings are errors in this package's own targets, as in the root package (see its Package.swift).
for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}

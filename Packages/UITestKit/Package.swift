// swift-tools-version: 6.2
import PackageDescription

// UITestKit: browser UI tests in Swift for any Linux web service. A WebDriver session, robots that wait and name
// the test's line, a launcher for any service executable on port 0, the bounded service+browser pairs, the
// WEBDRIVER_URL grid support, axe-core audits, failure bundles, and the client of the `/__uitest/` control
// protocol (README.md). A package of its own so that the root package keeps zero dependencies; it holds nothing of
// Marquee's, and Marquee's own UI tests (Examples/MarqueeService) link it as any service would.

let package = Package(
    name: "UITestKit",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "UITestKit", targets: ["UITestKit"])
    ],
    dependencies: [
        // The WebDriver and control-protocol client: SwiftNIO suspends, never blocks a cooperative thread, while
        // the browser works (NIOCore's buffers and time amounts come with it).
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        // The kit's own tests only: their tiny fixture service serves its pages from Marquee's StubHTTPServer (no
        // trait: nothing of Marquee's stubs). The library itself links nothing of Marquee's.
        .package(name: "Marquee", path: "../..", traits: []),
    ],
    targets: [
        .target(
            name: "UITestKit",
            dependencies: [.product(name: "AsyncHTTPClient", package: "async-http-client")]
        ),
        // The tiny service the kit's tests launch: static pages with data-testids, one with a planted accessibility
        // violation, and a fake /__uitest/ control protocol.
        .executableTarget(
            name: "uitestkit-fixture-service",
            dependencies: [.product(name: "StubHTTPServer", package: "Marquee")],
            path: "Tests/UITestKitFixtureService"
        ),
        // Depends on the fixture so that `swift test` builds the binary the tests launch; the browser tests need
        // Scripts/prepare-ui-tests.
        .testTarget(name: "UITestKitTests", dependencies: ["UITestKit", "uitestkit-fixture-service"]),
    ],
    swiftLanguageModes: [.v6]
)

// Warnings are errors in this package's own targets, as in the root package (see its Package.swift).
for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}

// swift-tools-version: 6.2
import PackageDescription

// bookshelf-service: a minimal Hummingbird 2 service that is not Marquee, UI-tested with the kit (the product
// UITestKit of the Marquee package, Packages/UITestKit). It shows what any service serves for the kit: a `-uitest`
// stub switch, the `/__uitest/` control protocol and one JSON line saying where it listens. It uses no Marquee
// context: its own port, BookSource, is under the switch through Marquee's stub library (UITestScenario), with
// Marquee's scenarios, behaviours, per-test data and typed calls.
let package = Package(
    name: "Bookshelf",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "bookshelf-service", targets: ["bookshelf-service"])
    ],
    dependencies: [
        // The same versions as Examples/MarqueeService: one resolution, one set of checkouts for both.
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        // The pages' templates (escaped by default).
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.1"),
        // Hummingbird's logger and byte buffers (already in its graph).
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.3"),
        // The stub library (UITestScenario, SharedKernel's UpstreamFailure) for the service, and the browser UI-test
        // kit (UITestKit, toolchain only) for its UI tests (a service outside this repository names the repository's
        // URL instead of the path). Default traits, as a service gets them.
        .package(name: "Marquee", path: "../.."),
        // The `/__uitest/` control protocol on Hummingbird, one line (`router.addUITestControl`).
        .package(name: "UITestControlHummingbird", path: "../../Packages/UITestControlHummingbird"),
    ],
    targets: [
        .target(
            name: "Bookshelf",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                // The stub library: StubBookSource is a StubbedPort, -uitest scenarios are Marquee's.
                .product(name: "UITestScenario", package: "Marquee"),
                .product(name: "SharedKernel", package: "Marquee"),
                .product(name: "UITestControlHummingbird", package: "UITestControlHummingbird"),
            ]
        ),
        .executableTarget(name: "bookshelf-service", dependencies: ["Bookshelf"]),
        .testTarget(
            name: "BookshelfTests",
            dependencies: [
                "Bookshelf",
                .product(name: "UITestScenario", package: "Marquee"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
        // The pages in headless Chromium over WebDriver, through the kit: robots (one per page), axe-core audits,
        // scenario switches. Needs Packages/UITestKit/Scripts/prepare-ui-tests; depends on the executable so that
        // `swift test` builds the binary each test launches, and on Bookshelf for its typed scenarios and calls.
        .testTarget(
            name: "BookshelfUITests",
            dependencies: [
                "bookshelf-service",
                "Bookshelf",
                .product(name: "UITestScenario", package: "Marquee"),
                .product(name: "UITestKit", package: "Marquee"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Warnings are errors in this package's own targets.
for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}

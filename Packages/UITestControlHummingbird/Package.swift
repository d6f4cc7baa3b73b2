// swift-tools-version: 6.2
import PackageDescription

// UITestControlHummingbird: Marquee's `/__uitest/` control protocol (`UITestControl`, which has no HTTP dependency)
// mounted on a Hummingbird 2 router in one line, `router.addUITestControl(control)`. A package of its own so that
// the root package keeps zero dependencies; marquee-service and Bookshelf link it, and so can any Hummingbird service.
let package = Package(
    name: "UITestControlHummingbird",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "UITestControlHummingbird", targets: ["UITestControlHummingbird"])
    ],
    dependencies: [
        // No trait of Marquee's: UITestScenario is a product in every build, and a service that links this package
        // only under its own UI-test trait must not turn Marquee's UITesting trait on in its production build.
        .package(name: "Marquee", path: "../..", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
    ],
    targets: [
        .target(
            name: "UITestControlHummingbird",
            dependencies: [
                .product(name: "UITestScenario", package: "Marquee"),
                .product(name: "MarqueeJSON", package: "Marquee"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ]
        ),
        .testTarget(
            name: "UITestControlHummingbirdTests",
            dependencies: [
                "UITestControlHummingbird",
                .product(name: "_MarqueeTestSupport", package: "Marquee"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Warnings are errors in this package's own targets.
for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}

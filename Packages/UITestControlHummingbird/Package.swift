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
        // Default traits: the control exists only with UITesting.
        .package(name: "Marquee", path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.3"),
    ],
    targets: [
        .target(
            name: "UITestControlHummingbird",
            dependencies: [
                .product(name: "UITestScenario", package: "Marquee"),
                .product(name: "MarqueeJSON", package: "Marquee"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "UITestControlHummingbirdTests",
            dependencies: [
                "UITestControlHummingbird",
                .product(name: "MarqueeTestSupport", package: "Marquee"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Warnings are errors in this package's own targets.
for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .treatAllWarnings(as: .error),
        // 1.5.0 deprecates what 2.0.0 takes out of the API; this package still uses it inside, as it must until 2.0.0.
        .treatWarning("DeprecatedDeclaration", as: .warning),
    ]
}

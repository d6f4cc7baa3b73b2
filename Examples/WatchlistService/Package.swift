// swift-tools-version: 6.2
import PackageDescription

// watchlist-service: a second Hummingbird 2 service of ours, split out of marquee-service as a Hummingbird developer
// would split one out. It keeps a visitor's watchlist (movie ids) behind its own port, WatchlistStore, which is in
// memory in production and on a stub per UI-test session under `-uitest` (Marquee's stub library, UITestScenario).
// marquee-service calls it over HTTP (README.md is the contract) and runs it in process in its tests
// (WatchlistServer).

/// On by default: links Marquee's stub library, compiles the store's stub and serves the `/__uitest/` control routes,
/// each request in the world of the UI-test session it names. `--disable-default-traits` gives the production build:
/// no stub code linked, `-uitest` refused.
let uiTesting = "UITesting"

let package = Package(
    name: "WatchlistService",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "watchlist-service", targets: ["watchlist-service"]),
        // For marquee-service's tests, which run the service in process (WatchlistServer).
        .library(name: "WatchlistService", targets: ["WatchlistService"]),
    ],
    traits: [
        .trait(
            name: uiTesting,
            description: "Links the store's stub: -uitest serves each UI-test session from a world of its own, with "
                + "the /__uitest/ control routes. Disable for a production build without any stub code."
        ),
        .default(enabledTraits: [uiTesting]),
    ],
    dependencies: [
        // The same version as Examples/Bookshelf and Examples/MarqueeService: one resolution for the family.
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        // Hummingbird's logger (already in its graph).
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        // The stub library (UITestScenario, SharedKernel's UpstreamFailure), and for the tests StubContract. No trait
        // of Marquee's: these are products in every build, the service's own port is the only one under its switch,
        // and its production build links none of them (each is linked only under this package's own trait).
        .package(name: "Marquee", path: "../..", traits: []),
        // The `/__uitest/` control protocol and the session a request names, on Hummingbird (under the trait only).
        .package(name: "UITestControlHummingbird", path: "../../Packages/UITestControlHummingbird"),
        // ServiceContext (already in Hummingbird's graph, through swift-distributed-tracing): under the trait only, the
        // session a request names is put into the task's context, beside its other baggage, and the routes read it
        // there.
        .package(url: "https://github.com/apple/swift-service-context.git", from: "1.2.0"),
    ],
    targets: [
        .target(
            name: "WatchlistService",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "UITestScenario", package: "Marquee", condition: .when(traits: [uiTesting])),
                .product(name: "SharedKernel", package: "Marquee", condition: .when(traits: [uiTesting])),
                .product(
                    name: "UITestControlHummingbird", package: "UITestControlHummingbird",
                    condition: .when(traits: [uiTesting])),
                .product(
                    name: "ServiceContextModule", package: "swift-service-context",
                    condition: .when(traits: [uiTesting])),
            ]
        ),
        .executableTarget(name: "watchlist-service", dependencies: ["WatchlistService"]),
        .testTarget(
            name: "WatchlistServiceTests",
            dependencies: [
                "WatchlistService",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "UITestScenario", package: "Marquee", condition: .when(traits: [uiTesting])),
                .product(name: "StubContract", package: "Marquee", condition: .when(traits: [uiTesting])),
                .product(
                    name: "ServiceContextModule", package: "swift-service-context",
                    condition: .when(traits: [uiTesting])),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Warnings are errors in this package's own targets.
for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}

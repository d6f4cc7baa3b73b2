// swift-tools-version: 6.2
import PackageDescription

// vapor-movies: a Vapor 4 service that links Marquee as any service outside this repository does, by URL
// (MARQUEE_URL; .ci/run sets it to a file:// clone of the checkout). It serves popular movies and a character
// through MarqueeKit, and its UI tests run on UITestKit. This manifest is the one the linking article shows.

/// Marquee, by URL: this repository's address by default.
let marqueeURL = Context.environment["MARQUEE_URL"] ?? "https://github.com/<owner>/Marquee.git"

let package = Package(
    name: "VaporMovies",
    platforms: [.macOS(.v15)],
    products: [.executable(name: "vapor-movies", targets: ["vapor-movies"])],
    // The service's own trait, on by default, turns Marquee's `UITesting` on: the default build carries the stubs
    // its UI tests launch with -uitest, and `swift build -c release --disable-default-traits` links none.
    traits: [
        .default(enabledTraits: ["UITesting"]),
        .trait(name: "UITesting", description: "Marquee's stubs, for -uitest. Off in the production build."),
    ],
    dependencies: [
        .package(
            url: marqueeURL, from: "2.0.0",
            traits: [.trait(name: "UITesting", condition: .when(traits: ["UITesting"]))]),
        .package(url: "https://github.com/vapor/vapor.git", from: "4.122.3"),
        // Only for the linking article's Hummingbird entry point (hummingbird-movies), compiled by URL here too.
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
    ],
    targets: [
        // The HTTP status for each of Marquee's use-case errors, framework-neutral: both entry points use it.
        .target(name: "HTTPMapping", dependencies: [.product(name: "MarqueeKit", package: "Marquee")]),
        .target(
            name: "VaporMovies",
            dependencies: [
                "HTTPMapping",
                .product(name: "MarqueeKit", package: "Marquee"),
                .product(name: "Vapor", package: "vapor"),
            ]
        ),
        .executableTarget(
            name: "vapor-movies",
            dependencies: [
                "VaporMovies",
                .product(name: "MarqueeKit", package: "Marquee"),
                .product(name: "Vapor", package: "vapor"),
            ]
        ),
        .executableTarget(
            name: "hummingbird-movies",
            dependencies: [
                "HTTPMapping",
                .product(name: "MarqueeKit", package: "Marquee"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ]
        ),
        .testTarget(
            name: "VaporMoviesUITests",
            dependencies: [
                "vapor-movies",  // so that `swift test` builds the binary each test launches
                "VaporMovies",  // its own port's stub, data and calls, for typed scenarios and assertions
                .product(name: "MarqueeKit", package: "Marquee"),
                .product(name: "UITestKit", package: "Marquee"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

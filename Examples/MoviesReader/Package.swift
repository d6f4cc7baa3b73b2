// swift-tools-version: 6.2
import PackageDescription

// movies-reader: the smallest service that links Marquee by URL and a version, as one outside this repository does,
// and unit-tests its use of the factory on fakes of its own. It reads movies and rates none, so it gives the factory
// the two ports it has and writes no rating fake. .ci/check-linking-by-url builds it and runs its tests against a
// clone of the checkout tagged with VERSION (MARQUEE_URL).

/// Marquee, by URL: this repository's address by default.
let marqueeURL = Context.environment["MARQUEE_URL"] ?? "https://github.com/<owner>/Marquee.git"

let package = Package(
    name: "MoviesReader",
    platforms: [.macOS(.v15)],
    dependencies: [.package(url: marqueeURL, from: "2.0.0")],
    targets: [
        .target(name: "MoviesReader", dependencies: [.product(name: "MarqueeKit", package: "Marquee")]),
        .testTarget(
            name: "MoviesReaderTests",
            dependencies: ["MoviesReader", .product(name: "MarqueeKit", package: "Marquee")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

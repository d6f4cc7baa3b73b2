// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets for every parser Marquee owns. A separate package so the root keeps zero dependencies; it
// depends on the root by path, and on the service package (Examples/MarqueeService) for its pure input rules only.
// Build and run through `Fuzz/run` (see Fuzz/README.md): the targets link only with
// `-Xswiftc -sanitize=fuzzer,address`, which provides libFuzzer's driver.

/// A fuzz target: `Sources/<name>/main.swift` defines `LLVMFuzzerTestOneInput` and hands it to `FuzzSupport`.
func fuzzTarget(_ name: String, _ products: [String]) -> Target {
    .executableTarget(
        name: name,
        dependencies: ["FuzzSupport"] + products.map { .product(name: $0, package: "Marquee") }
    )
}

let package = Package(
    name: "MarqueeFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Marquee", path: ".."),
        // Only for its `MarqueeServiceInput` library, which has no Hummingbird dependency: SwiftPM resolves the
        // service's packages but builds none of them.
        .package(name: "MarqueeService", path: "../Examples/MarqueeService"),
    ],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "HTTPTransport", package: "Marquee")]),
        fuzzTarget("FuzzHTTPRequest", ["StubHTTPServer"]),
        fuzzTarget("FuzzRecording", ["StubHTTPServer"]),
        fuzzTarget("FuzzScenario", ["UITestScenario"]),
        .executableTarget(
            name: "FuzzServiceInput",
            dependencies: [
                "FuzzSupport", .product(name: "MarqueeServiceInput", package: "MarqueeService"),
                .product(name: "UITestScenario", package: "Marquee"),
                .product(name: "CharactersDomain", package: "Marquee"),
            ]
        ),
        fuzzTarget(
            "FuzzCommandLine",
            [
                "MarqueeCommandLine", "AppDependencies", "CharactersDomain", "MoviesDomain", "MoviesApplication",
                "CharactersApplication",
            ]
        ),
        fuzzTarget("FuzzTMDb", ["MoviesAdapters", "MoviesDomain", "HTTPTransport"]),
        fuzzTarget("FuzzRickAndMorty", ["CharactersAdapters", "CharactersDomain", "HTTPTransport"]),
    ],
    swiftLanguageModes: [.v6]
)

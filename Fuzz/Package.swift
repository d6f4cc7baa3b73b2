// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets for every parser Marquee owns. A separate package so the root keeps zero dependencies; it
// depends on the root by path.
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
    dependencies: [.package(name: "Marquee", path: "..")],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "HTTPTransport", package: "Marquee")]),
        fuzzTarget("FuzzHTTPRequest", ["StubHTTPServer"]),
        fuzzTarget("FuzzRecording", ["StubHTTPServer"]),
        fuzzTarget("FuzzScenario", ["UITestScenario", "AppDependencies"]),
        fuzzTarget("FuzzServiceInput", ["MarqueeInput", "UITestScenario", "CharactersDomain"]),
        fuzzTarget(
            "FuzzCommandLine",
            [
                "_MarqueeCommandLine", "AppDependencies", "CharactersDomain", "MoviesDomain", "MoviesApplication",
                "CharactersApplication",
            ]
        ),
        fuzzTarget("FuzzTMDb", ["MoviesAdapters", "MoviesDomain", "HTTPTransport"]),
        fuzzTarget("FuzzRickAndMorty", ["CharactersAdapters", "CharactersDomain", "HTTPTransport"]),
        fuzzTarget("FuzzBaggage", ["SharedKernel", "HTTPTransport", "UITestScenario"]),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.1
import PackageDescription

// A separate package so the benchmark never builds with (or slows down) `swift build` / `swift test` of Marquee.
// Run from the repository root:
//   swift run -c release --package-path Benchmarks/StubHTTPServerBenchmark
let package = Package(
    name: "StubHTTPServerBenchmark",
    platforms: [.macOS(.v15)],
    dependencies: [
        // Named: a path dependency's identity is otherwise its folder name, which differs between checkouts
        // (e.g. `marquee`, `main`, a worktree's name).
        .package(name: "Marquee", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "StubHTTPServerBenchmark",
            dependencies: [.product(name: "StubHTTPServer", package: "Marquee")],
            path: "Sources/StubHTTPServerBenchmark"
        )
    ],
    swiftLanguageModes: [.v6]
)

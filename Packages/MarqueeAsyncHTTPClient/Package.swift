// swift-tools-version: 6.2
import PackageDescription

// MarqueeAsyncHTTPClient: Marquee's `UpstreamClient` port on AsyncHTTPClient (SwiftNIO), the transport a Linux service
// uses in production. A package of its own so that the root package keeps zero dependencies; any service that
// links Marquee can link this library too.

let package = Package(
    name: "MarqueeAsyncHTTPClient",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "MarqueeAsyncHTTPClient", targets: ["MarqueeAsyncHTTPClient"])
    ],
    dependencies: [
        // No trait of Marquee's: a production service that disables UITesting must not get the stubs back through
        // this package.
        .package(name: "Marquee", path: "../..", traits: []),
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.37.6"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    ],
    targets: [
        .target(
            name: "MarqueeAsyncHTTPClient",
            dependencies: [
                .product(name: "HTTPTransport", package: "Marquee"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .testTarget(
            name: "MarqueeAsyncHTTPClientTests",
            dependencies: [
                "MarqueeAsyncHTTPClient",
                .product(name: "HTTPTransport", package: "Marquee"),
                .product(name: "HTTPClientConformance", package: "Marquee"),
                .product(name: "MarqueeTestSupport", package: "Marquee"),
                .product(name: "StubHTTPServer", package: "Marquee"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Warnings are errors in this package's own targets, as in the root package (see its Package.swift).
for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .treatAllWarnings(as: .error),
        // 1.5.0 deprecates what 2.0.0 takes out of the API; this package still uses it inside, as it must until 2.0.0.
        .treatWarning("DeprecatedDeclaration", as: .warning),
    ]
}

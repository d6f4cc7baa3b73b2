// swift-tools-version: 6.2
import PackageDescription

// marquee-service: a Linux HTTP service on Hummingbird 2 that links Marquee by path. The root package keeps zero
// dependencies; this package adds Hummingbird (and with it swift-log, swift-service-lifecycle, SwiftNIO).

/// On by default: turns on Marquee's `UITesting` trait (stub modules, `-uitest`) and compiles the `/__uitest/`
/// control routes. `--disable-default-traits` gives the production build: no stub code linked, `-uitest` refused.
let uiTesting = "UITesting"

let package = Package(
    name: "MarqueeService",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "marquee-service", targets: ["marquee-service"])
    ],
    traits: [
        .trait(
            name: uiTesting,
            description: "Links Marquee's stub modules so -uitest runs on stubs, and serves the /__uitest/ control "
                + "routes. Disable for a production build without any stub code."
        ),
        .default(enabledTraits: [uiTesting]),
    ],
    dependencies: [
        .package(
            name: "Marquee", path: "../..",
            traits: [.trait(name: "UITesting", condition: .when(traits: [uiTesting]))]),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        // The `/__uitest/` control mounted on Hummingbird, as any Hummingbird service mounts it (under the trait only).
        .package(name: "UITestControlHummingbird", path: "../../Packages/UITestControlHummingbird"),
        // The HTML pages' templates.
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.1"),
        // The live mode's upstream transport (AsyncHTTPClient), Marquee's UpstreamClient port outside the root package.
        .package(name: "MarqueeAsyncHTTPClient", path: "../../Packages/MarqueeAsyncHTTPClient"),
        // Runs that transport beside the application so that it shuts down after it (already there for Hummingbird).
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        // The tests' own requests to a service they started (already there for the transport).
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        // The metrics listener (issue 40): the upstream stack's observations as swift-metrics counters, timers and
        // meters, exported by swift-prometheus in the Prometheus text format.
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
        // The visitor's cookie, sealed (ChaChaPoly), and the forms' anti-forgery tokens (HMAC), with keys derived
        // (HKDF) from MARQUEE_SESSION_KEY (issue 38).
        .package(url: "https://github.com/apple/swift-crypto.git", from: "4.0.0"),
        // The tests' one-connection client (OneConnection: keep-alive checked on the wire; already there for
        // Hummingbird).
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        // watchlist-service, the other service of the system (issue 69), which the watchlist port calls: its tests
        // run it in process (WatchlistServer), under -uitest with the trait.
        .package(
            name: "WatchlistService", path: "../WatchlistService",
            traits: [.trait(name: "UITesting", condition: .when(traits: [uiTesting]))]),
    ],
    targets: [
        .target(
            name: "MarqueeService",
            dependencies: [
                // Marquee's facade: the composition root, both contexts, input, presentation, the HTTP port (and,
                // with the trait, the scenario type).
                .product(name: "MarqueeKit", package: "Marquee"),
                .product(name: "MarqueeAsyncHTTPClient", package: "MarqueeAsyncHTTPClient"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(
                    name: "UITestControlHummingbird", package: "UITestControlHummingbird",
                    condition: .when(traits: [uiTesting])),
            ],
            // The HTML pages' templates and their stylesheet, and the JSON API's OpenAPI document, loaded and
            // checked at start-up.
            resources: [.copy("Resources/Templates"), .copy("Resources/Assets"), .copy("Resources/openapi.json")]
        ),
        .executableTarget(
            name: "marquee-service",
            dependencies: ["MarqueeService", .product(name: "Hummingbird", package: "hummingbird")]
        ),
        // The one table of recorded upstream answers (Tests/MarqueeServiceTests/Fixtures) and how a StubHTTPServer
        // replays them: for marquee-service-replay and the UI tests' replay backend; never part of the service.
        .target(
            name: "MarqueeUpstreamReplay",
            dependencies: [.product(name: "StubHTTPServer", package: "Marquee")]
        ),
        // Serves recorded upstream payloads on loopback (the benchmark's live case); never part of the service.
        .executableTarget(
            name: "marquee-service-replay",
            dependencies: ["MarqueeUpstreamReplay", .product(name: "StubHTTPServer", package: "Marquee")]
        ),
        // The robots' vocabulary: every `data-testid` a UI test may use, by screen. MarqueeUITests' robots find
        // elements only through it; MarqueeServiceTests checks each one against the templates, without a browser.
        .target(
            name: "MarqueePageElements", dependencies: [.product(name: "UITestKit", package: "Marquee")],
            path: "Tests/MarqueePageElements"),
        .testTarget(
            name: "MarqueeServiceTests",
            dependencies: [
                "MarqueeService",
                "MarqueePageElements",
                "MarqueeUpstreamReplay",
                .product(name: "AppDependencies", package: "Marquee"),
                .product(name: "CharactersAdaptersUITesting", package: "Marquee"),
                .product(name: "CharactersDomain", package: "Marquee"),
                .product(name: "MarqueeJSON", package: "Marquee"),
                .product(name: "HTTPTransport", package: "Marquee"),
                // The one table of inputs runs against `marquee`'s parser too (InputTableTests).
                .product(name: "_MarqueeCommandLine", package: "Marquee"),
                .product(name: "MarqueeInput", package: "Marquee"),
                .product(name: "MarqueePresentation", package: "Marquee"),
                .product(name: "_MarqueeTestSupport", package: "Marquee"),
                .product(name: "MoviesAdaptersUITesting", package: "Marquee"),
                .product(name: "MoviesDomain", package: "Marquee"),
                .product(name: "StubHTTPServer", package: "Marquee"),
                .product(name: "UITestScenario", package: "Marquee"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                // ServiceProcess runs the binary on the kit's ChildProcess (its output, its exit).
                .product(name: "UITestKit", package: "Marquee"),
                // The tests' own requests (not URLSession: ServiceProcess's `request` says why).
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                // The live service in process on the production default transport (LiveService).
                .product(name: "MarqueeAsyncHTTPClient", package: "MarqueeAsyncHTTPClient"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                // The watchlist port's other side, in process: its contract and the system's sessions.
                .product(name: "WatchlistService", package: "WatchlistService"),
                .product(name: "StubContract", package: "Marquee"),
            ],
            resources: [.copy("Fixtures")]
        ),
        // The pages in headless Chromium over WebDriver, on stubs: robots, axe-core audits, failure bundles.
        // Needs Scripts/prepare-ui-tests (chromium, chromium-driver, axe-core: the kit's script); depends on the
        // executable so that `swift test` builds the binary each test launches.
        .testTarget(
            name: "MarqueeUITests",
            dependencies: [
                "marquee-service",
                "MarqueePageElements",
                // The pages' view models and their `.stub()` builders, for pages presented alone.
                "MarqueeService",
                // The replay backend (UI_TEST_BACKEND=replay): the recorded upstream answers, on a StubHTTPServer,
                // and a scenario's failure as the APIs answer it (UpstreamFailureAnswers, the contract suites' too).
                "MarqueeUpstreamReplay",
                .product(name: "StubHTTPServer", package: "Marquee"),
                .product(name: "_MarqueeTestSupport", package: "Marquee"),
                // Marquee's port sets, whose presets the error-state tests launch.
                .product(name: "AppDependencies", package: "Marquee"),
                // The stubs' typed call values, compared with what /__uitest/calls reports.
                .product(name: "CharactersAdaptersUITesting", package: "Marquee"),
                .product(name: "CharactersDomain", package: "Marquee"),
                .product(name: "MarqueeJSON", package: "Marquee"),
                .product(name: "MoviesAdaptersUITesting", package: "Marquee"),
                .product(name: "UITestScenario", package: "Marquee"),
                .product(name: "UITestKit", package: "Marquee"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                // The full-stack tests' second service, in process.
                .product(name: "WatchlistService", package: "WatchlistService"),
            ],
            // The screenshot baselines (UITestKit's checkScreenshot), PNGs reviewed in the repository, not resources.
            exclude: ["Tests/__Screenshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Warnings are errors in this package's own targets, as in the root package (see its Package.swift).
for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}

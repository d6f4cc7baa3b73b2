// swift-tools-version: 6.2
import PackageDescription

// Marquee: two bounded contexts (Movies, Characters), each split into
// Domain -> Application -> Adapters (production HTTP) / AdaptersUITesting (stubs) -> Composition.
// No package dependencies: only the toolchain (Foundation, FoundationNetworking, Dispatch,
// Synchronization, Swift Testing), and libxml2, which the toolchain itself links on Linux (UITestKit's HTML driver).

/// The trait that links the stub modules into `AppDependencies`. On by default; a production
/// service builds with `--disable-default-traits` and then carries no stub code at all.
let uiTesting = "UITesting"

/// A library target in one of the layer folders, e.g. `Domain/MoviesDomain`.
func module(_ name: String, in layer: String, dependencies: [Target.Dependency] = []) -> Target {
    .target(name: name, dependencies: dependencies, path: "\(layer)/\(name)")
}

/// The test target for `name`, in `Tests/<name>Tests`.
func tests(for name: String, dependencies: [Target.Dependency] = [], resources: [Resource]? = nil) -> Target {
    .testTarget(
        name: "\(name)Tests",
        dependencies: [.target(name: name)] + dependencies,
        path: "Tests/\(name)Tests",
        resources: resources
    )
}

let libraries: [Target] = [
    // Domain: Foundation only. SharedKernel holds the value types both contexts share (a calendar date); each
    // context's domain re-exports it.
    module("SharedKernel", in: "Domain"),
    // The JSON tree every layer above writes (a stub's recorded call, a scenario, `marquee --json`, a service's API):
    // a value type with no context of its own, so it sits beside the shared kernel.
    module("MarqueeJSON", in: "Domain", dependencies: ["SharedKernel"]),
    module("MoviesDomain", in: "Domain", dependencies: ["SharedKernel"]),
    module("CharactersDomain", in: "Domain", dependencies: ["SharedKernel"]),

    // Application: Foundation and its own Domain only.
    module("MoviesApplication", in: "Application", dependencies: ["MoviesDomain"]),
    module("CharactersApplication", in: "Application", dependencies: ["CharactersDomain"]),

    // Adapters: production HTTP implementations of the Domain ports.
    module("HTTPTransport", in: "Adapters", dependencies: ["SharedKernel"]),
    module("MoviesAdapters", in: "Adapters", dependencies: ["MoviesDomain", "HTTPTransport"]),
    module("CharactersAdapters", in: "Adapters", dependencies: ["CharactersDomain", "HTTPTransport"]),

    // Composition: what the app consumes per context, and the live wiring.
    module(
        "MoviesComposition",
        in: "Composition",
        dependencies: ["MoviesDomain", "MoviesApplication", "MoviesAdapters"]
    ),
    module(
        "CharactersComposition",
        in: "Composition",
        dependencies: ["CharactersDomain", "CharactersApplication", "CharactersAdapters"]
    ),

    // The JSON presentation of the use cases' results, one implementation for every host (marquee --json, services).
    module(
        "MarqueePresentation",
        in: "Composition",
        dependencies: [
            "MarqueeJSON", "HTTPTransport", "MoviesDomain", "MoviesApplication", "CharactersDomain",
            "CharactersApplication",
        ]
    ),

    // AdaptersUITesting: deterministic stand-ins. Never imported by production adapters.
    module("StubHTTPServer", in: "AdaptersUITesting"),
    module("UITestScenario", in: "AdaptersUITesting", dependencies: ["MarqueeJSON", "SharedKernel"]),
    // A contract and a recording for any stubbed port (a service's own, and Marquee's): Swift Testing expectations
    // run on the stub and the live adapter alike, and a recorder over the live adapter that writes the stub's data.
    // A test-time library: it imports Testing, and no module a service's production build links imports it.
    module(
        "StubContract", in: "AdaptersUITesting",
        dependencies: ["UITestScenario", "MarqueeJSON", "StubHTTPServer"]
    ),
    module(
        "MoviesAdaptersUITesting",
        in: "AdaptersUITesting",
        dependencies: [
            "MoviesDomain", "MoviesApplication", "MarqueeJSON", "UITestScenario",
        ]
    ),
    module(
        "CharactersAdaptersUITesting",
        in: "AdaptersUITesting",
        dependencies: [
            "CharactersDomain", "CharactersApplication", "MarqueeJSON", "UITestScenario",
        ]
    ),

    // The one reading of every host's input (ids, pages, queries, character filters, form-encoded query strings):
    // `marquee`, the JSON API and the pages accept and refuse the same input with the same message.
    module(
        "MarqueeInput",
        in: "Composition",
        dependencies: ["SharedKernel", "MoviesDomain", "CharactersDomain"]
    ),

    // The `marquee` command line, parsed and validated: a library of its own so that `Fuzz/` can reach it.
    module(
        "MarqueeCommandLine",
        in: "Composition",
        dependencies: ["SharedKernel", "CharactersDomain", "MoviesDomain", "MarqueeInput"]
    ),

    // The composition root: the only place that sees both sides and decides which one runs.
    module(
        "AppDependencies",
        in: "Composition",
        dependencies: [
            "MoviesComposition", "CharactersComposition", "HTTPTransport", "MoviesAdapters",
            "CharactersAdapters",
            .target(name: "UITestScenario", condition: .when(traits: [uiTesting])),
            .target(name: "MoviesAdaptersUITesting", condition: .when(traits: [uiTesting])),
            .target(name: "CharactersAdaptersUITesting", condition: .when(traits: [uiTesting])),
        ]
    ),

    // The facade a service imports: re-exports what a service calls (and, with the trait, the scenario type).
    // Its folder also holds the documentation catalog (.ci/build-docs).
    module(
        "MarqueeKit",
        in: "Composition",
        dependencies: [
            "AppDependencies", "CharactersApplication", "CharactersComposition", "CharactersDomain", "MarqueeJSON",
            "HTTPTransport", "MarqueeInput", "MarqueePresentation", "MoviesApplication", "MoviesComposition",
            "MoviesDomain", "SharedKernel",
            .target(name: "UITestScenario", condition: .when(traits: [uiTesting])),
            .target(name: "MoviesAdaptersUITesting", condition: .when(traits: [uiTesting])),
            .target(name: "CharactersAdaptersUITesting", condition: .when(traits: [uiTesting])),
        ]
    ),
]

/// The fixtures tool, in `Tools/` because it is not a layer: it drives the production adapters through
/// StubHTTPServer's recorder and compares the stub catalogue with the recordings. It sees both sides, like the
/// composition root, but it is not a product and never linked into `marquee`.
let fixtureTools: [Target] = [
    .target(
        name: "MarqueeFixtures",
        dependencies: [
            "AppDependencies", "HTTPTransport", "MoviesDomain", "MoviesAdapters", "MoviesAdaptersUITesting",
            "CharactersDomain", "CharactersAdapters", "CharactersAdaptersUITesting", "MarqueeJSON", "StubHTTPServer",
            "UITestScenario",
        ],
        path: "Tools/MarqueeFixtures"
    ),
    .executableTarget(
        name: "marquee-fixtures", dependencies: ["MarqueeFixtures"], path: "Tools/marquee-fixtures"),
]

/// The browser UI-test kit: a library product of its own, for a service's UI tests (any Linux web service's, not only
/// Marquee's), depended on by this repository's URL. Foundation, Swift Testing and libxml2 (a system library, for its
/// HTML driver) only; it holds and imports nothing of Marquee's (.ci/check-architecture), and no Marquee module
/// imports it, so `marquee` never links it. Its sources
/// stay beside its browser tests and fixture service in Packages/UITestKit, a package of its own that keeps those
/// tests out of this package's `swift test` (which needs no browser); the browser-free logic is tested here.
let uiTestKit: [Target] = [
    // libxml2's HTML parser, for the kit's HTML driver: a system library (one of the Swift toolchain's own Linux
    // dependencies, in Apple's SDKs too), not a package, found through pkg-config without unsafe flags, so that a
    // service depending on this package by URL builds it.
    .systemLibrary(
        name: "CLibXML2", path: "Packages/UITestKit/Sources/CLibXML2", pkgConfig: "libxml-2.0",
        providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]),
    .target(name: "UITestKit", dependencies: ["CLibXML2"], path: "Packages/UITestKit/Sources/UITestKit"),
    // A test of the kit may start a loopback server of Marquee's; the kit itself imports nothing of Marquee.
    tests(for: "UITestKit", dependencies: ["StubHTTPServer", "MarqueeTestSupport", "UITestScenario"]),
]

let executables: [Target] = [
    .executableTarget(
        name: "marquee",
        dependencies: [
            "AppDependencies", "MarqueeJSON", "HTTPTransport", "MarqueeCommandLine", "MarqueePresentation",
            "MoviesDomain",
            "MoviesApplication", "MoviesComposition", "CharactersDomain", "CharactersApplication",
            "CharactersComposition",
        ],
        path: "Composition/marquee"
    )
]

let testTargets: [Target] = [
    // Helpers that several test targets share (the deterministic TestClock, a scoped stub server, golden files).
    // Only test targets depend on it; its product exists for the test targets of the packages under Examples/.
    .target(
        name: "MarqueeTestSupport",
        dependencies: ["SharedKernel", "HTTPTransport", "StubHTTPServer", "UITestScenario"],
        path: "Tests/MarqueeTestSupport"),
    // The checks every UpstreamClient transport must pass, written once, the HTTP adapters' failures on it included:
    // HTTPTransportTests, MoviesAdaptersTests and CharactersAdaptersTests run them against URLSession,
    // Packages/MarqueeAsyncHTTPClient against URLSession and AsyncHTTPClient side by side.
    .target(
        name: "HTTPClientConformance",
        dependencies: [
            "SharedKernel", "HTTPTransport", "StubHTTPServer", "MarqueeTestSupport", "MoviesDomain", "MoviesAdapters",
            "CharactersDomain", "CharactersAdapters",
        ],
        path: "Tests/HTTPClientConformance"),
    tests(for: "SharedKernel"),
    tests(for: "MoviesDomain"),
    tests(for: "CharactersDomain"),
    tests(for: "MoviesApplication", dependencies: ["MoviesDomain", "MarqueeTestSupport"]),
    tests(for: "CharactersApplication", dependencies: ["CharactersDomain", "MarqueeTestSupport"]),
    tests(for: "StubHTTPServer", dependencies: ["MarqueeTestSupport"]),
    tests(for: "HTTPTransport", dependencies: ["StubHTTPServer", "MarqueeTestSupport", "HTTPClientConformance"]),
    tests(
        for: "MoviesAdapters",
        dependencies: [
            "MoviesDomain", "HTTPTransport", "StubHTTPServer", "MarqueeTestSupport", "HTTPClientConformance",
        ],
        resources: [.copy("Fixtures")]
    ),
    tests(
        for: "CharactersAdapters",
        dependencies: [
            "CharactersDomain", "HTTPTransport", "StubHTTPServer", "MarqueeTestSupport", "HTTPClientConformance",
        ],
        resources: [.copy("Fixtures")]
    ),
    tests(for: "MarqueeJSON", dependencies: ["SharedKernel"]),
    tests(for: "MarqueeInput", dependencies: ["CharactersDomain"]),
    tests(for: "UITestScenario", dependencies: ["MarqueeJSON", "MarqueeTestSupport"]),
    tests(for: "StubContract", dependencies: ["UITestScenario", "MarqueeJSON", "SharedKernel", "MarqueeTestSupport"]),
    tests(
        for: "MoviesAdaptersUITesting",
        dependencies: [
            "MoviesDomain", "MoviesApplication", "MarqueeJSON", "UITestScenario", "MarqueeTestSupport",
        ],
        resources: [.copy("Golden")]
    ),
    tests(
        for: "CharactersAdaptersUITesting",
        dependencies: [
            "CharactersDomain", "CharactersApplication", "MarqueeJSON", "UITestScenario",
            "MarqueeTestSupport",
        ],
        resources: [.copy("Golden")]
    ),
    tests(
        for: "AppDependencies",
        dependencies: [
            "MoviesAdapters", "CharactersAdapters", "CharactersComposition", "MoviesComposition",
            "HTTPTransport", "UITestScenario",
            "MoviesAdaptersUITesting", "CharactersAdaptersUITesting", "MoviesApplication", "CharactersDomain",
            "MarqueeTestSupport", "StubHTTPServer",
        ]
    ),
    .testTarget(
        name: "ContractTests",
        dependencies: [
            "MoviesDomain", "CharactersDomain", "MoviesAdapters", "CharactersAdapters", "HTTPTransport",
            "MoviesAdaptersUITesting", "CharactersAdaptersUITesting", "UITestScenario", "StubHTTPServer",
            "MarqueeJSON", "MarqueeTestSupport", "StubContract",
        ],
        path: "Tests/ContractTests",
        resources: [.copy("Fixtures")]
    ),
    .testTarget(
        name: "MarqueeFixturesTests",
        dependencies: [
            "MarqueeFixtures", "CharactersDomain", "MarqueeJSON", "StubHTTPServer", "MarqueeTestSupport",
            // For its one launcher of child processes (SpawnedProcess).
            "UITestKit",
        ],
        path: "Tests/MarqueeFixturesTests"
    ),
    // The Swift the README and the DocC articles show, compiled (and the fakes' tests run): .ci/check-doc-snippets
    // finds each snippet here, or in a package CI builds, line for line.
    .testTarget(
        name: "DocSnippetTests", dependencies: ["MarqueeKit", "StubHTTPServer", "MarqueeTestSupport"],
        path: "Tests/DocSnippetTests"),
    .testTarget(
        name: "MarqueeEndToEndTests",
        // UITestKit for its one launcher of child processes (SpawnedProcess).
        dependencies: ["StubHTTPServer", "MarqueeTestSupport", "UITestKit"],
        path: "Tests/MarqueeEndToEndTests",
        resources: [.copy("Fixtures")]
    ),
]

let package = Package(
    name: "Marquee",
    // Mutex (Synchronization) is what guards shared state; it exists from macOS 15 / iOS 18 on.
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: libraries.filter { $0.name != "MarqueeCommandLine" }.map {
        .library(name: $0.name, targets: [$0.name])
    } + [
        .executable(name: "marquee", targets: ["marquee"]),
        // A product whose name starts with `_` serves this repository's own packages (their tests, Fuzz/) and is
        // outside the API promise: it may change in any release (README, "Versions and releases"). Test helpers
        // (Examples/MarqueeService's tests inject the TestClock), the transport checks Packages/MarqueeAsyncHTTPClient
        // runs on both transports, and the `marquee` command's parser, which Fuzz/ reaches.
        .library(name: "_MarqueeTestSupport", targets: ["MarqueeTestSupport"]),
        .library(name: "_HTTPClientConformance", targets: ["HTTPClientConformance"]),
        .library(name: "_MarqueeCommandLine", targets: ["MarqueeCommandLine"]),
        // For a service's UI-test targets: `.product(name: "UITestKit", package: "Marquee")`.
        .library(name: "UITestKit", targets: ["UITestKit"]),
    ],
    traits: [
        .trait(
            name: uiTesting,
            description: "Links the AdaptersUITesting stub modules so `-uitest` can switch to them. "
                + "Disable (--disable-default-traits) for a production build without any stub code."
        ),
        .default(enabledTraits: [uiTesting]),
    ],
    targets: libraries + fixtureTools + uiTestKit + executables + testTargets,
    swiftLanguageModes: [.v6]
)

// Warnings are errors in every build of this package (CI's rule, and the same build everyone runs), so
// `swift build` and `swift test` share one build instead of CI building twice with `-Xswiftc` flags.
// SwiftPM does not apply a dependency's warning settings to remote packages that depend on Marquee.
for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}

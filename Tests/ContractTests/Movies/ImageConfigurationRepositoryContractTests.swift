import Foundation
import MarqueeTestSupport
import MoviesAdapters
import MoviesAdaptersUITesting
import MoviesDomain
import StubHTTPServer
import Testing
import UITestScenario

/// The contract of ``ImageConfigurationRepository``: what the stub and the TMDb adapter must both do.
///
/// The replay serves the configuration recorded from TMDb (emptied of sizes in the `empty` behaviour), so
/// ``parity()`` compares the stub with a recorded payload: it catches data drift.
///
/// `.serialized`: every case holds a loopback server and a URLSession, so the cases run one at a time. The suite
/// then holds a few descriptors instead of hundreds at once, which keeps the whole test process well inside a
/// common 1024-descriptor limit, and takes no longer in practice.
@Suite("ImageConfigurationRepository contract", .serialized)
struct ImageConfigurationRepositoryContractTests {
    /// The port's `implementation` in `behavior` (the one place this suite names concrete types).
    static func subject(
        _ implementation: Implementation, _ behavior: PortBehavior = .happyPath
    ) throws -> ContractSubject<any ImageConfigurationRepository> {
        try ContractSubject.make(
            implementation, behavior,
            stub: { StubImageConfigurationRepository(scenario: $0, clock: TestClock()) },
            replay: try TMDbReplay(),
            endpoints: replayEndpoints,
            http: { baseURL, client in
                TMDbImageConfigurationRepository(
                    configuration: TMDbConfiguration(
                        credential: .bearerToken(TMDbReplay.bearerToken), baseURL: baseURL),
                    httpClient: client)
            })
    }

    @Test(
        "The configuration turns image paths into https URLs for every kind of image",
        arguments: Implementation.allCases)
    func configurationResolvesImages(_ implementation: Implementation) async throws {
        // Given
        let subject = try Self.subject(implementation)
        defer { subject.stop() }

        // When
        let configuration = try await subject.port.imageConfiguration()

        // Then
        #expect(configuration.secureBaseURL.scheme == "https")
        for kind in ImageKind.allCases {
            #expect(configuration.sizes(for: kind).contains(.original), "\(kind) has an original size")
            #expect(configuration.url(for: "/a.jpg", kind: kind, width: 100)?.scheme == "https")
        }
    }

    @Test("Asking twice gives the same configuration", arguments: Implementation.allCases)
    func askingTwice(_ implementation: Implementation) async throws {
        // Given
        let subject = try Self.subject(implementation)
        defer { subject.stop() }

        // When
        let first = try await subject.port.imageConfiguration()
        let second = try await subject.port.imageConfiguration()

        // Then
        #expect(first == second)
    }

    @Test(
        "A failing service fails with the same domain error", arguments: Implementation.allCases,
        PortBehavior.contractFailures)
    func failures(_ implementation: Implementation, behavior: PortBehavior) async throws {
        // Given
        let subject = try Self.subject(implementation, behavior)
        defer { subject.stop() }
        let expected = try #require(behavior.failure)

        // When / Then
        await #expect(throws: expected) { try await subject.port.imageConfiguration() }
        subject.expectAttempts(forEachOf: 1, in: behavior)
    }

    @Test(
        "A caller whose task is cancelled gets .cancelled; the HTTP adapter's while its request is in flight",
        arguments: Implementation.allCases)
    func cancelledCaller(_ implementation: Implementation) async throws {
        // Given
        let subject = try Self.subject(implementation)
        defer { subject.stop() }

        // When / Then
        try await subject.expectCancelled(UpstreamFailure.cancelled, holding: "/3/configuration") {
            _ = try await $0.imageConfiguration()
        }
    }

    /// Data drift: the configuration is its recorded body on the HTTP side.
    @Test("The stub has the recorded configuration")
    func parity() async throws {
        // Given
        let stub = try Self.subject(.stub)
        let http = try Self.subject(.http)
        defer { http.stop() }

        // When
        let stubConfiguration = try await stub.port.imageConfiguration()
        let httpConfiguration = try await http.port.imageConfiguration()

        // Then
        #expect(stubConfiguration == httpConfiguration)
    }

    @Test(
        "An empty world's configuration has no sizes, so no image resolves; when nothing is found it is whole",
        arguments: Implementation.allCases)
    func emptyAndNothingFound(_ implementation: Implementation) async throws {
        // Given
        let empty = try Self.subject(implementation, .empty)
        let nothingFound = try Self.subject(implementation, .notFound)
        let happy = try Self.subject(implementation)
        defer { [empty, nothingFound, happy].forEach { $0.stop() } }

        // When
        let emptyConfiguration = try await empty.port.imageConfiguration()
        let nothingFoundConfiguration = try await nothingFound.port.imageConfiguration()

        // Then
        for kind in ImageKind.allCases {
            #expect(emptyConfiguration.sizes(for: kind).isEmpty)
            #expect(emptyConfiguration.url(for: "/a.jpg", kind: kind, width: 100) == nil)
        }
        #expect(nothingFoundConfiguration == (try await happy.port.imageConfiguration()))
    }

    // MARK: - Replay: the endpoint TMDbImageConfigurationRepository calls

    /// Registers `/configuration` on `server`: the recorded body; in the `empty` behaviour the same with every
    /// list of sizes empty (the stub's empty configuration); `notFound` has nothing to miss and answers as the
    /// happy path, as the stub's preset has it.
    static func replayEndpoints(
        _ replay: TMDbReplay, on server: StubHTTPServer, _ behavior: PortBehavior
    ) throws(ContractHarnessError) {
        let recorded = try Fixture.tmdbConfiguration.data()
        var body = recorded
        if behavior == .empty {
            var configuration = try JSON.object(recorded, "configuration")
            var images = configuration["images"] as? [String: Any] ?? [:]
            for key in images.keys where key.hasSuffix("_sizes") {
                images[key] = [String]()
            }
            configuration["images"] = images
            body = try JSON.data(configuration)
        }
        let served = body
        server.register(
            .get, "\(replay.basePath)/configuration",
            .handler { request in replay.authorized(request) { .json(served) } }
        )
    }
}

import Foundation
import MoviesAdapters
import MoviesAdaptersUITesting
import MoviesDomain
import Testing

/// The contract of ``ImageConfigurationRepository``: what the stub and the TMDb adapter must both do.
@Suite("ImageConfigurationRepository contract")
struct ImageConfigurationRepositoryContractTests {
    /// The port's `implementation` in `condition` (the one place this suite names concrete types).
    static func subject(
        _ implementation: Implementation, _ condition: WorldCondition = .happyPath
    ) throws -> ContractSubject<any ImageConfigurationRepository> {
        try ContractSubject.make(
            implementation, condition,
            stub: { UITestMoviesFactory(scenario: $0, sleeper: ImmediateSleeper()).imageConfigurationRepository },
            replay: try TMDbReplay.contractWorld(),
            http: { baseURL, client in
                TMDbImageConfigurationRepository(
                    configuration: TMDbConfiguration(credential: .bearerToken(TMDbReplay.bearerToken), baseURL: baseURL),
                    httpClient: client)
            })
    }

    @Test("The configuration turns image paths into https URLs for every kind of image", arguments: Implementation.allCases)
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

    @Test("A failing service fails with the same domain error", arguments: Implementation.allCases, WorldCondition.failures)
    func failures(_ implementation: Implementation, condition: WorldCondition) async throws {
        // Given
        let subject = try Self.subject(implementation, condition)
        defer { subject.stop() }
        let expected: ImageConfigurationRepositoryError = condition == .unauthorized ? .unauthorized : .unavailable

        // When / Then
        await #expect(throws: expected) { try await subject.port.imageConfiguration() }
    }

    @Test("The stub and the adapter give the same configuration (the recorded one)")
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
}

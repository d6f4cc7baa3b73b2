import MarqueeTestSupport
import MoviesAdaptersUITesting
import MoviesDomain
import Testing
import UITestScenario

@Suite("Stub image configuration repository")
struct StubImageConfigurationRepositoryTests {
    @Test("The happy path and notFound answer TMDb's real configuration", arguments: [Scenario.happyPath, .notFound])
    func realConfiguration(scenario: Scenario) async throws {
        // Given
        let repository = StubImageConfigurationRepository(scenario: scenario, clock: TestClock())

        // When
        let configuration = try await repository.imageConfiguration()

        // Then
        #expect(configuration == StubImageConfigurationRepository.standardConfiguration)
    }

    @Test("empty answers a configuration without sizes, so no image resolves")
    func emptyConfiguration() async throws {
        // Given
        let repository = StubImageConfigurationRepository(scenario: .empty, clock: TestClock())

        // When
        let configuration = try await repository.imageConfiguration()

        // Then
        #expect(configuration.posterSizes.isEmpty && configuration.backdropSizes.isEmpty)
        #expect(configuration.profileSizes.isEmpty)
        #expect(configuration.url(for: "/a.jpg", kind: .poster, width: 500) == nil)
    }

    @Test(
        "unauthorized, serverError and failThenRecover map onto the port's errors",
        arguments: [
            (Scenario.unauthorized, UpstreamFailure.unauthorized), (.serverError, .unavailable),
            (.failThenRecover, .unavailable),
        ])
    func failures(scenario: Scenario, error: UpstreamFailure) async {
        // Given
        let repository = StubImageConfigurationRepository(scenario: scenario, clock: TestClock())

        // When / Then
        await #expect(throws: error) { try await repository.imageConfiguration() }
    }
}

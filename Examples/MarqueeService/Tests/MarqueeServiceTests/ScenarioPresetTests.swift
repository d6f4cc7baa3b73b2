import AppDependencies
import HummingbirdTesting
import MarqueeTestSupport
import Testing
import UITestScenario

@testable import MarqueeService

/// What one endpoint answers under a preset: 200, or a status with a problem type.
struct PresetAnswer: Sendable, CustomTestStringConvertible {
    let preset: String
    let path: String
    let status: Int
    let problemType: String?

    var testDescription: String { "\(preset) GET \(path) → \(status) \(problemType ?? "")" }
}

@Suite("Every scenario preset's status and problem body, endpoint by endpoint")
struct ScenarioPresetTests {
    static let paths = [
        "/api/v1/movies/popular", "/api/v1/movies/search?query=fight", "/api/v1/movies/550", "/api/v1/characters",
        "/api/v1/characters/1",
    ]

    /// Per preset, the status of each path above, in order; a problem type for every non-200.
    static let table: [String: [Int]] = [
        "happyPath": [200, 200, 200, 200, 200],
        "empty": [200, 200, 404, 200, 404],
        "notFound": [200, 200, 404, 200, 404],
        "unauthorized": [502, 502, 502, 502, 502],
        "serverError": [503, 503, 503, 503, 503],
        "failThenRecover": [503, 503, 503, 503, 503],
        "slow": [200, 200, 200, 200, 200],
        "episodesUnavailable": [200, 200, 200, 200, 503],
        "imageConfigurationUnavailable": [200, 200, 503, 200, 200],
    ]

    static let problemTypes: [Int: String] = [
        404: "urn:marquee:problem:not-found", 502: "urn:marquee:problem:upstream-unauthorized",
        503: "urn:marquee:problem:upstream-unavailable",
    ]

    static let answers: [PresetAnswer] = StubWorld.presetNames(for: UITestDependencies.portSets).flatMap { preset in
        zip(paths, table[preset] ?? []).map { path, status in
            PresetAnswer(preset: preset, path: path, status: status, problemType: problemTypes[status])
        }
    }

    @Test("the table covers every preset the stubs know")
    func everyPreset() {
        #expect(Set(Self.table.keys) == Set(StubWorld.presetNames(for: UITestDependencies.portSets)))
    }

    @Test("a preset's answer on a fresh service", arguments: answers)
    func answer(_ expected: PresetAnswer) async throws {
        // Given: a session whose delays are recorded, not slept.
        let session = UITestSession(
            scenario: try StubWorld.scenario(expected.preset, for: UITestDependencies.portSets), clock: TestClock())
        let launch = try LaunchConfiguration(
            arguments: ["marquee-service", "-uitest", "-uitest-scenario", expected.preset], environment: [:])
        let service = ServiceUnderTest(dependencies: ServiceDependencies(session: session, mode: launch.mode))

        try await service.run { client in
            // When
            let response = try await client.get(expected.path)

            // Then
            #expect(response.status.code == expected.status)
            if let type = expected.problemType {
                let problem = try response.problem()
                #expect(problem.type == type)
                #expect(problem.status == expected.status)
                #expect(problem.instance == String(expected.path.prefix { $0 != "?" }))
                #expect(!problem.detail.isEmpty && !problem.detail.contains("\n"))
                #expect(response.headers[.retryAfter] == nil)
            } else {
                #expect(response.headers[.contentType] == "application/json")
            }
        }
    }

    @Test("failThenRecover fails once per port, then the same service answers 200 without relaunching")
    func recovers() async throws {
        try await ServiceUnderTest.stubs("failThenRecover").run { client in
            // When
            let first = try await client.get("/api/v1/movies/popular")
            let second = try await client.get("/api/v1/movies/popular")
            // A character's details call two ports, each failing its first call.
            let characterStatuses = [
                try await client.get("/api/v1/characters/1").status.code,
                try await client.get("/api/v1/characters/1").status.code,
                try await client.get("/api/v1/characters/1").status.code,
            ]

            // Then
            #expect(first.status == .serviceUnavailable)
            #expect(second.status == .ok)
            #expect(characterStatuses == [503, 503, 200])
        }
    }
}

import CharactersAdapters
import CharactersDomain
import Foundation
import HTTPClientConformance
import HTTPTransport
import MarqueeTestSupport
import StubHTTPServer
import Testing

@Suite("RickAndMortyEpisodeRepository, against the stub server")
struct RickAndMortyEpisodeRepositoryTests {
    @Test("several ids are one GET /api/episode/1,2,28, deduplicated and sorted, mapped field by field")
    func batch() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/api/episode/1,2,28", try RickAndMortyHarness.fixture("rm-episodes-1-2-28"))
            let harness = RickAndMortyHarness(server: server)

            // When
            let episodes = try await harness.episodes.episodes(withIDs: [28, 2, 1, 28])

            // Then
            let request = try #require(server.requests.first)
            #expect(server.requests.count == 1)
            #expect(request.method == .get)
            #expect(request.rawTarget == "/api/episode/1,2,28")
            #expect(request.header("Accept") == "application/json")
            #expect(episodes.map(\.id) == [1, 2, 28])
            #expect(
                episodes.first
                    == Episode(
                        id: 1, name: "Pilot", code: EpisodeCode(season: 1, episode: 1)!,
                        airDate: CalendarDate(year: 2013, month: 12, day: 2)!
                    )
            )
            #expect(episodes.last?.code.description == "S03E07")
            #expect(episodes.last?.airDate.description == "2017-09-10")
        }
    }

    @Test("one id gets one object back and is read all the same")
    func single() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/api/episode/28", try RickAndMortyHarness.fixture("rm-episode-28"))
            let harness = RickAndMortyHarness(server: server)

            // When
            let episodes = try await harness.episodes.episodes(withIDs: [28])

            // Then
            #expect(episodes.map(\.name) == ["The Ricklantis Mixup"])
        }
    }

    @Test("no ids is an empty list without a request; one unknown id (404) and several (200 []) are empty lists")
    func emptyAndUnknown() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/api/episode/9998,9999", .json(string: "[]"))
            server.register(.get, "/api/episode/9999", RickAndMortyHarness.nothingHere)
            let harness = RickAndMortyHarness(server: server)

            // When
            let none = try await harness.episodes.episodes(withIDs: [])
            let unknown = try await harness.episodes.episodes(withIDs: [9999, 9998])
            let single = try await harness.episodes.episodes(withIDs: [9999])

            // Then
            #expect(none.isEmpty)
            #expect(unknown.isEmpty)
            #expect(single.isEmpty)
            #expect(server.requests.map(\.rawTarget) == ["/api/episode/9998,9999", "/api/episode/9999"])
        }
    }

    @Test("a 404 for several ids is not an answer the API gives: the service is not there, .unavailable")
    func severalNotFound() async throws {
        try await withStubServer { server in
            // Given: nothing registered, every path is a 404.
            let harness = RickAndMortyHarness(server: server)

            // When
            let error = await #expect(throws: UpstreamFailure.self) {
                try await harness.episodes.episodes(withIDs: [1, 2])
            }

            // Then
            #expect(error == .unavailable)
        }
    }

    @Test(
        "failures map onto the port's errors",
        arguments: [
            (StubResponse.status(401), UpstreamFailure.unauthorized),
            (.status(429), .rateLimited),
            (.status(500), .unavailable),
            (.status(503), .unavailable),
            (.closeConnection, .unavailable),
            (
                .json(string: #"[{"id":1,"name":"Pilot","air_date":"2 December 2013","episode":"S01E01"}]"#),
                .invalidResponse
            ),
            (
                .json(string: #"[{"id":1,"name":"Pilot","air_date":"December 2, 2013","episode":"1x01"}]"#),
                .invalidResponse
            ),
            (.json(string: #"[{"id":1,"name":"Pilot"}]"#), .invalidResponse),
            (.json(string: "[{"), .invalidResponse),
        ]
    )
    func failures(response: StubResponse, expected: UpstreamFailure) async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/api/episode/1,2", response)
            let harness = RickAndMortyHarness(server: server, policy: .never)

            // When
            let error = await #expect(throws: UpstreamFailure.self) {
                try await harness.episodes.episodes(withIDs: [1, 2])
            }

            // Then
            #expect(error == expected)
        }
    }
}

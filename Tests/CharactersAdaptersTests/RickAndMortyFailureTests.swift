import CharactersAdapters
import CharactersDomain
import Foundation
import HTTPTransport
import MarqueeTestSupport
import StubHTTPServer
import Testing

@Suite("Rick and Morty repositories: failures, against the stub server")
struct RickAndMortyFailureTests {
    @Test(
        "statuses map onto the port's errors, retrying only what is worth retrying",
        arguments: [
            (400, CharacterRepositoryError.upstream(.invalidResponse), 1),
            (401, .upstream(.unauthorized), 1),
            (403, .upstream(.unauthorized), 1),
            (429, .upstream(.rateLimited), 3),
            (500, .upstream(.unavailable), 1),
            (502, .upstream(.unavailable), 3),
            (503, .upstream(.unavailable), 3),
        ]
    )
    func statuses(status: Int, expected: CharacterRepositoryError, attempts: Int) async throws {
        try await withStubServer { server in
            // Given
            server.registerPrefix(.get, "/api/", .json(string: #"{"error":"nope"}"#, status: status))
            let harness = RickAndMortyHarness(server: server)

            // When
            let single = await #expect(throws: CharacterRepositoryError.self) {
                try await harness.characters.character(withID: 1)
            }
            let list = await #expect(throws: CharacterRepositoryError.self) {
                try await harness.characters.characters(page: 1, filter: CharacterFilter(name: "rick"))
            }
            let batch = await #expect(throws: CharacterRepositoryError.self) {
                try await harness.characters.characters(withIDs: [1, 2])
            }

            // Then
            #expect(single == expected)
            #expect(list == expected)
            #expect(batch == expected)
            #expect(server.requests.count == 3 * attempts)
        }
    }

    @Test("a 429 with Retry-After waits that long and then succeeds")
    func rateLimitedThenSuccess() async throws {
        try await withStubServer { server in
            // Given
            server.register(
                .get, "/api/character/19",
                .sequence([
                    .status(429, headers: ["Retry-After": "1"]),
                    try RickAndMortyHarness.fixture("rm-character-19-unknown"),
                ])
            )
            let harness = RickAndMortyHarness(server: server)

            // When
            let character = try await harness.characters.character(withID: 19)

            // Then
            #expect(character.id == 19)
            #expect(harness.clock.sleeps == [.seconds(1)])
        }
    }

    @Test("a 429 without Retry-After backs off and ends as .rateLimited when attempts run out")
    func rateLimitedExhausted() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/api/character/19", .status(429))
            let harness = RickAndMortyHarness(
                server: server, policy: RetryPolicy(maxAttempts: 3, baseDelay: .seconds(1), jitter: 0)
            )

            // When
            let error = await #expect(throws: CharacterRepositoryError.self) {
                try await harness.characters.character(withID: 19)
            }

            // Then
            #expect(error == .upstream(.rateLimited))
            #expect(harness.clock.sleeps == [.seconds(1), .seconds(2)])
        }
    }

    @Test(
        "a 429's or 503's Retry-After in seconds reaches every port's error; an HTTP date or garbage is no known wait",
        arguments: [
            (429, "4", Duration?.some(.seconds(4))), (503, "9", .seconds(9)),
            (429, "Wed, 21 Oct 2015 07:28:00 GMT", nil), (503, "soon", nil),
        ]
    )
    func retryAfterCarried(status: Int, retryAfter: String, wait: Duration?) async throws {
        try await withStubServer { server in
            // Given
            let answer = StubResponse.status(status, headers: ["Retry-After": retryAfter])
            server.register(.get, "/api/character/1", answer)
            server.register(.get, "/api/episode/1,2", answer)
            server.register(.get, "/api/location/3", answer)
            let harness = RickAndMortyHarness(server: server, policy: .never)

            // When
            let character = await #expect(throws: CharacterRepositoryError.self) {
                try await harness.characters.character(withID: 1)
            }
            let episodes = await #expect(throws: UpstreamFailure.self) {
                try await harness.episodes.episodes(withIDs: [1, 2])
            }
            let locations = await #expect(throws: UpstreamFailure.self) {
                try await harness.locations.locations(withIDs: [3])
            }

            // Then
            let rateLimited = status == 429
            #expect(
                character
                    == (rateLimited
                        ? .upstream(.rateLimited(retryAfter: wait)) : .upstream(.unavailable(retryAfter: wait))))
            #expect(episodes == (rateLimited ? .rateLimited(retryAfter: wait) : .unavailable(retryAfter: wait)))
            #expect(locations == (rateLimited ? .rateLimited(retryAfter: wait) : .unavailable(retryAfter: wait)))
        }
    }

    @Test("a server that does not answer in time is .unavailable")
    func timeout() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/api/character/1", .delayed(.seconds(10), .json(string: "{}")))
            let harness = RickAndMortyHarness(server: server, policy: .never, timeout: .milliseconds(300))

            // When
            let error = await #expect(throws: CharacterRepositoryError.self) {
                try await harness.characters.character(withID: 1)
            }

            // Then
            #expect(error == .upstream(.unavailable))
        }
    }

    @Test(
        "transport faults: a closed connection and a truncated body are .unavailable, non-HTTP bytes .invalidResponse",
        arguments: [
            (StubResponse.closeConnection, CharacterRepositoryError.upstream(.unavailable)),
            (.truncatedBody(Data(#"{"id":19,"name":"Ant"#.utf8), declaredLength: 404), .upstream(.unavailable)),
            (.garbage(Data("garbage\r\n\r\n".utf8)), .upstream(.invalidResponse)),
        ]
    )
    func transportFaults(fault: StubResponse, expected: CharacterRepositoryError) async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/api/character/19", fault)
            let harness = RickAndMortyHarness(server: server, policy: .never)

            // When
            let error = await #expect(throws: CharacterRepositoryError.self) {
                try await harness.characters.character(withID: 19)
            }

            // Then
            #expect(error == expected)
        }
    }

    @Test(
        "a 200 whose body is not what the API promises is .invalidResponse",
        arguments: [
            #"{"id":19,"name":"Antenna"#, #"{"id":19}"#, #"{"info":{"count":1,"pages":1},"results":[]}"#, "[1, 2]",
            #"{"id":19,"name":"A","status":"Alive","species":"H","gender":"Male","origin":{"name":"o","url":""},"location":{"name":"l","url":""},"image":"https://x/19.jpeg","episode":[],"created":"04/11/2017"}"#,
        ]
    )
    func undecodable(body: String) async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/api/character/19", .json(string: body))
            let harness = RickAndMortyHarness(server: server)

            // When
            let error = await #expect(throws: CharacterRepositoryError.self) {
                try await harness.characters.character(withID: 19)
            }

            // Then
            #expect(error == .upstream(.invalidResponse))
        }
    }

    @Test("a list page with a malformed body is .invalidResponse")
    func undecodablePage() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/api/character", .json(string: #"{"info":{"count":"many"},"results":[]}"#))
            let harness = RickAndMortyHarness(server: server)

            // When
            let error = await #expect(throws: CharacterRepositoryError.self) {
                try await harness.characters.characters(page: 1, filter: CharacterFilter())
            }

            // Then
            #expect(error == .upstream(.invalidResponse))
        }
    }
}

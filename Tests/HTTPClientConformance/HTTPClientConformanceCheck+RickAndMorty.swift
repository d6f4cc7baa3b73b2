import CharactersAdapters
import CharactersDomain
import Foundation
import HTTPTransport
import MarqueeTestSupport
import SharedKernel
import StubHTTPServer
import Testing

extension HTTPClientConformanceCheck {
    /// The Rick and Morty repositories' failures on a transport, against the loopback stub server: statuses, 429
    /// with and without `Retry-After`, a 429's or 503's wait carried to every port, the timeout, hang-ups, a body
    /// cut short, garbage and undecodable bodies. CharactersAdaptersTests runs them on URLSession,
    /// Packages/MarqueeAsyncHTTPClient on URLSession and AsyncHTTPClient side by side.
    public static let rickAndMortyRepository: [HTTPClientConformanceCheck] =
        [
            rickAndMortyStatus(400, expected: .upstream(.invalidResponse), attempts: 1),
            rickAndMortyStatus(401, expected: .upstream(.unauthorized), attempts: 1),
            rickAndMortyStatus(403, expected: .upstream(.unauthorized), attempts: 1),
            rickAndMortyStatus(429, expected: .upstream(.rateLimited), attempts: 3),
            rickAndMortyStatus(500, expected: .upstream(.unavailable), attempts: 1),
            rickAndMortyStatus(502, expected: .upstream(.unavailable), attempts: 3),
            rickAndMortyStatus(503, expected: .upstream(.unavailable), attempts: 3),
            rickAndMortyRateLimitedThenSuccess, rickAndMortyRateLimitedExhausted,
            rickAndMortyRetryAfter(429, "4", wait: .seconds(4)), rickAndMortyRetryAfter(503, "9", wait: .seconds(9)),
            rickAndMortyRetryAfter(429, "Wed, 21 Oct 2015 07:28:00 GMT", wait: nil),
            rickAndMortyRetryAfter(503, "soon", wait: nil),
            rickAndMortyTimeout,
            rickAndMortyTransportFault(.closeConnection, "a closed connection", expected: .upstream(.unavailable)),
            rickAndMortyTransportFault(
                .truncatedBody(Data(#"{"id":19,"name":"Ant"#.utf8), declaredLength: 404), "a truncated body",
                expected: .upstream(.unavailable)),
            rickAndMortyTransportFault(
                .garbage(Data("garbage\r\n\r\n".utf8)), "non-HTTP bytes", expected: .upstream(.invalidResponse)),
            rickAndMortyUndecodablePage,
        ]
        + [
            #"{"id":19,"name":"Antenna"#, #"{"id":19}"#, #"{"info":{"count":1,"pages":1},"results":[]}"#, "[1, 2]",
            #"{"id":19,"name":"A","status":"Alive","species":"H","gender":"Male","origin":{"name":"o","url":""},"location":{"name":"l","url":""},"image":"https://x/19.jpeg","episode":[],"created":"04/11/2017"}"#,
        ].map(rickAndMortyUndecodable)

    /// Antenna Rick, as the API answers `/api/character/19`.
    private static let antennaRick =
        #"{"id":19,"name":"Antenna Rick","status":"unknown","species":"Human","type":"Human with antennae","gender":"Male","origin":{"name":"unknown","url":""},"location":{"name":"unknown","url":""},"image":"https://rickandmortyapi.com/api/character/avatar/19.jpeg","episode":["https://rickandmortyapi.com/api/episode/10"],"url":"https://rickandmortyapi.com/api/character/19","created":"2017-11-04T22:28:13.756Z"}"#

    /// Runs `body` with a Rick and Morty harness on a fresh stub server whose transport is `transport`'s client.
    private static func withRickAndMorty(
        _ transport: HTTPTransportUnderTest, policy: RetryPolicy = .default, timeout: Duration = .seconds(10),
        _ body: (RickAndMortyHarness) async throws -> Void
    ) async throws {
        try await withStubServer { server in
            try await transport.withClient(.init(timeout: timeout)) { client in
                try await body(RickAndMortyHarness(server: server, policy: policy, transport: client))
            }
        }
    }

    static func rickAndMortyStatus(_ status: Int, expected: CharacterRepositoryError, attempts: Int) -> Self {
        Self(
            "Rick and Morty: a \(status) is \(expected) after \(attempts) attempt(s), retrying only what is worth retrying"
        ) { transport in
            try await withRickAndMorty(transport) { harness in
                // Given
                harness.server.registerPrefix(.get, "/api/", .json(string: #"{"error":"nope"}"#, status: status))

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
                #expect(harness.server.requests.count == 3 * attempts)
            }
        }
    }

    static let rickAndMortyRateLimitedThenSuccess = Self(
        "Rick and Morty: a 429 with Retry-After waits that long and then succeeds"
    ) { transport in
        try await withRickAndMorty(transport) { harness in
            // Given
            harness.server.register(
                .get, "/api/character/19",
                .sequence([.status(429, headers: ["Retry-After": "1"]), .json(string: antennaRick)])
            )

            // When
            let character = try await harness.characters.character(withID: 19)

            // Then
            #expect(character.id == 19)
            #expect(harness.clock.sleeps == [.seconds(1)])
        }
    }

    static let rickAndMortyRateLimitedExhausted = Self(
        "Rick and Morty: a 429 without Retry-After backs off and ends as .rateLimited when attempts run out"
    ) { transport in
        try await withRickAndMorty(transport, policy: RetryPolicy(maxAttempts: 3, baseDelay: .seconds(1), jitter: 0)) {
            harness in
            // Given
            harness.server.register(.get, "/api/character/19", .status(429))

            // When
            let error = await #expect(throws: CharacterRepositoryError.self) {
                try await harness.characters.character(withID: 19)
            }

            // Then
            #expect(error == .upstream(.rateLimited))
            #expect(harness.clock.sleeps == [.seconds(1), .seconds(2)])
        }
    }

    static func rickAndMortyRetryAfter(_ status: Int, _ retryAfter: String, wait: Duration?) -> Self {
        Self(
            "Rick and Morty: a \(status)'s Retry-After \(retryAfter.debugDescription) reaches every port's error as "
                + "\(wait.map { "a wait of \($0)" } ?? "no known wait")"
        ) { transport in
            try await withRickAndMorty(transport, policy: .never) { harness in
                // Given
                let answer = StubResponse.status(status, headers: ["Retry-After": retryAfter])
                harness.server.register(.get, "/api/character/1", answer)
                harness.server.register(.get, "/api/episode/1,2", answer)
                harness.server.register(.get, "/api/location/3", answer)

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
                let failure: UpstreamFailure =
                    status == 429 ? .rateLimited(retryAfter: wait) : .unavailable(retryAfter: wait)
                #expect(character == .upstream(failure))
                #expect(episodes == failure)
                #expect(locations == failure)
            }
        }
    }

    static let rickAndMortyTimeout = Self("Rick and Morty: a server that does not answer in time is .unavailable") {
        transport in
        try await withRickAndMorty(transport, policy: .never, timeout: .milliseconds(300)) { harness in
            // Given: a server that never answers, so the client's timeout is the only timer and fires first.
            harness.server.register(.get, "/api/character/1", .unanswered)

            // When
            let error = await #expect(throws: CharacterRepositoryError.self) {
                try await harness.characters.character(withID: 1)
            }

            // Then
            #expect(error == .upstream(.unavailable))
        }
    }

    static func rickAndMortyTransportFault(
        _ fault: StubResponse, _ name: String, expected: CharacterRepositoryError
    ) -> Self {
        Self("Rick and Morty: a transport fault, \(name), is \(expected)") { transport in
            try await withRickAndMorty(transport, policy: .never) { harness in
                // Given
                harness.server.register(.get, "/api/character/19", fault)

                // When
                let error = await #expect(throws: CharacterRepositoryError.self) {
                    try await harness.characters.character(withID: 19)
                }

                // Then
                #expect(error == expected)
            }
        }
    }

    static func rickAndMortyUndecodable(_ body: String) -> Self {
        Self(
            "Rick and Morty: a 200 whose body is not what the API promises is .invalidResponse: \(body.debugDescription)"
        ) { transport in
            try await withRickAndMorty(transport) { harness in
                // Given
                harness.server.register(.get, "/api/character/19", .json(string: body))

                // When
                let error = await #expect(throws: CharacterRepositoryError.self) {
                    try await harness.characters.character(withID: 19)
                }

                // Then
                #expect(error == .upstream(.invalidResponse))
            }
        }
    }

    static let rickAndMortyUndecodablePage = Self(
        "Rick and Morty: a list page with a malformed body is .invalidResponse"
    ) { transport in
        try await withRickAndMorty(transport) { harness in
            // Given
            harness.server.register(.get, "/api/character", .json(string: #"{"info":{"count":"many"},"results":[]}"#))

            // When
            let error = await #expect(throws: CharacterRepositoryError.self) {
                try await harness.characters.characters(page: 1, filter: CharacterFilter())
            }

            // Then
            #expect(error == .upstream(.invalidResponse))
        }
    }
}

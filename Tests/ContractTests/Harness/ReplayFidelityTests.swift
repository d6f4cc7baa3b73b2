import Foundation
import HTTPTransport
import StubHTTPServer
import Testing

/// The harness itself: the replay server must serve the recordings as recorded, or the "same values" contracts
/// would compare the stub with itself.
@Suite("Contract replay serves the recordings as recorded")
struct ReplayFidelityTests {
    /// `GET path` on `server` with the TMDb credential, through the production URLSession client.
    static func get(_ path: String, on server: StubHTTPServer) async throws -> UpstreamResponse {
        let url = try #require(URL(string: server.baseURL.absoluteString + path))
        return try await URLSessionUpstreamClient(timeout: .seconds(10)).send(
            UpstreamRequest(url: url, headers: ["Authorization": "Bearer \(TMDbReplay.bearerToken)"]))
    }

    /// Whether two parsed JSON values are equal as JSON: both written again with sorted keys, byte for byte.
    static func sameJSON(_ lhs: Any?, _ rhs: Any?) -> Bool {
        guard let lhs, let rhs, let left = try? JSON.data(lhs), let right = try? JSON.data(rhs) else { return false }
        return left == right
    }

    @Test("TMDb: popular page 1 has the recorded movies, 640 and the credits of 550 are the recorded bodies")
    func tmdbRecordings() async throws {
        // Given
        let server = try StubHTTPServer.start()
        defer { server.stop() }
        let replay = try TMDbReplay()
        try MovieRepositoryContractTests.replayEndpoints(replay, on: server, .happyPath)
        try ImageConfigurationRepositoryContractTests.replayEndpoints(replay, on: server, .happyPath)

        // When
        let popular = try await Self.get("/3/movie/popular?page=1", on: server)
        let details = try await Self.get("/3/movie/640", on: server)
        let credits = try await Self.get("/3/movie/550/credits", on: server)
        let configuration = try await Self.get("/3/configuration", on: server)

        // Then
        let recordedPage = try JSON.object(try Fixture.tmdbPopularPage.data(), "recorded page")
        let servedPage = try JSON.object(popular.body, "served page")
        #expect(Self.sameJSON(servedPage["results"], recordedPage["results"]))
        #expect(details.body == (try Fixture.tmdbMovieDetails640.data()))
        #expect(credits.body == (try Fixture.tmdbCredits550.data()))
        #expect(configuration.body == (try Fixture.tmdbConfiguration.data()))
    }

    @Test("Rick and Morty: page 1 has the recorded characters, and character 19 is its recorded body")
    func rickAndMortyRecordings() async throws {
        // Given
        let server = try StubHTTPServer.start()
        defer { server.stop() }
        try CharacterRepositoryContractTests.replayEndpoints(try RickAndMortyReplay(), on: server, .happyPath)

        // When
        let page = try await Self.get("/api/character?page=1", on: server)
        let character = try await Self.get("/api/character/19", on: server)

        // Then
        let recordedPage = try JSON.object(try Fixture.rickAndMortyCharactersPage1.data(), "recorded page")
        let servedPage = try JSON.object(page.body, "served page")
        #expect(Self.sameJSON(servedPage["results"], recordedPage["results"]))
        #expect(character.body == (try Fixture.rickAndMortyCharacter19.data()))
    }

    @Test("Without the credential TMDb's replay answers the recorded 401")
    func tmdbWantsTheCredential() async throws {
        // Given
        let server = try StubHTTPServer.start()
        defer { server.stop() }
        try MovieRepositoryContractTests.replayEndpoints(try TMDbReplay(), on: server, .happyPath)
        let url = try #require(URL(string: server.baseURL.absoluteString + "/3/movie/640"))

        // When
        let response = try await URLSessionUpstreamClient(timeout: .seconds(10)).send(UpstreamRequest(url: url))

        // Then
        #expect(response.statusCode == 401)
        #expect(response.body == (try Fixture.tmdbError401.data()))
    }

    @Test("An unknown id is each API's recorded 404, as the UI tests' replay backend answers it too")
    func notFoundIsRecorded() async throws {
        // Given
        let server = try StubHTTPServer.start()
        defer { server.stop() }
        try MovieRepositoryContractTests.replayEndpoints(try TMDbReplay(), on: server, .happyPath)
        try CharacterRepositoryContractTests.replayEndpoints(try RickAndMortyReplay(), on: server, .happyPath)

        // When
        let movie = try await Self.get("/3/movie/999999999", on: server)
        let character = try await Self.get("/api/character?page=1&name=no%20such%20character", on: server)

        // Then
        #expect(movie.statusCode == 404)
        #expect(movie.body == (try Fixture.tmdbError404.data()))
        #expect(character.statusCode == 404)
        let recorded = try JSON.object(try Fixture.rickAndMortyError404.data(), "recorded 404")
        #expect(Self.sameJSON(try JSON.object(character.body, "served 404"), recorded))
    }
}

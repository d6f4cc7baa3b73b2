import AppDependencies
import CharactersDomain
import Foundation
import HTTPTypes
import HummingbirdTesting
import MarqueePresentation
import Testing

@testable import MarqueeService

/// Every endpoint on the happy-path stubs answers 200 with exactly what `marquee --json` prints for the same
/// use case (the shared presentation, rendered compact).
@Suite("The JSON API on stubs: every endpoint answers with the shared presentation")
struct StubEndpointTests {
    /// The same stubs, called directly, give the expected documents.
    static let reference = UITestDependencies.make()

    @Test("GET /api/v1/movies/popular, with and without a page")
    func popular() async throws {
        let expected1 = JSONPresentation.moviePageUTF8(
            try await Self.reference.movies.makeFetchPopularMoviesUseCase().execute(page: 1), pretty: false)
        let expected3 = JSONPresentation.moviePageUTF8(
            try await Self.reference.movies.makeFetchPopularMoviesUseCase().execute(page: 3), pretty: false)
        try await ServiceUnderTest.stubs().run { client in
            // When
            let first = try await client.get("/api/v1/movies/popular")
            let third = try await client.get("/api/v1/movies/popular?page=3")

            // Then
            #expect(first.status == .ok)
            #expect(first.headers[.contentType] == "application/json")
            #expect(first.text == String(decoding: expected1, as: UTF8.self))
            #expect(third.text == String(decoding: expected3, as: UTF8.self))
        }
    }

    @Test("GET /api/v1/movies/search echoes the query first, like marquee")
    func search() async throws {
        let expected = JSONPresentation.moviePageUTF8(
            try await Self.reference.movies.makeSearchMoviesUseCase().execute(query: "e", page: 2), query: "e",
            pretty: false)
        try await ServiceUnderTest.stubs().run { client in
            // When
            let response = try await client.get("/api/v1/movies/search?query=e&page=2")

            // Then
            #expect(response.status == .ok)
            #expect(response.text == String(decoding: expected, as: UTF8.self))
            #expect(response.text.hasPrefix(#"{"query":"e","page":2,"#))
        }
    }

    @Test("GET /api/v1/movies/search decodes a percent-encoded query")
    func searchEncoded() async throws {
        let expected = JSONPresentation.moviePageUTF8(
            try await Self.reference.movies.makeSearchMoviesUseCase().execute(query: "fight club", page: 1),
            query: "fight club", pretty: false)
        try await ServiceUnderTest.stubs().run { client in
            // When
            let response = try await client.get("/api/v1/movies/search?query=fight%20club")

            // Then
            #expect(response.text == String(decoding: expected, as: UTF8.self))
        }
    }

    @Test("GET /api/v1/movies/search echoes the query as searched, trimmed, like marquee")
    func searchTrimmed() async throws {
        try await ServiceUnderTest.stubs().run { client in
            // When
            let response = try await client.get("/api/v1/movies/search?query=%20%20fight%20club%0A")

            // Then
            #expect(response.status == .ok)
            #expect(response.text.hasPrefix(#"{"query":"fight club","page":1,"#))
        }
    }

    @Test("GET /api/v1/movies/{id} with credits and image URLs")
    func movie() async throws {
        let expected = JSONPresentation.movieDetailsUTF8(
            try await Self.reference.movies.makeFetchMovieDetailsUseCase().execute(movieID: 550), pretty: false)
        try await ServiceUnderTest.stubs().run { client in
            // When
            let response = try await client.get("/api/v1/movies/550")

            // Then
            #expect(response.status == .ok)
            #expect(response.text == String(decoding: expected, as: UTF8.self))
        }
    }

    @Test("GET /api/v1/characters with every filter")
    func characters() async throws {
        let filter = CharacterFilter(name: "rick", status: .alive, species: "human", type: nil, gender: .male)
        let expectedAll = JSONPresentation.characterPage(
            try await Self.reference.characters.makeFetchCharactersUseCase().execute(page: 2, filter: CharacterFilter())
        )
        let expectedFiltered = JSONPresentation.characterPage(
            try await Self.reference.characters.makeFetchCharactersUseCase().execute(page: 1, filter: filter))
        try await ServiceUnderTest.stubs().run { client in
            // When
            let all = try await client.get("/api/v1/characters?page=2")
            let filtered = try await client.get("/api/v1/characters?name=rick&status=Alive&species=human&gender=male")

            // Then
            #expect(all.status == .ok)
            #expect(all.text == expectedAll.rendered(pretty: false))
            #expect(filtered.status == .ok)
            #expect(filtered.text == expectedFiltered.rendered(pretty: false))
        }
    }

    @Test("GET /api/v1/characters/{id} with its episodes")
    func character() async throws {
        let expected = JSONPresentation.characterDetails(
            try await Self.reference.characters.makeFetchCharacterDetailsUseCase().execute(characterID: 1))
        try await ServiceUnderTest.stubs().run { client in
            // When
            let response = try await client.get("/api/v1/characters/1")

            // Then
            #expect(response.status == .ok)
            #expect(response.text == expected.rendered(pretty: false))
            #expect(response.text.contains(#""episodes":[{"id":1,"code":"S01E01""#))
        }
    }

    @Test("GET /api/v1/dependencies lists every port as a stub")
    func dependencies() async throws {
        try await ServiceUnderTest.stubs("empty").run { client in
            // When
            let response = try await client.get("/api/v1/dependencies")

            // Then
            #expect(response.status == .ok)
            #expect(
                response.text
                    == JSONPresentation.dependencies(UITestDependencies.make(scenario: .empty).portBindings)
                    .rendered(pretty: false))
            // Six ports (movies: 3, characters: 3), each backed by a stub: six separators make seven pieces.
            #expect(response.text.components(separatedBy: #""backing":"stub""#).count == 7)
        }
    }

    @Test("GET /health says ok, the mode and the launch scenario")
    func health() async throws {
        try await ServiceUnderTest.stubs("slow").run { client in
            // When
            let response = try await client.get("/health")

            // Then
            #expect(response.status == .ok)
            #expect(
                response.text
                    == #"{"status":"ok","mode":"uiTest","launchScenario":"slow","movies":"ready","characters":"ready"}"#
            )
        }
    }

    @Test("each request is one structured log line: method, path without query, status, duration, request id")
    func requestLog() async throws {
        let service = try ServiceUnderTest.stubs()
        let requestID = try await service.run { client in
            let response = try await client.get("/api/v1/movies/search?query=secret-ish&page=1")
            return response.headers[.init("X-Request-ID")!]
        }

        // Then
        let lines = service.log.entries.filter { $0["message"] as? String == "request" }
        let line = try #require(lines.first)
        #expect(lines.count == 1)
        #expect(line["method"] as? String == "GET")
        #expect(line["path"] as? String == "/api/v1/movies/search")
        #expect(line["status"] as? Int == 200)
        #expect((line["durationMilliseconds"] as? Double ?? -1) >= 0)
        #expect(line["requestID"] as? String == requestID)
        #expect(requestID?.isEmpty == false)
        #expect(!service.log.text.contains("secret-ish"))
    }
}

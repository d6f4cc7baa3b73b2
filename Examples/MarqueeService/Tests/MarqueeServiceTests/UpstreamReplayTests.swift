import AsyncHTTPClient
import Foundation
import Hummingbird
import HummingbirdTesting
import MarqueeTestSupport
import MarqueeUpstreamReplay
import StubHTTPServer
import Testing

/// The one table of recorded upstream answers (`UpstreamReplay`, what `marquee-service-replay` and the UI tests'
/// replay backend serve), with the service live against it: the recorded pages render, and what was not recorded
/// is answered as such, never with another recording.
@Suite("The recorded upstream answers, replayed to the live service")
struct UpstreamReplayTests {
    @Test("the recorded popular page and characters render live; unrecorded pages and movies are not made up")
    func replayedWorld() async throws {
        // Given the replay of the service tests' recordings
        try await withStubServer { server in
            try UpstreamReplay.register(on: server, from: try Self.fixtures())
            try await LiveService.run(baseURL: server.baseURL.absoluteString) { service in
                try await service.run { client in
                    // When the pages are asked for
                    let movies = try await client.get("/")
                    let characters = try await client.get("/characters")
                    let secondPage = try await client.get("/?page=2")
                    let movie = try await client.get("/movies/550")

                    // Then the recorded ones render, TMDb's page total capped at 500
                    #expect(movies.status == .ok)
                    #expect(movies.text.contains(#"data-testid="movieList.row.603692""#))
                    #expect(movies.text.contains("Page 1 of 500"))
                    #expect(characters.status == .ok)
                    #expect(characters.text.components(separatedBy: #"data-testid="characterList.row."#).count == 21)
                    // And a page or a movie nobody recorded is what the API says of it: nothing there
                    #expect(secondPage.status == .serviceUnavailable)
                    #expect(movie.status == .notFound)
                }
            }
            // And the replay was asked for the list twice, each time with the recorded request's two query items
            let unrecorded = server.requests.filter { $0.path == "/3/movie/popular" }.map(\.queryItems.count)
            #expect(unrecorded == [2, 2], "language and page, on each of the two list requests")
        }
    }

    @Test("a request the recordings do not hold is a 404 that names it, in the shape both APIs give one")
    func notRecorded() async throws {
        try await withStubServer { server in
            try UpstreamReplay.register(on: server, from: try Self.fixtures())
            // When
            let url = try #require(URL(string: "/3/movie/popular?language=en-US&page=2", relativeTo: server.baseURL))
            let response = try await HTTPClient.shared.execute(
                HTTPClientRequest(url: url.absoluteString), timeout: .seconds(10))
            let body = String(buffer: try await response.body.collect(upTo: 1 << 20))

            // Then
            #expect(response.status.code == 404)
            let message = "not recorded: GET /3/movie/popular?language=en-US&page=2"
            let json = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: String])
            #expect(json == ["status_message": message, "error": message])
        }
    }

    @Test("headers asked for go with the recorded answers, so the live service keeps the lists declared fresh")
    func recordedAnswersCarryHeaders() async throws {
        try await withStubServer { server in
            // Given the replay with TMDb's caching header
            try UpstreamReplay.register(
                on: server, from: try Self.fixtures(), headers: ["Cache-Control": "public, max-age=300"])
            try await LiveService.run(baseURL: server.baseURL.absoluteString) { service in
                try await service.run { client in
                    // When both lists are shown twice (a movie's page is not: its credits were not recorded, so
                    // the page fails and may cancel its configuration request after it reached the replay)
                    for path in ["/", "/characters"] {
                        let first = try await client.get(path)
                        let second = try await client.get(path)

                        // Then both show the recording
                        #expect(first.status == .ok, "\(path)")
                        #expect(second.text == first.text, "\(path)")
                    }
                }
            }
            // And each list was asked for once
            let paths = server.requests.map(\.path)
            #expect(paths.filter { $0 == "/3/movie/popular" }.count == 1)
            #expect(paths.filter { $0 == "/api/character" }.count == 1)
        }
    }

    @Test("a marquee-fixtures recording is replayed with its status and headers, to the request it was recorded for")
    func recordingsReplayed() async throws {
        // Given a folder with one recording, a source comment and TMDb's caching header in it
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let recording = """
            # StubHTTPServer recording 1
            # source: a test
            GET /3/search/movie?language=en-US&page=1&query=fight%20club

            HTTP 200
            Cache-Control: public, max-age=300
            Content-Type: application/json;charset=utf-8

            {"page": 1}

            """
        try Data(recording.utf8).write(to: folder.url.appendingPathComponent("get-3-search-movie.recording"))
        try await withStubServer { server in
            try UpstreamReplay.register(on: server, from: try Self.fixtures(), recordings: folder.url)

            // When it is asked for, query items in another order, and with another query
            let asked = try await Self.get("/3/search/movie?query=fight+club&page=1&language=en-US", from: server)
            let other = try await Self.get("/3/search/movie?query=wick&page=1&language=en-US", from: server)

            // Then the recording answers the one it was recorded for, with its headers; the other is not recorded
            #expect(asked.status == 200)
            #expect(asked.body == "{\"page\": 1}\n")
            #expect(asked.headers["Cache-Control"] == "public, max-age=300")
            #expect(asked.headers["Content-Type"] == "application/json;charset=utf-8")
            #expect(other.status == 404)
            #expect(other.body.contains("not recorded: GET /3/search/movie?query=wick"))
        }
    }

    @Test("a file of the recordings folder that is not a recording stops the replay, naming the file")
    func malformedRecording() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data("GET /3/movie/550\n\nHTTP 200\n\n{}".utf8).write(
            to: folder.url.appendingPathComponent("broken.recording"))
        try await withStubServer { server in
            let error = #expect(throws: UpstreamReplayError.self) {
                try UpstreamReplay.register(on: server, from: try Self.fixtures(), recordings: folder.url)
            }
            #expect(
                error?.description.hasPrefix(folder.url.appendingPathComponent("broken.recording").path + ": line 1")
                    == true, "\(String(describing: error))")
        }
    }

    /// Sends `GET pathAndQuery` to `server`: the status, the headers (first value of each) and the body.
    static func get(
        _ pathAndQuery: String, from server: StubHTTPServer
    ) async throws -> (status: Int, headers: [String: String], body: String) {
        let url = try #require(URL(string: pathAndQuery, relativeTo: server.baseURL))
        let response = try await HTTPClient.shared.execute(
            HTTPClientRequest(url: url.absoluteString), timeout: .seconds(10))
        let body = String(buffer: try await response.body.collect(upTo: 1 << 20))
        let headers = Dictionary(response.headers.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        return (Int(response.status.code), headers, body)
    }

    @Test("a recording missing from the folder stops the replay, naming the file")
    func missingPayload() async throws {
        try await withStubServer { server in
            // When
            let error = #expect(throws: UpstreamReplayError.self) {
                try UpstreamReplay.register(on: server, from: URL(filePath: "/nonexistent"))
            }

            // Then
            #expect(error?.description == "no readable tmdb-popular-page.json in /nonexistent")
        }
    }

    /// The service tests' recorded payloads, the folder the replay reads.
    static func fixtures() throws -> URL {
        try LiveService.fixture("tmdb-popular-page").deletingLastPathComponent()
    }
}

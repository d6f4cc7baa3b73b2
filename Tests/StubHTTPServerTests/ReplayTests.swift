import Foundation
import MarqueeTestSupport
import StubHTTPServer
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Replaying a recording folder")
struct ReplayTests {
    /// Records `/3/movie/popular?page=1` and `/3/movie/640` from an upstream into `folder`.
    static func record(into folder: TemporaryFolder, session: URLSession) async throws -> [String: Data] {
        try await withStubServers(count: 2) { servers in
            RecordingProxyTests.upstream(servers[0])
            servers[0].register(
                .get, "/3/movie/640",
                .json(string: #"{"id":640,"title":"Catch Me If You Can","tagline":"The true story…"}"#))
            servers[1].forwardUnmatched(
                to: servers[0].baseURL, clock: StoppedClock(), recorder: StubRecorder(folder: folder.url))
            var bodies: [String: Data] = [:]
            for path in ["/3/movie/popular?page=1&language=en-US", "/3/movie/640?language=en-US"] {
                bodies[path] = try await TestHTTP.send(TestHTTP.url(servers[1].baseURL, path), session: session).body
            }
            return bodies
        }
    }

    @Test("Given a recorded folder, when its answers are read for routing, then each is a path, a query and the status")
    func answersForRouting() async throws {
        // Given
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = TestHTTP.makeSession()
        defer { session.finishTasksAndInvalidate() }
        _ = try await Self.record(into: folder, session: session)

        // When
        let answers = try StubRecording.load(from: folder.url).answers(overridingHeaders: ["Content-Type": "text/x"])

        // Then: in key order, the query as items, the given header over the recorded one
        #expect(answers.map(\.path) == ["/3/movie/640", "/3/movie/popular"])
        #expect(answers.map(\.query) == [["language": "en-US"], ["language": "en-US", "page": "1"]])
        for answer in answers {
            guard case .status(let code, let body, let headers) = answer.response else {
                Issue.record("\(answer.path) is not a recorded status")
                continue
            }
            #expect(code == 200)
            #expect(body?.isEmpty == false)
            #expect(headers["Content-Type"] == "text/x")
        }
    }

    @Test("Given a recorded folder, when it is replayed, then each request gets the recorded status and the same JSON")
    func replayGivesEqualAnswers() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = TestHTTP.makeSession()
        defer { session.finishTasksAndInvalidate() }
        let upstreamBodies = try await Self.record(into: folder, session: session)

        try await withStubServer { replay in
            // Given
            replay.replay(try StubRecording.load(from: folder.url))

            // When: query items in another order, another credential
            let popular = try await TestHTTP.send(
                TestHTTP.url(replay.baseURL, "/3/movie/popular?api_key=other-key&language=en-US&page=1"),
                session: session)
            let movie = try await TestHTTP.send(
                TestHTTP.url(replay.baseURL, "/3/movie/640?language=en-US"), session: session)

            // Then
            #expect(popular.response.statusCode == 200)
            #expect(popular.response.value(forHTTPHeaderField: "Content-Type") == "application/json;charset=utf-8")
            let recordedPopular = try #require(upstreamBodies["/3/movie/popular?page=1&language=en-US"])
            #expect(try Self.sameJSON(popular.body, recordedPopular))
            #expect(try Self.sameJSON(movie.body, try #require(upstreamBodies["/3/movie/640?language=en-US"])))
            #expect(
                replay.requests.map(\.matchedRoute) == [
                    "recording GET /3/movie/popular?language=en-US&page=1", "recording GET /3/movie/640?language=en-US",
                ])
        }
    }

    @Test(
        "Given a replay, when a request differs from a recording by one query item, then the 404 and the log name the closest recording and the item"
    )
    func nearMissReport() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = TestHTTP.makeSession()
        defer { session.finishTasksAndInvalidate() }
        _ = try await Self.record(into: folder, session: session)

        try await withStubServer { replay in
            // Given
            replay.replay(try StubRecording.load(from: folder.url))

            // When
            let miss = try await TestHTTP.send(
                TestHTTP.url(replay.baseURL, "/3/movie/popular?page=2&language=en-US&api_key=secret-999"),
                session: session)

            // Then
            #expect(miss.response.statusCode == 404)
            let body = try #require(try JSONSerialization.jsonObject(with: miss.body) as? [String: Any])
            #expect(body["closestRecording"] as? String == "GET /3/movie/popular?language=en-US&page=1")
            #expect(body["differences"] as? [String] == ["query item page=2 (recorded: page=1)"])
            #expect(!String(decoding: miss.body, as: UTF8.self).contains("secret-999"))
            let logged = try #require(replay.requests.last)
            #expect(logged.matchedRoute == nil)
            #expect(logged.nearMiss?.differences == ["query item page=2 (recorded: page=1)"])
            #expect(logged.description.contains("closest recording: GET /3/movie/popular?language=en-US&page=1"))
        }
    }

    @Test("Near misses name a different method, path, a missing and an extra query item")
    func nearMissKinds() throws {
        let recorded = RecordingKey(
            method: .get, path: "/3/movie/640", queryItems: [RecordingQueryItem(name: "language", value: "en-US")])
        let recording = StubRecording([RecordedExchange(key: recorded, status: 200, headers: [], body: Data())])
        let cases: [(RecordingKey, [String])] = [
            (
                RecordingKey(
                    method: .post, path: "/3/movie/640", queryItems: [.init(name: "language", value: "en-US")]),
                ["method POST (recorded: GET)"]
            ),
            (
                RecordingKey(method: .get, path: "/3/movie/641", queryItems: [.init(name: "language", value: "en-US")]),
                ["path /3/movie/641 (recorded: /3/movie/640)"]
            ),
            (
                RecordingKey(method: .get, path: "/3/movie/640", queryItems: []),
                ["query item language=en-US missing (recorded)"]
            ),
            (
                RecordingKey(
                    method: .get, path: "/3/movie/640",
                    queryItems: [.init(name: "language", value: "en-US"), .init(name: "region", value: "US")]),
                ["query item region=US (not recorded)"]
            ),
        ]
        for (request, differences) in cases {
            #expect(recording.nearMiss(for: request)?.differences == differences)
        }
    }

    @Test("A route registered by the test wins over the recording, and the recording over the catch-all")
    func precedence() async throws {
        try await withStubServer { server in
            let key = RecordingKey(method: .get, path: "/api/character/1", queryItems: [])
            let other = RecordingKey(method: .get, path: "/api/character/2", queryItems: [])
            server.replay(
                StubRecording([
                    RecordedExchange(key: key, status: 200, headers: [], body: Data("recorded".utf8)),
                    RecordedExchange(key: other, status: 200, headers: [], body: Data("recorded 2".utf8)),
                ]))
            server.register(.get, "/api/character/2", .text("route"))
            server.registerCatchAll(.text("catch-all"))
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }
            let one = try await TestHTTP.send(TestHTTP.url(server.baseURL, "/api/character/1"), session: session)
            let two = try await TestHTTP.send(TestHTTP.url(server.baseURL, "/api/character/2"), session: session)
            let three = try await TestHTTP.send(TestHTTP.url(server.baseURL, "/api/character/3"), session: session)
            #expect(String(decoding: one.body, as: UTF8.self) == "recorded")
            #expect(String(decoding: two.body, as: UTF8.self) == "route")
            #expect(String(decoding: three.body, as: UTF8.self) == "catch-all")
        }
    }

    static func sameJSON(_ lhs: Data, _ rhs: Data) throws -> Bool {
        let left = try JSONSerialization.jsonObject(with: lhs)
        let right = try JSONSerialization.jsonObject(with: rhs)
        let options: JSONSerialization.WritingOptions = [.sortedKeys]
        return try JSONSerialization.data(withJSONObject: left, options: options)
            == JSONSerialization.data(withJSONObject: right, options: options)
    }
}

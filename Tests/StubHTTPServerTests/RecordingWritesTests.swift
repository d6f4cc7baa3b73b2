import Foundation
import MarqueeTestSupport
import StubHTTPServer
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Recording and replaying writes: a request's body is part of its exchange, and a guest session (in the query, in
/// the path, or handed out in an answer) never reaches a recording.
@Suite("Recording writes: request bodies and guest sessions")
struct RecordingWritesTests {
    static let session = "5e551075e551075e551075e551075e55"

    /// An upstream answering a rating with TMDb's shapes, echoing the value, and handing out a guest session.
    static func upstream(_ server: StubHTTPServer) {
        server.register(
            .post, "/3/movie/550/rating",
            .handler { request in
                let value = String(decoding: request.body, as: UTF8.self)
                return .json(string: #"{"success":true,"status_code":1,"echo":\#(value)}"#, status: 201)
            })
        server.register(
            .get, "/3/authentication/guest_session/new",
            .json(string: #"{"success":true,"guest_session_id":"\#(session)","expires_at":"x"}"#))
        server.register(
            .get, "/3/guest_session/\(session)/rated/movies",
            .json(string: #"{"page":1,"results":[],"total_pages":0,"total_results":0}"#))
    }

    @Test("rating 8.5 and rating 9 are two recordings, each replayed for its own body; a third body is a near miss")
    func bodiesAreKeys() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try await withStubServers(count: 3) { servers in
            // Given a recording proxy
            let (upstream, proxy, replay) = (servers[0], servers[1], servers[2])
            Self.upstream(upstream)
            let recorder = StubRecorder(folder: folder.url)
            proxy.forwardUnmatched(to: upstream.baseURL, clock: StoppedClock(), recorder: recorder)
            let http = TestHTTP.makeSession()
            defer { http.finishTasksAndInvalidate() }
            let target = "/3/movie/550/rating?guest_session_id=\(Self.session)"

            // When two ratings go through it
            for value in ["8.5", "9"] {
                _ = try await TestHTTP.send(
                    TestHTTP.url(proxy.baseURL, target), method: "POST", headers: ["Content-Type": "application/json"],
                    body: Data(#"{"value":\#(value)}"#.utf8), session: http)
            }

            // Then two files, each with its request body, and neither with the session
            let names = try folder.fileNames()
            #expect(names.count == 2)
            let text = try folder.allText()
            #expect(text.contains("POST /3/movie/550/rating\nRequest-Body: {\"value\":8.5}\n\nHTTP 201"))
            #expect(text.contains("Request-Body: {\"value\":9}"))
            #expect(!text.contains(Self.session))

            // And a replay answers each body with its own answer, whatever the session, and a third body not at all
            replay.replay(recorder.recording)
            let otherSession = "0000000000000000000000000000beef"
            let replayed = try await TestHTTP.send(
                TestHTTP.url(replay.baseURL, "/3/movie/550/rating?guest_session_id=\(otherSession)"), method: "POST",
                body: Data(#"{"value":9}"#.utf8), session: http)
            #expect(replayed.response.statusCode == 201)
            #expect(String(decoding: replayed.body, as: UTF8.self).contains(#""value": 9"#))
            let missed = try await TestHTTP.send(
                TestHTTP.url(replay.baseURL, target), method: "POST", body: Data(#"{"value":7}"#.utf8), session: http)
            #expect(missed.response.statusCode == 404)
            #expect(String(decoding: missed.body, as: UTF8.self).contains("request body"))
        }
    }

    @Test("a guest session handed out, or carried in a path, never reaches a recording, and the replay still serves it")
    func sessionNeverRecorded() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try await withStubServers(count: 3) { servers in
            let (upstream, proxy, replay) = (servers[0], servers[1], servers[2])
            Self.upstream(upstream)
            let recorder = StubRecorder(folder: folder.url)
            proxy.forwardUnmatched(to: upstream.baseURL, clock: StoppedClock(), recorder: recorder)
            let http = TestHTTP.makeSession()
            defer { http.finishTasksAndInvalidate() }

            // When a session is opened and its rated list read through the proxy
            let opened = try await TestHTTP.send(
                TestHTTP.url(proxy.baseURL, "/3/authentication/guest_session/new"), session: http)
            _ = try await TestHTTP.send(
                TestHTTP.url(proxy.baseURL, "/3/guest_session/\(Self.session)/rated/movies"), session: http)

            // Then the client got the session, and no file holds it: the path is keyed without it
            #expect(String(decoding: opened.body, as: UTF8.self).contains(Self.session))
            let text = try folder.allText()
            #expect(!text.contains(Self.session))
            #expect(text.contains("GET /3/guest_session/%3Credacted%3E/rated/movies"))
            #expect(text.contains(#""guest_session_id": "redacted00000000000000000000000""#))

            // And the replay answers any session's list
            replay.replay(recorder.recording)
            let list = try await TestHTTP.send(
                TestHTTP.url(replay.baseURL, "/3/guest_session/0123456789abcdef0123456789abcdef/rated/movies"),
                session: http)
            #expect(list.response.statusCode == 200)
        }
    }

    @Test("a recording file with a request body reads back as written")
    func roundTrip() throws {
        let file = Data(
            "# StubHTTPServer recording 1\nDELETE /3/movie/550/rating\nRequest-Body: {\"value\":8.5}\n\nHTTP 200\n\n{}"
                .utf8)
        let exchange = try RecordedExchange.parse(file)
        #expect(exchange.key.body == Data(#"{"value":8.5}"#.utf8))
        #expect(exchange.fileContents == file)
        #expect(throws: RecordingFormatError.self) {
            try RecordedExchange.parse(
                Data("# StubHTTPServer recording 1\nPOST /x\nRequest-Body-Base64: ***\n\nHTTP 200\n\n".utf8))
        }
    }
}

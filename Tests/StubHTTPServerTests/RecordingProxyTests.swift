import Foundation
import MarqueeTestSupport
import StubHTTPServer
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Recording through the forwarding proxy: an upstream loopback server stands in for the real API.
@Suite("Recording through the forwarding proxy")
struct RecordingProxyTests {
    static let apiKey = "key-5f0e2c7d91"
    static let token = "token-8a41bb02e7c3"

    /// An upstream that answers `/3/movie/popular` with compact JSON that echoes the credentials it was sent (as
    /// a careless API might), with headers that must not be recorded besides the caching one that must.
    static func upstream(_ server: StubHTTPServer) {
        server.register(
            .get, "/3/movie/popular",
            .handler { request in
                let body =
                    #"{"page":1,"results":[{"id":7,"vote_average":7.0,"title":"Seven"}],"echo":""#
                    + "\(request.header("Authorization") ?? "")|\(request.queryValue("api_key") ?? "")"
                    + #"","empty":{}}"#
                return .status(
                    200, body: Data(body.utf8),
                    headers: [
                        "Content-Type": "application/json;charset=utf-8", "Date": "Mon, 23 Nov 2026 16:00:00 GMT",
                        "Set-Cookie": "session=\(token)", "X-Request-Id": "abc", "Cache-Control": "public, max-age=300",
                    ])
            })
    }

    static let expectedFile = """
        # StubHTTPServer recording 1
        GET /3/movie/popular?language=en-US&page=1

        HTTP 200
        Cache-Control: public, max-age=300
        Content-Type: application/json;charset=utf-8

        {
          "page": 1,
          "results": [
            {
              "id": 7,
              "vote_average": 7.0,
              "title": "Seven"
            }
          ],
          "echo": "<redacted>|<redacted>",
          "empty": {}
        }

        """

    @Test(
        "Given an upstream, when a request goes through the proxy, then the answer is the upstream's and one file holds it, secrets replaced"
    )
    func recordsOneFilePerRequestWithoutSecrets() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try await withStubServers(count: 2) { servers in
            // Given
            let (upstream, proxy) = (servers[0], servers[1])
            Self.upstream(upstream)
            let recorder = StubRecorder(folder: folder.url)
            proxy.forwardUnmatched(to: upstream.baseURL, clock: StoppedClock(), recorder: recorder)
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }

            // When: the same request twice, query items in another order the second time
            let first = try await TestHTTP.send(
                TestHTTP.url(proxy.baseURL, "/3/movie/popular?page=1&api_key=\(Self.apiKey)&language=en-US"),
                headers: ["Authorization": "Bearer \(Self.token)"], session: session)
            let second = try await TestHTTP.send(
                TestHTTP.url(proxy.baseURL, "/3/movie/popular?language=en-US&api_key=\(Self.apiKey)&page=1"),
                headers: ["Authorization": "Bearer \(Self.token)"], session: session)

            // Then: the client got the upstream's answer, credentials and all (only the disk is redacted)
            #expect(first.response.statusCode == 200)
            #expect(String(decoding: first.body, as: UTF8.self).contains(Self.token))
            #expect(first.body == second.body)
            // the upstream saw the credentials
            #expect(upstream.requests.first?.queryValue("api_key") == Self.apiKey)
            // one file, named after the request, with these exact bytes
            let names = try folder.fileNames()
            #expect(names == ["get-3-movie-popular-language=en-US-page=1.9b4885a1.recording"])
            let file = try Data(contentsOf: folder.url.appendingPathComponent(try #require(names.first)))
            #expect(String(decoding: file, as: UTF8.self) == Self.expectedFile)
            // no secret anywhere on disk
            let everything = try folder.allText()
            #expect(!everything.contains(Self.token))
            #expect(!everything.contains(Self.apiKey))
            #expect(!everything.contains("Set-Cookie"))
            #expect(recorder.exchanges.count == 2)
            #expect(recorder.failures.isEmpty)
        }
    }

    @Test("Given recordings of the same answer made twice, then the files are byte for byte the same")
    func sameAnswerSameBytes() async throws {
        let folders = [try TemporaryFolder(), try TemporaryFolder()]
        defer { folders.forEach { $0.remove() } }
        try await withStubServers(count: 2) { servers in
            Self.upstream(servers[0])
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }
            for folder in folders {
                servers[1].forwardUnmatched(
                    to: servers[0].baseURL, clock: StoppedClock(), recorder: StubRecorder(folder: folder.url))
                _ = try await TestHTTP.send(
                    TestHTTP.url(servers[1].baseURL, "/3/movie/popular?page=1&language=en-US"), session: session)
            }
            #expect(try folders[0].fileNames() == folders[1].fileNames())
            #expect(try folders[0].allText() == folders[1].allText())
        }
    }

    @Test(
        "Given an upstream that fails, then the proxy answers 502 or 504, the recorder notes one failure and writes nothing",
        arguments: ["garbage", "closed", "timeout"])
    func upstreamFailures(kind: String) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try await withStubServers(count: 2) { servers in
            // Given
            let fault: StubResponse =
                switch kind {
                case "garbage": .garbage(Data("NOT HTTP AT ALL\r\n\r\n".utf8))
                case "closed": .closeConnection
                default: .unanswered
                }
            servers[0].register(.get, "/api/character/1", fault)
            let recorder = StubRecorder(folder: folder.url)
            // The proxy's timeout comes when the clock says, never in a race with the upstream or the client's
            // timeout: at once for the upstream that is not answering, never for the upstream that fails.
            let clock: any Clock<Duration> = kind == "timeout" ? TestClock() : StoppedClock()
            servers[1].forwardUnmatched(
                to: servers[0].baseURL, timeout: .seconds(1), clock: clock, recorder: recorder)
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }

            // When
            let answer = try await TestHTTP.send(TestHTTP.url(servers[1].baseURL, "/api/character/1"), session: session)

            // Then
            #expect(answer.response.statusCode == (kind == "timeout" ? 504 : 502))
            #expect(recorder.failures.count == 1)
            #expect(recorder.failures.first?.request.description == "GET /api/character/1")
            #expect(try folder.fileNames().isEmpty)
        }
    }

    @Test("An upstream 5xx is passed on and recorded like any answer (the caller decides what it means)")
    func upstreamErrorStatusIsRecorded() async throws {
        try await withStubServers(count: 2) { servers in
            servers[0].registerCatchAll(.json(string: #"{"error":"down"}"#, status: 503))
            let recorder = StubRecorder(folder: nil)
            servers[1].forwardUnmatched(to: servers[0].baseURL, clock: StoppedClock(), recorder: recorder)
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }
            let answer = try await TestHTTP.send(TestHTTP.url(servers[1].baseURL, "/api/episode/1"), session: session)
            #expect(answer.response.statusCode == 503)
            #expect(recorder.exchanges.map(\.status) == [503])
            #expect(recorder.failures.isEmpty)
        }
    }
}

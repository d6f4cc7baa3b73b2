import Foundation
import MarqueeTestSupport
import StubHTTPServer
import Testing

/// RFC 9112 section 2.2: a recipient may recognise a bare LF as a line end. The server does, so a client that
/// sends one is answered instead of left waiting for a CRLF that never comes.
@Suite("Line endings")
struct LineEndingTests {
    @Test(
        "A head whose lines end with a bare LF is answered like one with CRLF",
        arguments: [
            "GET /lf?x=1 HTTP/1.1\nHost: a\nX-Trace: t\n\n",
            "GET /lf?x=1 HTTP/1.1\r\nHost: a\nX-Trace: t\r\n\n",
            "GET /lf?x=1 HTTP/1.1\nHost: a\nX-Trace: t\n\r\n",
        ])
    func bareLineFeed(request: String) async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/lf", .json(string: "{}"))
            let connection = try RawConnection.connect(port: server.port)

            // When
            try connection.send(request)
            let response = await connection.receiveResponse()

            // Then
            #expect(response?.status == 200)
            #expect(response?.bodyText == "{}")
            let recorded = try #require(server.requests.first)
            #expect(recorded.path == "/lf")
            #expect(recorded.queryValue("x") == "1")
            #expect(recorded.headers.map(\.name) == ["Host", "X-Trace"])
            #expect(recorded.headers.map(\.value) == ["a", "t"])
        }
    }

    @Test("Bare-LF requests with Content-Length and chunked bodies are read whole and can be pipelined")
    func bareLineFeedBodiesAndPipelining() async throws {
        try await withStubServer { server in
            // Given
            server.register(.post, "/up", .status(201))
            server.register(.get, "/end", .status(204))
            let connection = try RawConnection.connect(port: server.port)

            // When
            try connection.send(
                "POST /up HTTP/1.1\nContent-Length: 5\n\nhello"
                    + "POST /up HTTP/1.1\nTransfer-Encoding: chunked\n\n5\nhello\n6;x=y\n world\n0\nX-Trailer: t\n\n"
                    + "GET /end HTTP/1.1\n\n"
            )
            var statuses: [Int] = []
            for _ in 0..<3 { statuses.append(await connection.receiveResponse()?.status ?? 0) }

            // Then
            #expect(statuses == [201, 201, 204])
            #expect(server.requests.map(\.bodyText) == ["hello", "hello world", ""])
            #expect(server.acceptedConnectionCount == 1)
        }
    }
}

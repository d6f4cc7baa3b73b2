import Foundation
import MarqueeTestSupport
import StubHTTPServer
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Responses")
struct ResponseTests {
    private struct Movie: Codable, Sendable, Equatable {
        let id: Int
        let title: String
    }

    @Test("json(encoding:) sends the encoded value with sorted keys and the given status")
    func jsonEncoding() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/movie", .json(encoding: Movie(id: 550, title: "Fight Club"), status: 201))
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }

            // When
            let (body, response) = try await TestHTTP.send(TestHTTP.url(server.baseURL, "/movie"), session: session)

            // Then
            #expect(response.statusCode == 201)
            #expect(String(decoding: body, as: UTF8.self) == #"{"id":550,"title":"Fight Club"}"#)
            #expect(try JSONDecoder().decode(Movie.self, from: body) == Movie(id: 550, title: "Fight Club"))
        }
    }

    @Test("json(_:headers:) and status(_:body:headers:) send the given headers; a given Content-Type wins")
    func headers() async throws {
        try await withStubServer { server in
            // Given
            server.register(
                .get, "/json",
                .json(
                    Data("[]".utf8), status: 429, headers: ["Retry-After": "3", "content-type": "application/x+json"]))
            server.register(
                .get, "/status", .status(503, body: Data("down".utf8), headers: ["X-Reason": "maintenance"]))
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }

            // When
            let json = try await TestHTTP.send(TestHTTP.url(server.baseURL, "/json"), session: session)
            let status = try await TestHTTP.send(TestHTTP.url(server.baseURL, "/status"), session: session)

            // Then
            #expect(json.response.statusCode == 429)
            #expect(json.response.value(forHTTPHeaderField: "Retry-After") == "3")
            #expect(json.response.value(forHTTPHeaderField: "Content-Type") == "application/x+json")
            #expect(status.response.statusCode == 503)
            #expect(status.response.value(forHTTPHeaderField: "X-Reason") == "maintenance")
            #expect(status.body == Data("down".utf8))
        }
    }

    @Test("raw(_:contentType:) sends the bytes with that content type")
    func raw() async throws {
        try await withStubServer { server in
            // Given
            let bytes = Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF])
            server.register(.get, "/image.png", .raw(bytes, contentType: "image/png"))
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }

            // When
            let (body, response) = try await TestHTTP.send(TestHTTP.url(server.baseURL, "/image.png"), session: session)

            // Then
            #expect(body == bytes)
            #expect(response.value(forHTTPHeaderField: "Content-Type") == "image/png")
        }
    }

    @Test("A fixture is served with {{BASE_URL}} replaced by the server's URL")
    func fixture() async throws {
        try await withStubServer { server in
            // Given
            let file = FileManager.default.temporaryDirectory
                .appendingPathComponent("stub-fixture-\(getpid())-\(server.port).json")
            try Data(#"{"next":"{{BASE_URL}}/api/character?page=2","self":"{{BASE_URL}}"}"#.utf8).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            server.register(.get, "/api/character", .fixture(file))
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }

            // When
            let (body, response) = try await TestHTTP.send(
                TestHTTP.url(server.baseURL, "/api/character"), session: session)

            // Then
            let base = server.baseURL.absoluteString
            #expect(response.statusCode == 200)
            #expect(response.value(forHTTPHeaderField: "Content-Type") == "application/json")
            #expect(
                String(decoding: body, as: UTF8.self) == #"{"next":"\#(base)/api/character?page=2","self":"\#(base)"}"#)
        }
    }

    @Test("A fixture that cannot be read is answered with a 500 naming the file")
    func missingFixture() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/x", .fixture(URL(fileURLWithPath: "/nonexistent/missing-fixture.json")))
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }

            // When
            let (body, response) = try await TestHTTP.send(TestHTTP.url(server.baseURL, "/x"), session: session)

            // Then
            #expect(response.statusCode == 500)
            #expect(String(decoding: body, as: UTF8.self).contains("missing-fixture.json"))
        }
    }

    @Test("An empty sequence and an invalid status code are answered with a 500 that explains the stub error")
    func stubErrors() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/empty", .sequence([]))
            server.register(.get, "/invalid", .status(42))
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }

            // When
            let empty = try await TestHTTP.send(TestHTTP.url(server.baseURL, "/empty"), session: session)
            let invalid = try await TestHTTP.send(TestHTTP.url(server.baseURL, "/invalid"), session: session)

            // Then
            #expect(empty.response.statusCode == 500)
            #expect(String(decoding: empty.body, as: UTF8.self).contains("empty .sequence"))
            #expect(invalid.response.statusCode == 500)
            #expect(String(decoding: invalid.body, as: UTF8.self).contains("invalid status code 42"))
        }
    }

    @Test("A 204 response carries no body")
    func noContent() async throws {
        try await withStubServer { server in
            // Given
            server.register(.delete, "/item", .status(204, body: Data("ignored".utf8)))
            let session = TestHTTP.makeSession()
            defer { session.finishTasksAndInvalidate() }

            // When
            let (body, response) = try await TestHTTP.send(
                TestHTTP.url(server.baseURL, "/item"), method: "DELETE", session: session)

            // Then
            #expect(response.statusCode == 204)
            #expect(body.isEmpty)
        }
    }
}

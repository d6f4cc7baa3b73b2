import HTTPTypes
import HummingbirdTesting
import Testing

@testable import MarqueeService

/// HEAD wherever GET works, OPTIONS and 405 with `Allow` for a served path asked with another method, and `ETag` /
/// `If-None-Match` on the JSON answers.
@Suite("HTTP manners: HEAD, OPTIONS, 405 with Allow, ETag and If-None-Match")
struct HTTPMannersTests {
    @Test(
        "HEAD answers as GET does, with the same headers and no body",
        arguments: ["/api/v1/movies/popular", "/api/v1/movies/550", "/api/v1/characters?page=1", "/health", "/"])
    func head(path: String) async throws {
        try await ServiceUnderTest.stubs().run { client in
            // When
            let get = try await client.get(path)
            let head = try await client.executeRequest(uri: path, method: .head, headers: [:], body: nil)

            // Then
            #expect(get.status == .ok)
            #expect(head.status == .ok)
            #expect(head.body.readableBytes == 0)
            #expect(head.headers[.contentType] == get.headers[.contentType])
            #expect(head.headers[.eTag] == get.headers[.eTag])
        }
    }

    @Test(
        "a served path asked with another method is a 405 problem whose Allow lists GET, HEAD and OPTIONS",
        arguments: [
            (HTTPRequest.Method.post, "/api/v1/movies/popular"), (.delete, "/api/v1/characters/1"),
            (.put, "/api/v1/movies/550"), (.patch, "/health"),
        ])
    func methodNotAllowed(method: HTTPRequest.Method, path: String) async throws {
        try await ServiceUnderTest.stubs().run { client in
            // When
            let response = try await client.executeRequest(uri: path, method: method, headers: [:], body: nil)

            // Then
            #expect(response.status == .methodNotAllowed)
            #expect(response.headers[.allow] == "GET, HEAD, OPTIONS")
            let problem = try response.problem()
            #expect(problem.type == "urn:marquee:problem:method-not-allowed")
            #expect(problem.status == 405)
        }
    }

    @Test(
        "OPTIONS on a served path is a 204 with Allow; OPTIONS * lists every method the server allows",
        arguments: [
            ("/api/v1/movies/550", "GET, HEAD, OPTIONS"), ("/health", "GET, HEAD, OPTIONS"),
            ("/characters", "GET, HEAD, OPTIONS"), ("*", "DELETE, GET, HEAD, OPTIONS, POST, PUT"),
        ])
    func options(path: String, allow: String) async throws {
        try await ServiceUnderTest.stubs().run { client in
            // When
            let response = try await client.executeRequest(uri: path, method: .options, headers: [:], body: nil)

            // Then
            #expect(response.status == .noContent)
            #expect(response.headers[.allow] == allow)
            #expect(response.body.readableBytes == 0)
        }
    }

    @Test("a path nobody serves stays a 404 whatever the method")
    func unknownPathIsNotFound() async throws {
        try await ServiceUnderTest.stubs().run { client in
            // When
            let response = try await client.executeRequest(
                uri: "/api/v1/nothing", method: .post, headers: [:], body: nil)
            let serverWide = try await client.executeRequest(uri: "*", method: .delete, headers: [:], body: nil)

            // Then
            #expect(response.status == .notFound)
            #expect(response.headers[.allow] == nil)
            #expect(serverWide.status == .notFound, "only OPTIONS asks about *")
            #expect(serverWide.headers[.allow] == nil)
        }
    }

    @Test("a JSON answer carries a strong ETag, the same for the same document and another for another")
    func entityTags() async throws {
        try await ServiceUnderTest.stubs().run { client in
            // When
            let first = try await client.get("/api/v1/movies/popular")
            let again = try await client.get("/api/v1/movies/popular")
            let other = try await client.get("/api/v1/movies/popular?page=2")

            // Then
            let tag = try #require(first.headers[.eTag])
            #expect(tag.hasPrefix("\"") && tag.hasSuffix("\"") && tag.count == 18)
            #expect(again.headers[.eTag] == tag)
            #expect(other.headers[.eTag] != tag)
        }
    }

    @Test("the tag changes when any one byte of a document changes, or its length, at every length up to 80 bytes")
    func entityTagCoversEveryByte() {
        for length in 0...80 {
            // Given
            let document = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            let tag = EntityTag(of: document).headerValue

            // When / Then: the four lanes, the words after them, the tail's bytes and the length all count.
            for position in document.indices {
                var changed = document
                changed[position] ^= 0x01
                #expect(EntityTag(of: changed).headerValue != tag, "length \(length), byte \(position)")
            }
            #expect(EntityTag(of: document + [0]).headerValue != tag, "length \(length), a zero byte added")
        }
    }

    @Test(
        "If-None-Match naming the current tag (alone, in a list, weak, or *) is a 304 without a body",
        arguments: ["TAG", "\"0000000000000000\", TAG", "W/TAG", "*"])
    func notModified(ifNoneMatch: String) async throws {
        try await ServiceUnderTest.stubs().run { client in
            // Given
            let tag = try #require(try await client.get("/api/v1/characters/1").headers[.eTag])

            // When
            let response = try await client.executeRequest(
                uri: "/api/v1/characters/1", method: .get,
                headers: [.ifNoneMatch: ifNoneMatch.replacingOccurrences(of: "TAG", with: tag)], body: nil)

            // Then
            #expect(response.status == .notModified)
            #expect(response.headers[.eTag] == tag)
            #expect(response.body.readableBytes == 0)
        }
    }

    @Test("If-None-Match naming another tag gets the whole answer; a problem answer carries no ETag")
    func modified() async throws {
        try await ServiceUnderTest.stubs().run { client in
            // When
            let response = try await client.executeRequest(
                uri: "/api/v1/characters/1", method: .get, headers: [.ifNoneMatch: "\"0000000000000000\""], body: nil)
            let problem = try await client.get("/api/v1/characters/0")

            // Then
            #expect(response.status == .ok)
            #expect(response.body.readableBytes > 0)
            #expect(problem.status.kind == .clientError)
            #expect(problem.headers[.eTag] == nil)
        }
    }
}

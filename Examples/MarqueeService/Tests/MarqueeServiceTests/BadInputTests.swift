import HummingbirdTesting
import Testing

@testable import MarqueeService

/// A request with bad input, and the parameter its 400 must name.
struct BadRequest: Sendable, CustomTestStringConvertible {
    let uri: String
    let parameter: String
    var testDescription: String { uri }
}

@Suite("Bad input on every parameter is a 400 problem naming it; never a crash or a 500")
struct BadInputTests {
    static let long = String(repeating: "x", count: 101)

    static let requests: [BadRequest] = [
        // page, on every list
        .init(uri: "/api/v1/movies/popular?page=abc", parameter: "page"),
        .init(uri: "/api/v1/movies/popular?page=0", parameter: "page"),
        .init(uri: "/api/v1/movies/popular?page=-1", parameter: "page"),
        .init(uri: "/api/v1/movies/popular?page=501", parameter: "page"),
        .init(uri: "/api/v1/movies/popular?page=1.5", parameter: "page"),
        .init(uri: "/api/v1/movies/popular?page=+1", parameter: "page"),
        .init(uri: "/api/v1/movies/popular?page=", parameter: "page"),
        .init(uri: "/api/v1/movies/popular?page=99999999999999999999999", parameter: "page"),
        .init(uri: "/api/v1/movies/popular?page=1&page=2", parameter: "page"),
        .init(uri: "/api/v1/movies/popular?pgae=2", parameter: "pgae"),
        .init(uri: "/api/v1/movies/search?query=x&page=0", parameter: "page"),
        .init(uri: "/api/v1/movies/search?query=x&page=x", parameter: "page"),
        .init(uri: "/api/v1/characters?page=0", parameter: "page"),
        .init(uri: "/api/v1/characters?page=%00", parameter: "page"),
        // query
        .init(uri: "/api/v1/movies/search", parameter: "query"),
        .init(uri: "/api/v1/movies/search?query=", parameter: "query"),
        .init(uri: "/api/v1/movies/search?query=%20%20", parameter: "query"),
        .init(uri: "/api/v1/movies/search?query=" + String(repeating: "a", count: 201), parameter: "query"),
        .init(uri: "/api/v1/movies/search?query=a&query=b", parameter: "query"),
        .init(uri: "/api/v1/movies/search?query=a%00b", parameter: "query"),
        .init(uri: "/api/v1/movies/search?query=%FF", parameter: "query"),
        .init(uri: "/api/v1/movies/search?query=caf%C3", parameter: "query"),
        // ids
        .init(uri: "/api/v1/movies/abc", parameter: "id"),
        .init(uri: "/api/v1/movies/0", parameter: "id"),
        .init(uri: "/api/v1/movies/-5", parameter: "id"),
        .init(uri: "/api/v1/movies/1e3", parameter: "id"),
        .init(uri: "/api/v1/movies/550?x=1", parameter: "x"),
        .init(uri: "/api/v1/characters/abc", parameter: "id"),
        .init(uri: "/api/v1/characters/0", parameter: "id"),
        .init(uri: "/api/v1/characters/18446744073709551616", parameter: "id"),
        // character filters
        .init(uri: "/api/v1/characters?status=zombie", parameter: "status"),
        .init(uri: "/api/v1/characters?gender=robot", parameter: "gender"),
        .init(uri: "/api/v1/characters?name=" + long, parameter: "name"),
        .init(uri: "/api/v1/characters?species=" + long, parameter: "species"),
        .init(uri: "/api/v1/characters?type=" + long, parameter: "type"),
        .init(uri: "/api/v1/characters?name=a&name=b", parameter: "name"),
        .init(uri: "/api/v1/characters?name=%00", parameter: "name"),
        .init(uri: "/api/v1/characters?species=%FF", parameter: "species"),
        .init(uri: "/api/v1/characters?type=a%1Bb", parameter: "type"),
        .init(uri: "/api/v1/characters?colour=green", parameter: "colour"),
        .init(uri: "/api/v1/dependencies?verbose=1", parameter: "verbose"),
    ]

    @Test("400 application/problem+json naming the parameter", arguments: requests)
    func badRequest(_ request: BadRequest) async throws {
        try await ServiceUnderTest.stubs().run { client in
            // When
            let response = try await client.get(request.uri)

            // Then
            #expect(response.status == .badRequest)
            let problem = try response.problem()
            #expect(problem.type == "urn:marquee:problem:invalid-parameter")
            #expect(problem.status == 400)
            #expect(problem.parameter == request.parameter)
            #expect(problem.instance == String(request.uri.prefix { $0 != "?" }))
            #expect(!problem.detail.contains("\n"))
        }
    }

    @Test("a percent-encoded id is read decoded, on the API and the pages; a refusal shows the decoded text")
    func percentEncodedID() async throws {
        try await ServiceUnderTest.stubs().run { client in
            // When
            let movie = try await client.get("/api/v1/movies/%35%35%30")
            let page = try await client.get("/movies/%35%35%30")
            let arabic = try await client.get("/api/v1/characters/%D9%A1")
            let notUTF8 = try await client.get("/api/v1/characters/%FF")

            // Then
            #expect(movie.status == .ok)
            #expect(movie.text.contains(#""id":550"#))
            #expect(page.status == .ok)
            #expect(try arabic.problem().detail == "character ID must be a whole number of at least 1, got '١'")
            #expect(try notUTF8.problem().detail == "character ID must be a whole number of at least 1, got '%FF'")
        }
    }

    @Test("an unknown path is a 404 problem; a known path with another method is a problem too, never a crash")
    func unknownRoutes() async throws {
        try await ServiceUnderTest.stubs().run { client in
            // When
            let unknown = try await client.get("/api/v2/movies/popular")
            let post = try await client.executeRequest(
                uri: "/api/v1/movies/popular", method: .post, headers: [:], body: nil)

            // Then
            #expect(unknown.status == .notFound)
            #expect(try unknown.problem().type == "urn:marquee:problem:not-found")
            #expect([404, 405].contains(post.status.code))
            #expect(try post.problem().status == post.status.code)
        }
    }

    @Test(
        "a page past the end of any list is a 404 naming page, in the same words in both contexts",
        arguments: [
            ("/api/v1/characters?page=4", "page 4 is past the end of the character list"),
            ("/api/v1/movies/popular?page=4", "page 4 is past the end of the popular movies"),
            ("/api/v1/movies/search?query=fight+club&page=2", "page 2 is past the end of the search results"),
        ])
    func pastTheEnd(address: String, detail: String) async throws {
        try await ServiceUnderTest.stubs().run { client in
            // When
            let response = try await client.get(address)

            // Then
            #expect(response.status == .notFound)
            let problem = try response.problem()
            #expect(problem.parameter == "page")
            #expect(problem.detail == detail)
        }
    }

    @Test("no /__uitest/ route is served when the service runs live")
    func noControlWhenLive() async throws {
        try await LiveService.run(baseURL: "http://127.0.0.1:9") { service in
            try await service.run { client in
                // When
                let response = try await client.get("/__uitest/calls")

                // Then
                #expect(response.status == .notFound)
            }
        }
    }
}

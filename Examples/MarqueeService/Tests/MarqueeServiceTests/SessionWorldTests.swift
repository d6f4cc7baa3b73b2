import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

@testable import MarqueeService

/// One `-uitest` service, a world per UI-test session: pages, API, calls and stub ratings by the session the request
/// names (the `UITest-Session` header here; the `uitest-session` cookie works the same), the launch world for a
/// request that names none.
@Suite("UI-test sessions: each session's scenario, calls and ratings are its own")
struct SessionWorldTests {
    @Test(
        "two sessions at once see only their own world; no session sees the launch world; resetting one leaves the other"
    )
    func twoSessionsAtOnce() async throws {
        try await ServiceUnderTest.stubs().run { client in
            // Given: session A fails every port, session B starts on the launch scenario and rates Fight Club
            let a = try await Self.startSession(client, scenario: "serverError")
            let b = try await Self.startSession(client)
            let visitor = RatingPageTests.Browser()
            let rated = try await visitor.send(
                client, .put, "/api/v1/movies/550/rating", json: #"{"value": 8}"#, headers: Self.session(b))

            // When: each asks for the same things, at the same time
            async let aPopular = client.get("/api/v1/movies/popular", session: a)
            async let bPopular = client.get("/api/v1/movies/popular", session: b)
            async let launchPopular = client.get("/api/v1/movies/popular", session: nil)
            let statuses = try await [aPopular.status, bPopular.status, launchPopular.status]
            let bRatings = try await visitor.send(client, .get, "/api/v1/ratings", headers: Self.session(b))
            let launchRatings = try await visitor.send(client, .get, "/api/v1/ratings")
            let aCalls = try await client.get("/__uitest/calls", session: a).text
            let launchCalls = try await client.get("/__uitest/calls", session: nil).text

            // Then: A fails, B and the launch world serve; B's rating is B's alone; calls are each world's own
            #expect(rated.status == .created)
            #expect(statuses == [.serviceUnavailable, .ok, .ok])
            #expect(bRatings.text.contains(#""id":550"#))
            #expect(!launchRatings.text.contains(#""id":550"#))
            #expect(aCalls.contains("popularMovies") && !aCalls.contains("rate"))
            #expect(launchCalls.contains("popularMovies") && !launchCalls.contains(#""rate""#))

            // When: A is reset
            let reset = try await client.executeRequest(
                uri: "/__uitest/reset", method: .post, headers: Self.session(a), body: nil)

            // Then: A is back on the scenario it started with, its calls emptied; B keeps its rating and calls
            #expect(reset.status == .ok)
            #expect(reset.text.hasPrefix(#"{"name":"serverError""#))
            #expect(try await !client.get("/__uitest/calls", session: a).text.contains("popularMovies"))
            #expect(try await client.get("/__uitest/calls", session: b).text.contains("popularMovies"))
            let bAfter = try await visitor.send(client, .get, "/api/v1/ratings", headers: Self.session(b))
            #expect(bAfter.text.contains(#""id":550"#))
        }
    }

    @Test("a session the service does not hold, or one ended, is a 404 problem, never another session's world")
    func unknownSession() async throws {
        try await ServiceUnderTest.stubs().run { client in
            // Given
            let a = try await Self.startSession(client)
            let ended = try await client.executeRequest(
                uri: "/__uitest/sessions/\(a)", method: .delete, headers: [:], body: nil)

            // When
            let page = try await client.get("/", session: a)
            let api = try await client.get("/api/v1/movies/popular", session: "999")
            let calls = try await client.get("/__uitest/calls", session: "999")

            // Then
            #expect(ended.status == .noContent)
            for answer in [page, api] {
                #expect(answer.status == .notFound)
                #expect(try answer.problem().type == "urn:marquee:problem:uitest-session")
            }
            #expect(calls.status == .notFound)
            #expect(try calls.problem().detail.hasPrefix(#"no UI-test session "999" here"#))
        }
    }

    @Test("each session presents its own pages; the launch world sees none of them, an ended session's are gone")
    func presentedPagesPerSession() async throws {
        try await ServiceUnderTest.stubs().run { client in
            // Given two sessions, each presenting the movie details page with a title of its own
            let (a, b) = (try await Self.startSession(client), try await Self.startSession(client))
            for (session, title) in [(a, "Only in A"), (b, "Only in B")] {
                let json = String(
                    decoding: try JSONEncoder().encode(MovieDetailsPage.stub(title: title)), as: UTF8.self)
                let put = try await client.executeRequest(
                    uri: "/__uitest/present/movie-details", method: .put, headers: Self.session(session),
                    body: ByteBuffer(string: json))
                #expect(put.status == .noContent)
            }

            // When each, and the launch world, open the presented page
            let aPage = try await client.get("/__uitest/present/movie-details", session: a)
            let bPage = try await client.get("/__uitest/present/movie-details", session: b)
            let launchPage = try await client.get("/__uitest/present/movie-details", session: nil)
            _ = try await client.executeRequest(
                uri: "/__uitest/sessions/\(a)", method: .delete, headers: [:], body: nil)
            let endedPage = try await client.get("/__uitest/present/movie-details", session: a)

            // Then each sees its own title only, and neither reaches the launch world or outlives its session
            #expect(aPage.text.contains("Only in A") && !aPage.text.contains("Only in B"))
            #expect(bPage.text.contains("Only in B") && !bPage.text.contains("Only in A"))
            #expect(launchPage.status == .notFound)
            #expect(endedPage.status == .notFound)
            #expect(try endedPage.problem().type == "urn:marquee:problem:uitest-session")
        }
    }

    /// Starts a session on `scenario` (the launch one when `nil`); its id.
    static func startSession(_ client: any TestClientProtocol, scenario: String? = nil) async throws -> String {
        let answer = try await client.executeRequest(
            uri: "/__uitest/sessions", method: .post, headers: [:], body: scenario.map { ByteBuffer(string: $0) })
        #expect(answer.status == .created)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(answer.text.utf8)) as? [String: Any])
        return try #require(object["session"] as? String)
    }

    /// The header that names session `id`.
    static func session(_ id: String) -> HTTPFields {
        [HTTPField.Name("UITest-Session")!: id]
    }
}

extension TestClientProtocol {
    /// `GET uri` in the UI-test session `session` (none: the launch world).
    func get(_ uri: String, session: String?) async throws -> TestResponse {
        try await executeRequest(
            uri: uri, method: .get, headers: session.map(SessionWorldTests.session) ?? [:], body: nil)
    }
}

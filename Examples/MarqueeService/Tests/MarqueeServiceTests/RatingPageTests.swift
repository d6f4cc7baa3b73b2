import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MarqueeKit
import MoviesAdaptersUITesting
import Synchronization
import Testing
import UITestScenario

@testable import MarqueeService

/// The rating flow in process, on stubs: the movie page's form, POST/redirect/GET, a refused value, forged posts,
/// `/ratings`, and the JSON API's `PUT`, `DELETE` and `GET` with their problems.
@Suite("Rating a movie: the form, the redirect, refusals and the JSON API")
struct RatingPageTests {
    /// A browser on one service: its cookie, kept from answer to answer.
    final class Browser: Sendable {
        private let cookie = Mutex<String?>(nil)

        var cookieHeader: String? { cookie.withLock { $0 } }

        func keep(_ response: TestResponse) {
            guard let set = response.headers[.setCookie], let pair = set.split(separator: ";").first else { return }
            cookie.withLock { $0 = String(pair) }
        }

        func send(
            _ client: any TestClientProtocol, _ method: HTTPRequest.Method, _ uri: String, form: String? = nil,
            json: String? = nil, headers extra: HTTPFields = [:]
        ) async throws -> TestResponse {
            var headers: HTTPFields = [.origin: "http://localhost", RequestSite.secFetchSite: "same-origin"]
            if let cookieHeader { headers[.cookie] = cookieHeader }
            if form != nil { headers[.contentType] = "application/x-www-form-urlencoded" }
            if json != nil { headers[.contentType] = "application/json" }
            for field in extra { headers[field.name] = field.value }
            let body = (form ?? json).map { ByteBuffer(string: $0) }
            let response = try await client.executeRequest(uri: uri, method: method, headers: headers, body: body)
            keep(response)
            return response
        }
    }

    /// `headers` (name → value) as header fields.
    static func fields(_ headers: [String: String]) -> HTTPFields {
        var fields = HTTPFields()
        for (name, value) in headers { fields[HTTPField.Name(name)!] = value }
        return fields
    }

    /// The form's token in `html`.
    static func token(in html: String) throws -> String {
        let match = try #require(html.firstMatch(of: /name="csrf" value="([A-Za-z0-9_-]+)"/))
        return String(match.1)
    }

    /// The stub rating port's writes so far (`rate`, `removeRating`).
    static func operations(_ service: ServiceUnderTest) -> [PortCall] {
        let logs = service.dependencies.session?.world.recordedCalls ?? []
        return logs.filter { $0.port == "MovieRatingRepository" }.flatMap(\.calls)
            .filter { ["rate", "removeRating"].contains($0.method) }
    }

    @Test("The movie page has a labelled field named value, a submit button and the token; a new visitor gets a cookie")
    func form() async throws {
        try await ServiceUnderTest.stubs().run { client in
            // When
            let browser = Browser()
            let response = try await browser.send(client, .get, "/movies/550")

            // Then
            let html = response.text
            #expect(response.status == .ok)
            let cookie = try #require(response.headers[.setCookie])
            #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"))
            #expect(html.contains(#"<label for="rating-value">Rate this movie</label>"#))
            #expect(html.contains(#"<input id="rating-value" name="value" type="text""#))
            #expect(html.contains(#"data-testid="movieDetails.rateButton">Save rating</button>"#))
            #expect(html.contains(#"<strong data-testid="movieDetails.yourRating">Not rated</strong>"#))
            #expect(!html.contains("movieDetails.removeRatingButton"))
            #expect(!html.contains("stubguestsession"), "the guest session never reaches a page")
            #expect(MarkupCheck.problems(in: html).isEmpty)
            _ = try Self.token(in: html)
        }
    }

    @Test("Rate, POST/redirect/GET: a 303 to the page, which then shows 8.5; removing it leaves Not rated")
    func rateAndRemove() async throws {
        let service = try ServiceUnderTest.stubs()
        try await service.run { client in
            // Given the page
            let browser = Browser()
            let token = try Self.token(in: try await browser.send(client, .get, "/movies/550").text)

            // When the visitor rates 8.5
            let posted = try await browser.send(client, .post, "/movies/550/rating", form: "value=8.5&csrf=\(token)")
            let page = try await browser.send(client, .get, "/movies/550")

            // Then
            #expect(posted.status == .seeOther)
            #expect(posted.headers[.location] == "/movies/550")
            #expect(page.text.contains(#"<strong data-testid="movieDetails.yourRating">8.5</strong>"#))
            #expect(page.text.contains("movieDetails.removeRatingButton"))
            let listed = try await browser.send(client, .get, "/ratings")
            #expect(listed.text.contains(#"data-testid="ratedMovies.yourRating.550">Your rating: 8.5</span>"#))

            // When they remove it
            let removed = try await browser.send(
                client, .post, "/movies/550/rating/remove", form: "csrf=\(try Self.token(in: page.text))")
            let after = try await browser.send(client, .get, "/movies/550")

            // Then
            #expect(removed.status == .seeOther)
            #expect(after.text.contains(#"<strong data-testid="movieDetails.yourRating">Not rated</strong>"#))
        }
        let expected: [StubMovieRatingRepositoryCall] = [.rate(movie: 550, value: 8.5), .removeRating(movie: 550)]
        #expect(Self.operations(service) == expected.map { PortCall($0) })
    }

    @Test("A visitor sees only their own ratings: another browser's page and list show none of them")
    func ownRatingsOnly() async throws {
        try await ServiceUnderTest.stubs().run { client in
            // Given one visitor who rated Fight Club
            let rater = Browser()
            let token = try Self.token(in: try await rater.send(client, .get, "/movies/550").text)
            _ = try await rater.send(client, .post, "/movies/550/rating", form: "value=8.5&csrf=\(token)")

            // When another visitor opens the same page and their list
            let other = Browser()
            let page = try await other.send(client, .get, "/movies/550")
            let list = try await other.send(client, .get, "/ratings")

            // Then they see no rating of theirs
            #expect(page.text.contains(#"<strong data-testid="movieDetails.yourRating">Not rated</strong>"#))
            #expect(list.text.contains("data-testid=\"ratedMovies.empty\""))
            #expect(!list.text.contains("ratedMovies.row.550"))
        }
    }

    @Test("A refused value comes back at the field (aria-invalid, aria-describedby), as typed, and nothing is sent")
    func refusedValue() async throws {
        let service = try ServiceUnderTest.stubs()
        try await service.run { client in
            let browser = Browser()
            let token = try Self.token(in: try await browser.send(client, .get, "/movies/550").text)

            // When
            let response = try await browser.send(
                client, .post, "/movies/550/rating", form: "value=11&csrf=\(token)")

            // Then
            let html = response.text
            #expect(response.status.code == 422)
            #expect(html.contains(#"value="11""#))
            #expect(html.contains(#"aria-invalid="true" aria-describedby="rating-error rating-hint" autofocus"#))
            #expect(html.contains(#"<p id="rating-error" class="field-error" role="alert""#))
            #expect(html.contains("too high"))
            #expect(MarkupCheck.problems(in: html).isEmpty)
        }
        #expect(Self.operations(service).isEmpty)
    }

    @Test(
        "A form without its token, with another's, from another site, or without the cookie is a 403; nothing is sent",
        arguments: [
            ("value=8.5", [:]), ("value=8.5&csrf=AAAA", [:]),
            ("value=8.5&csrf=TOKEN", ["Origin": "http://evil.example"]),
            ("value=8.5&csrf=TOKEN", ["Sec-Fetch-Site": "cross-site"]),
            ("value=8.5&csrf=TOKEN", ["Cookie": "marquee_visitor=forged"]),
        ] as [(String, [String: String])])
    func forged(form: String, headers: [String: String]) async throws {
        let service = try ServiceUnderTest.stubs()
        try await service.run { client in
            let browser = Browser()
            let token = try Self.token(in: try await browser.send(client, .get, "/movies/550").text)

            // When
            let response = try await browser.send(
                client, .post, "/movies/550/rating", form: form.replacingOccurrences(of: "TOKEN", with: token),
                headers: Self.fields(headers))

            // Then
            #expect(response.status == .forbidden)
            #expect(response.text.contains("data-testid=\"formRefused.message\""))
            #expect(response.headers[.contentSecurityPolicy] != nil)
        }
        #expect(Self.operations(service).isEmpty)
    }

    @Test("A form body past 1 KiB is a 413; the new routes answer 405 with Allow for another method")
    func bounds() async throws {
        try await ServiceUnderTest.stubs().run { client in
            let browser = Browser()
            let token = try Self.token(in: try await browser.send(client, .get, "/movies/550").text)

            // When
            let long = try await browser.send(
                client, .post, "/movies/550/rating",
                form: "value=8.5&csrf=\(token)&pad=" + String(repeating: "a", count: 2048))
            let page = try await browser.send(client, .get, "/movies/550/rating")
            let api = try await browser.send(client, .patch, "/api/v1/movies/550/rating")
            let list = try await browser.send(client, .post, "/api/v1/ratings")

            // Then
            #expect(long.status == .contentTooLarge)
            #expect(page.status == .methodNotAllowed)
            #expect(page.headers[.allow] == "OPTIONS, POST")
            #expect(api.status == .methodNotAllowed)
            #expect(api.headers[.allow] == "DELETE, OPTIONS, PUT")
            #expect(list.headers[.allow] == "GET, HEAD, OPTIONS")
        }
    }

    @Test("The JSON API: PUT 201 then 200, GET lists it, DELETE 204, GET is empty again; the cookie carries it")
    func jsonAPI() async throws {
        let service = try ServiceUnderTest.stubs()
        try await service.run { client in
            let browser = Browser()

            // When
            let first = try await browser.send(client, .put, "/api/v1/movies/550/rating", json: #"{"value": 8.5}"#)
            let again = try await browser.send(client, .put, "/api/v1/movies/550/rating", json: #"{"value": 9}"#)
            let listed = try await browser.send(client, .get, "/api/v1/ratings")
            let deleted = try await browser.send(client, .delete, "/api/v1/movies/550/rating")
            let empty = try await browser.send(client, .get, "/api/v1/ratings")

            // Then
            #expect(first.status == .created)
            #expect(first.text == #"{"movieID":550,"rating":8.5,"change":"added"}"#)
            #expect(first.headers[.setCookie]?.hasPrefix("marquee_visitor=") == true)
            #expect(again.status == .ok)
            #expect(again.text.contains(#""change":"replaced""#))
            #expect(listed.text.contains(#""id":550"#) && listed.text.contains(#""rating":9"#))
            #expect(deleted.status == .noContent)
            #expect(empty.text.contains(#""results":[]"#))
            #expect(!listed.text.contains("stubguestsession"))
        }
        #expect(Self.operations(service).count == 3)
    }

    @Test(
        "Every refused JSON write is a problem: 400 for a bad value, 415 for another type, 403 from another site, 413",
        arguments: [
            (#"{"value": 11}"#, "application/json", [:], 400, "invalid-parameter"),
            (#"{"value": "8.5"}"#, "application/json", [:], 400, "invalid-parameter"),
            (#"{"value": 8.5, "x": 1}"#, "application/json", [:], 400, "invalid-parameter"),
            ("value=8.5", "application/x-www-form-urlencoded", [:], 415, "unsupported-media-type"),
            (#"{"value": 8.5}"#, "text/plain", [:], 415, "unsupported-media-type"),
            (#"{"value": 8.5}"#, "application/json", ["Origin": "http://evil.example"], 403, "forbidden"),
            (
                String(repeating: " ", count: 2000) + #"{"value": 8.5}"#, "application/json", [:], 413,
                "content-too-large"
            ),
        ] as [(String, String, [String: String], Int, String)])
    func refusedWrites(
        body: String, type: String, headers: [String: String], status: Int, kind: String
    )
        async throws
    {
        let service = try ServiceUnderTest.stubs()
        try await service.run { client in
            var fields = Self.fields(headers)
            fields[.contentType] = type
            // When
            let response = try await client.executeRequest(
                uri: "/api/v1/movies/550/rating", method: .put, headers: fields, body: ByteBuffer(string: body))

            // Then
            #expect(response.status.code == status)
            #expect(try response.problem().type == "urn:marquee:problem:\(kind)")
        }
        #expect(Self.operations(service).isEmpty)
    }

    @Test("Live without MARQUEE_SESSION_KEY: no rating form, a form post is a 503 page, the API a 503 problem")
    func notConfigured() async throws {
        var dependencies = try ServiceUnderTest.stubs().dependencies
        dependencies.visitorKeys = nil
        try await ServiceUnderTest(dependencies: dependencies).run { client in
            // When
            let page = try await client.get("/movies/550")
            let post = try await client.executeRequest(
                uri: "/movies/550/rating", method: .post,
                headers: [.contentType: "application/x-www-form-urlencoded"], body: ByteBuffer(string: "value=8"))
            let api = try await client.executeRequest(
                uri: "/api/v1/movies/550/rating", method: .put, headers: [.contentType: "application/json"],
                body: ByteBuffer(string: #"{"value": 8}"#))

            // Then
            #expect(page.status == .ok)
            #expect(!page.text.contains("rating-value"))
            #expect(page.headers[.setCookie] == nil)
            #expect(post.status == .serviceUnavailable)
            #expect(post.text.contains("MARQUEE_SESSION_KEY"))
            #expect(try api.problem().type == "urn:marquee:problem:ratings-not-configured")
        }
    }

    @Test("Two instances with the same secret serve the same visitor: the second opens the first one's cookie")
    func sameSecretTwoInstances() async throws {
        let keys = try VisitorKeys(secret: "the operator's secret, at least thirty-two bytes long")
        var first = try ServiceUnderTest.stubs().dependencies
        first.visitorKeys = keys
        var second = try ServiceUnderTest.stubs().dependencies
        second.visitorKeys = keys
        let browser = Browser()
        let token = try await ServiceUnderTest(dependencies: first).run { client in
            try Self.token(in: try await browser.send(client, .get, "/movies/550").text)
        }
        try await ServiceUnderTest(dependencies: second).run { client in
            // When the same browser comes to the second instance
            let page = try await browser.send(client, .get, "/movies/550")

            // Then it is the same visitor: the same token, and no new cookie for a visitor it already knows
            #expect(try Self.token(in: page.text) == token)
            #expect(page.headers[.setCookie] == nil)
        }
    }
}

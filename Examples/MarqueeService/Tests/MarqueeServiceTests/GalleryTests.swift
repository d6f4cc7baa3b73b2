import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

@testable import MarqueeService

/// The gallery of page states under `-uitest` (`/__uitest/gallery`): each session's catalog, each state a button that
/// opens it in that session only, the built-in catalog for a session that put none, and a catalog that does not
/// read refused with the field it is about.
@Suite("The gallery of page states: a catalog per session, each state a button that posts")
struct GalleryTests {
    /// A catalog of one state on a scenario and one presented from a view model.
    static func catalog() throws -> ByteBuffer {
        let model = String(
            decoding: try JSONEncoder().encode(MovieDetailsPage.stub(title: "Long & <bold>")), as: UTF8.self)
        return ByteBuffer(
            string: """
                {"states": [
                  {"name": "Popular movies · server error", "path": "/", "scenario": "serverError"},
                  {"name": "Movie · <long> title", "page": "movie-details", "model": \(model)}
                ]}
                """)
    }

    @Test(
        "a session's catalog is listed as buttons, escaped, valid; another session and the launch world see the built-in"
    )
    func catalogPerSession() async throws {
        try await ServiceUnderTest.stubs().run { client in
            // Given session A puts its catalog, and B puts none
            let (a, b) = (
                try await SessionWorldTests.startSession(client), try await SessionWorldTests.startSession(client)
            )
            let put = try await client.executeRequest(
                uri: "/__uitest/gallery", method: .put, headers: SessionWorldTests.session(a),
                body: try Self.catalog())

            // When each, and the launch world, open the gallery
            let aPage = try await client.get("/__uitest/gallery", session: a).text
            let bPage = try await client.get("/__uitest/gallery", session: b).text
            let launchPage = try await client.get("/__uitest/gallery", session: nil).text

            // Then A sees its two states, B and the launch world every page on every preset
            #expect(put.status == .noContent)
            #expect(MarkupCheck.problems(in: aPage).isEmpty, "\(MarkupCheck.problems(in: aPage))")
            #expect(
                aPage.contains(
                    #"<form method="post" action="/__uitest/gallery/popular-movies-server-error"><button type="submit" data-testid="gallery.state.popular-movies-server-error">Popular movies · server error</button>"#
                ))
            #expect(
                aPage.contains(#"data-testid="gallery.state.movie-long-title">Movie · &lt;long&gt; title</button>"#))
            #expect(aPage.components(separatedBy: "gallery.state.").count == 3)
            #expect(bPage == launchPage)
            #expect(MarkupCheck.problems(in: bPage).isEmpty, "\(MarkupCheck.problems(in: bPage))")
            #expect(bPage.contains(#"data-testid="gallery.state.movie-notfound""#))
            #expect(!bPage.contains("slow"))
            #expect(bPage.components(separatedBy: "gallery.state.").count - 1 == GalleryCatalog.builtIn.states.count)
        }
    }

    @Test(
        "opening a state switches that session's scenario (303 to the page) or presents its model; others keep theirs")
    func openingAState() async throws {
        try await ServiceUnderTest.stubs().run { client in
            // Given session A with the catalog, and session B beside it
            let (a, b) = (
                try await SessionWorldTests.startSession(client), try await SessionWorldTests.startSession(client)
            )
            _ = try await client.executeRequest(
                uri: "/__uitest/gallery", method: .put, headers: SessionWorldTests.session(a),
                body: try Self.catalog())

            // When A opens both states, and then A and B open the page the first leads to
            let failing = try await client.executeRequest(
                uri: "/__uitest/gallery/popular-movies-server-error", method: .post,
                headers: SessionWorldTests.session(a),
                body: nil)
            let aList = try await client.get("/", session: a)
            let bList = try await client.get("/", session: b)
            let presented = try await client.executeRequest(
                uri: "/__uitest/gallery/movie-long-title", method: .post, headers: SessionWorldTests.session(a),
                body: nil)
            let details = try await client.get("/__uitest/present/movie-details", session: a).text

            // Then A's page fails as the state says, B's does not; the model state is A's presented page
            #expect(failing.status == .seeOther)
            #expect(failing.headers[.location] == "/")
            #expect(aList.text.contains(#"data-testid="movieList.error""#))
            #expect(bList.status == .ok && !bList.text.contains(#"data-testid="movieList.error""#))
            #expect(presented.status == .seeOther)
            #expect(presented.headers[.location] == "/__uitest/present/movie-details")
            #expect(details.contains("Long &amp; &lt;bold&gt;"))
        }
    }

    @Test(
        "a GET or HEAD on a state is a 405 that switches nothing: a prefetch or a typed address never changes a world",
        arguments: [HTTPRequest.Method.get, .head])
    func readsChangeNothing(method: HTTPRequest.Method) async throws {
        try await ServiceUnderTest.stubs().run { client in
            // Given session A with the catalog
            let a = try await SessionWorldTests.startSession(client)
            _ = try await client.executeRequest(
                uri: "/__uitest/gallery", method: .put, headers: SessionWorldTests.session(a),
                body: try Self.catalog())

            // When both states are asked for without POST
            let scenarioState = try await client.executeRequest(
                uri: "/__uitest/gallery/popular-movies-server-error", method: method,
                headers: SessionWorldTests.session(a), body: nil)
            let modelState = try await client.executeRequest(
                uri: "/__uitest/gallery/movie-long-title", method: method, headers: SessionWorldTests.session(a),
                body: nil)

            // Then each is refused, and the scenario and the presented page are as they were
            #expect(scenarioState.status == .methodNotAllowed)
            #expect(modelState.status == .methodNotAllowed)
            if method == .get { #expect(try scenarioState.problem().detail.contains("POST")) }
            #expect(try await client.get("/__uitest/scenario", session: a).text.contains(#""name":"happyPath""#))
            #expect(try await client.get("/__uitest/present/movie-details", session: a).status == .notFound)
        }
    }

    @Test(
        "a catalog that does not read is a 400 naming the field; an unknown state is a 404",
        arguments: [
            (#"{"states": [{"name": "x", "path": "/", "scenario": "nope"}]}"#, "states[0].scenario"),
            (#"{"states": [{"name": "x", "page": "movie-details", "model": {"movie": 5}}]}"#, "states[0].model"),
            (#"{"states": [{"name": "x", "path": "/"}]}"#, "states[0]"),
            (
                #"{"states": [{"name": "A b", "path": "/", "scenario": "empty"}, {"name": "a-B", "path": "/", "scenario": "empty"}]}"#,
                "states[1].name"
            ),
            (#"{"states": [{"name": "x", "path": "http://elsewhere/", "scenario": "empty"}]}"#, "states[0].path"),
            (#"{"states": [{"name": "·", "path": "/", "scenario": "empty"}]}"#, "states[0].name"),
            (#"{"states": [], "extra": 1}"#, "extra"),
            (#"[1]"#, "body"),
        ])
    func refused(body: String, parameter: String) async throws {
        try await ServiceUnderTest.stubs().run { client in
            // When
            let answer = try await client.executeRequest(
                uri: "/__uitest/gallery", method: .put, headers: [:], body: ByteBuffer(string: body))
            let unknown = try await client.executeRequest(
                uri: "/__uitest/gallery/no-such-state", method: .post, headers: [:], body: nil)

            // Then
            #expect(answer.status == .badRequest)
            let problem = try answer.problem()
            #expect(problem.parameter?.hasPrefix(parameter) == true, "\(problem.parameter ?? "none")")
            #expect(unknown.status == .notFound)
        }
    }

    @Test("a state's key is its name's letters and digits in lower case, other runs one dash")
    func keys() {
        #expect(GalleryCatalog.key(of: "Popular movies · empty") == "popular-movies-empty")
        #expect(GalleryCatalog.key(of: "  Movie: 360 px!  ") == "movie-360-px")
        #expect(GalleryCatalog.key(of: "Épisode") == "episode")
    }
}

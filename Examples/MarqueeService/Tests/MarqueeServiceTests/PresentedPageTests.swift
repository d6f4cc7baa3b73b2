import AppDependencies
import Foundation
import HummingbirdTesting
import MarqueePageElements
import NIOCore
import Testing

@testable import MarqueeService

/// One page, presented alone (`/__uitest/present/{page}`), in process: every page renders from its `.stub()`, the
/// states the use cases rarely reach render whole, valid pages with the elements the robots use, and a bad request
/// gets its problem document.
@Suite("A page presented alone from a view model a test puts")
struct PresentedPageTests {
    /// Each page's model as its `.stub()` builds it, with the screen its robots use.
    static let stubs: [(page: Page, model: any PageModel, screen: any PageElement.Type)] = [
        (.movieList, MovieListPage.stub(), MovieListElement.self),
        (.search, SearchPage.stub(), SearchElement.self),
        (.movieDetails, MovieDetailsPage.stub(), MovieDetailsElement.self),
        (.characterList, CharacterListPage.stub(), CharacterListElement.self),
        (.characterDetails, CharacterDetailsPage.stub(), CharacterDetailsElement.self),
        (.notFound, NotFoundPage.stub(), NotFoundElement.self),
        (.ratedMovies, RatedMoviesPage.stub(), RatedMoviesElement.self),
        (.formRefused, FormRefusedPage.stub(), FormRefusedElement.self),
        (.watchlist, WatchlistPage.stub(), WatchlistElement.self),
        (.gallery, GalleryPage.stub(), GalleryElement.self),
    ]

    @Test("every page has a stub here, so none goes untested")
    func everyPageHasAStub() {
        #expect(Self.stubs.map(\.page) == Page.allCases)
    }

    @Test("each page presented from its .stub() renders its real template, whole and valid", arguments: 0..<9)
    func eachPageFromItsStub(index: Int) async throws {
        // Given a page's stub model
        let (page, model, screen) = Self.stubs[index]

        // When it is put and shown
        let html = try await Self.present(model)

        // Then it is that page, whole, valid, with the screen's element and the stub's content
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.contains(#"data-testid="\#(screen.screenName).screen""#), "\(page)")
        #expect(MarkupCheck.problems(in: html).isEmpty, "\(page): \(MarkupCheck.problems(in: html))")
    }

    @Test("what the page shows is what the model says: the stub movie's facts, rows by id, the filter form filled")
    func showsTheModel() async throws {
        // When
        let details = try await Self.present(MovieDetailsPage.stub(title: "Presented"))
        let list = try await Self.present(MovieListPage.stub(rows: [.stub(id: 4242, title: "Only row")]))
        let characters = try await Self.present(CharacterListPage.stub(name: "rick", status: "dead"))

        // Then
        #expect(details.contains(#"<h1 data-testid="movieDetails.title">Presented</h1>"#))
        #expect(details.contains("<title>Presented · Marquee</title>"))
        #expect(details.contains(#"data-testid="movieDetails.directors">David Fincher<"#))
        #expect(list.contains(#"data-testid="movieList.row.4242""#))
        #expect(!list.contains("movieList.row.550"))
        #expect(characters.contains(#"value="rick""#))
        #expect(characters.contains(#"<option value="dead" selected data-testid="characterList.filter.status.dead">"#))
    }

    @Test("a presented page is the real route's page: the not-found page of an unknown address, byte for byte")
    func sameAsTheRealRoute() async throws {
        // Given the page the real route answers for an address nothing serves
        let real = try await ServiceUnderTest.stubs().run { client in try await client.get("/no/such/page").text }

        // When the not-found page is presented from its stub, which says what that page says
        let presented = try await Self.present(NotFoundPage.stub())

        // Then
        #expect(presented == real)
    }

    @Test(
        "an error state renders on every page that has one, with its wait and Try again, and no content",
        arguments: 0..<5)
    func errorStates(index: Int) async throws {
        // Given a page showing an upstream's refusal that names a wait
        let error = ErrorStateView.stub(
            message: "The movie service (TMDb) is getting too many requests.",
            wait: "The movie service (TMDb) asks us to wait 30 seconds before trying again.",
            next: .tryAgain(href: "/again"))
        let pages: [(any PageModel, any RecoverablePageElement.Type)] = [
            (MovieListPage.stub(error: error), MovieListElement.self),
            (SearchPage.stub(error: error), SearchElement.self),
            (MovieDetailsPage.stub(error: error), MovieDetailsElement.self),
            (CharacterListPage.stub(error: error), CharacterListElement.self),
            (CharacterDetailsPage.stub(error: error), CharacterDetailsElement.self),
        ]
        let (model, screen) = pages[index]

        // When
        let html = try await Self.present(model)

        // Then
        #expect(MarkupCheck.problems(in: html).isEmpty, "\(MarkupCheck.problems(in: html))")
        #expect(html.contains(Self.testID(screen.error)))
        #expect(html.contains("asks us to wait 30 seconds"))
        #expect(html.contains(#"<a href="/again" data-testid="\#(screen.screenName).tryAgain">"#))
        #expect(!html.contains(Self.testID(screen.content)), "an error state shows no content")
    }

    @Test("an error state after bad input renders Start over instead of Try again")
    func startOver() async throws {
        // Given a list page refusing what its address asked for
        let error = ErrorStateView.stub(
            heading: "This address asks for something we cannot show", message: "There is no page 9.",
            next: .startOver(href: "/characters"))

        // When
        let html = try await Self.present(CharacterListPage.stub(error: error))

        // Then
        #expect(MarkupCheck.problems(in: html).isEmpty, "\(MarkupCheck.problems(in: html))")
        #expect(html.contains(#"<a href="/characters" data-testid="characterList.startOver">Start over</a>"#))
        #expect(!html.contains("characterList.tryAgain"))
    }

    @Test("an empty list says so on every list page", arguments: 0..<3)
    func emptyLists(index: Int) async throws {
        // Given
        let pages: [(any PageModel, any ListPageElement.Type)] = [
            (MovieListPage.stub(rows: []), MovieListElement.self),
            (SearchPage.stub(query: "nothing matches", rows: []), SearchElement.self),
            (CharacterListPage.stub(name: "nobody", rows: []), CharacterListElement.self),
        ]
        let (model, screen) = pages[index]

        // When
        let html = try await Self.present(model)

        // Then
        #expect(MarkupCheck.problems(in: html).isEmpty, "\(MarkupCheck.problems(in: html))")
        #expect(html.contains(Self.testID(screen.empty)))
        #expect(!html.contains(Self.testID(screen.row)))
    }

    @Test("a 300-character title renders whole, escaped, in the heading and the document title")
    func longTitle() async throws {
        // Given
        let title = String(repeating: "Long <title> & ", count: 20)
        #expect(title.count == 300)

        // When
        let html = try await Self.present(MovieDetailsPage.stub(title: title))

        // Then
        let escaped = String(repeating: "Long &lt;title&gt; &amp; ", count: 20)
        #expect(MarkupCheck.problems(in: html).isEmpty, "\(MarkupCheck.problems(in: html))")
        #expect(html.contains(#"<h1 data-testid="movieDetails.title">\#(escaped)</h1>"#))
        #expect(html.contains(#"alt="Poster of \#(escaped)""#))
    }

    @Test("a movie without poster, tagline, overview or cast shows the placeholder and says so")
    func missingMovieFields() async throws {
        // When
        let html = try await Self.present(
            MovieDetailsPage.stub(movie: .stub(tagline: nil, posterURL: nil, overview: "", cast: [])))

        // Then
        #expect(MarkupCheck.problems(in: html).isEmpty, "\(MarkupCheck.problems(in: html))")
        #expect(html.contains(Self.testID(MovieDetailsElement.posterPlaceholder)))
        #expect(!html.contains("<img"))
        #expect(!html.contains(Self.testID(MovieDetailsElement.tagline)))
        #expect(html.contains(#"<p data-testid="movieDetails.overview"></p>"#))
        #expect(html.contains(#"<p data-testid="movieDetails.cast">No cast is listed for this movie.</p>"#))
    }

    @Test("a cast that could not be loaded says why; a character in no episode says so")
    func unavailableCastAndNoEpisodes() async throws {
        // When
        let movie = try await Self.present(
            MovieDetailsPage.stub(movie: .stub(cast: [], castUnavailable: "The cast could not be loaded.")))
        let character = try await Self.present(CharacterDetailsPage.stub(character: .stub(episodes: [])))

        // Then
        #expect(MarkupCheck.problems(in: movie).isEmpty, "\(MarkupCheck.problems(in: movie))")
        #expect(movie.contains(Self.testID(MovieDetailsElement.castUnavailable)))
        #expect(!movie.contains(Self.testID(MovieDetailsElement.cast)))
        #expect(MarkupCheck.problems(in: character).isEmpty, "\(MarkupCheck.problems(in: character))")
        #expect(character.contains(Self.testID(CharacterDetailsElement.noEpisodes)))
    }

    @Test("the markup check finds what it is for: an unclosed element, an unquoted value, a repeated test id")
    func markupCheckFinds() {
        #expect(
            MarkupCheck.problems(in: "<main><p>text</main>") == ["</main> closes <p>", #"never closed: ["main", "p"]"#])
        #expect(MarkupCheck.problems(in: "<a href=/x>x</a>") == ["<a href=…>: the value is not quoted"])
        #expect(
            MarkupCheck.problems(in: #"<p data-testid="a">1</p><p data-testid="a">2</p>"#)
                == [#"data-testid "a" is used twice"#])
        #expect(
            MarkupCheck.problems(in: #"<img src="x"><p>1 < 2</p>"#)
                == ["an <img> has no alt", "text holds an unescaped '<': < 2</p", #"never closed: ["p"]"#])
    }

    // MARK: Bad requests

    @Test("an unknown page is a 404 problem listing the pages, for PUT and GET")
    func unknownPage() async throws {
        try await ServiceUnderTest.stubs().run { client in
            // When
            let put = try await client.put("/__uitest/present/movie-detail", body: "{}")
            let get = try await client.get("/__uitest/present/movie-detail")

            // Then
            for response in [put, get] {
                #expect(response.status == .notFound)
                let problem = try response.problem()
                #expect(problem.type == "urn:marquee:problem:not-found")
                #expect(
                    problem.detail
                        == "no page is named movie-detail; the pages are movie-list, search, movie-details, "
                        + "character-list, character-details, not-found, rated-movies, form-refused, watchlist, gallery"
                )
            }
        }
    }

    @Test(
        "a model that does not read is a 400 naming the field; the page put before stays",
        arguments: [
            (#"{"documentTitle": "x", "movie": {"title": 5}}"#, "movie.title", "expected a string"),
            (#"{"error": null}"#, "documentTitle", "missing"),
            (
                #"{"documentTitle": "x", "movie": {"title": "t", "directorsLabel": "Director", "directors": "d", "#
                    + #""releaseDate": "r", "runtime": "r", "genres": "g", "rating": "r", "overview": "o", "#
                    + #""hasCast": true, "cast": [{"name": "n", "character": null}]}}"#,
                "movie.cast[0].character", "expected a string, found null"
            ),
            ("not json", "body", "not a JSON object"),
            (#"{"documentTitle": "x", "titel": "y", "error": null}"#, "titel", "not a field of this model"),
            (
                #"{"documentTitle": "x", "error": {"heading": "h", "message": "m", "tryAgainHref": "/", "#
                    + #""retryAfter": "30 s"}}"#,
                "error.retryAfter", "not a field of this model"
            ),
            (
                #"{"documentTitle": "x", "error": {"heading": "h", "message": "m"}}"#, "error",
                "needs exactly one of tryAgainHref and startOverHref"
            ),
            (
                #"{"documentTitle": "x", "error": {"heading": "h", "message": "m", "tryAgainHref": "/", "#
                    + #""startOverHref": "/"}}"#,
                "error", "needs exactly one of tryAgainHref and startOverHref"
            ),
        ])
    func badModel(body: String, field: String, reason: String) async throws {
        try await ServiceUnderTest.stubs().run { client in
            // Given a page already presented
            let good = try JSONEncoder().encode(MovieDetailsPage.stub(title: "Before"))
            #expect(
                try await client.put("/__uitest/present/movie-details", body: String(decoding: good, as: UTF8.self))
                    .status == .noContent)

            // When
            let response = try await client.put("/__uitest/present/movie-details", body: body)

            // Then
            #expect(response.status == .badRequest)
            let problem = try response.problem()
            #expect(problem.parameter == field)
            #expect(problem.detail == "movie-details model: \(field): \(reason)")
            #expect(try await client.get("/__uitest/present/movie-details").text.contains(">Before</h1>"))
        }
    }

    @Test("showing a page before any model was put is a 404 problem saying to put one")
    func nothingPutYet() async throws {
        try await ServiceUnderTest.stubs().run { client in
            // When
            let response = try await client.get("/__uitest/present/search")

            // Then
            #expect(response.status == .notFound)
            #expect(
                try response.problem().detail == "no model of search was put yet: PUT /__uitest/present/search first")
        }
    }

    @Test("a model over the control body limit is a 413 naming it")
    func tooLarge() async throws {
        try await ServiceUnderTest.stubs().run { client in
            // When
            let message = String(repeating: "x", count: UITestPresentRoutes.maximumBodySize)
            let response = try await client.put("/__uitest/present/not-found", body: #"{"message": "\#(message)"}"#)

            // Then
            #expect(response.status == .contentTooLarge)
            #expect(try response.problem().detail == "a page's model is at most 1048576 bytes")
        }
    }

    @Test("live, nothing is presented: the routes do not exist")
    func notLive() async throws {
        // Given a live service (no credentials needed to reach the route table)
        try await LiveService.run(baseURL: "http://127.0.0.1:9", credential: false) { service in
            try await service.run { client in
                // When
                let response = try await client.put("/__uitest/present/not-found", body: #"{"message": "x"}"#)

                // Then
                #expect(response.status == .notFound)
            }
        }
    }

    // MARK: Helpers

    /// `model` put under its page, then that page's HTML as shown.
    static func present(_ model: some PageModel) async throws -> String {
        let json = String(decoding: try JSONEncoder().encode(model), as: UTF8.self)
        let page = type(of: model).page.rawValue
        return try await ServiceUnderTest.stubs().run { client in
            let put = try await client.put("/__uitest/present/\(page)", body: json)
            #expect(put.status == .noContent)
            let get = try await client.get("/__uitest/present/\(page)")
            #expect(get.status == .ok)
            #expect(get.headers[.contentType] == "text/html; charset=utf-8")
            return get.text
        }
    }

    /// `data-testid="screen.element"`.
    static func testID<Element: PageElement>(_ element: Element) -> String {
        #"data-testid="\#(element.testID)""#
    }
}

extension TestClientProtocol {
    /// `PUT uri` with `body`.
    fileprivate func put(_ uri: String, body: String) async throws -> TestResponse {
        try await executeRequest(uri: uri, method: .put, headers: [:], body: ByteBuffer(string: body))
    }
}

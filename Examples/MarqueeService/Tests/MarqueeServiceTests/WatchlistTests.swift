import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MarqueeKit
import Testing
import UITestScenario

@testable import MarqueeService

/// The watchlist in process, on stubs (no watchlist-service given: each UI-test session's world has its own stub):
/// the JSON API, the movie page's form, sessions kept apart, failures as problems, and the address setting.
@Suite("The watchlist on stubs: the JSON API, the movie page's form, sessions and failures")
struct WatchlistTests {
    typealias Browser = RatingPageTests.Browser

    /// The stub watchlist's calls so far in the launch world.
    static func calls(_ service: ServiceUnderTest) -> [PortCall] {
        (service.dependencies.session?.world.recordedCalls ?? []).filter { $0.port == "Watchlist" }.flatMap(\.calls)
    }

    @Test("The JSON API: PUT 201 then 200, GET lists it, DELETE 204, GET is empty; calls recorded without the visitor")
    func jsonAPI() async throws {
        let service = try ServiceUnderTest.stubs()
        try await service.run { client in
            let browser = Browser()

            // When
            let first = try await browser.send(client, .put, "/api/v1/movies/550/watchlist")
            let again = try await browser.send(client, .put, "/api/v1/movies/550/watchlist")
            let second = try await browser.send(client, .put, "/api/v1/movies/13/watchlist")
            let listed = try await browser.send(client, .get, "/api/v1/watchlist")
            let deleted = try await browser.send(client, .delete, "/api/v1/movies/550/watchlist")
            let after = try await browser.send(client, .get, "/api/v1/watchlist")

            // Then
            #expect(first.status == .created)
            #expect(first.text == #"{"movieID":550,"change":"added"}"#)
            #expect(first.headers[.setCookie]?.hasPrefix("marquee_visitor=") == true)
            #expect(again.status == .ok)
            #expect(again.text == #"{"movieID":550,"change":"alreadyListed"}"#)
            #expect(second.status == .created)
            #expect(listed.text == #"{"movies":[550,13]}"#)
            #expect(deleted.status == .noContent)
            #expect(after.text == #"{"movies":[13]}"#)
        }
        #expect(
            Self.calls(service).map(\.description) == [
                "add(movie: 550)", "add(movie: 550)", "add(movie: 13)", "movies()", "remove(movie: 550)", "movies()",
            ])
    }

    @Test("Another browser's watchlist is its own; one without a cookie lists none and asks no port")
    func ownListOnly() async throws {
        let service = try ServiceUnderTest.stubs()
        try await service.run { client in
            // Given one visitor's list
            _ = try await Browser().send(client, .put, "/api/v1/movies/550/watchlist")

            // When another browser asks
            let other = Browser()
            let none = try await other.send(client, .get, "/api/v1/watchlist")
            _ = try await other.send(client, .put, "/api/v1/movies/13/watchlist")
            let own = try await other.send(client, .get, "/api/v1/watchlist")

            // Then
            #expect(none.text == #"{"movies":[]}"#)
            #expect(own.text == #"{"movies":[13]}"#)
        }
    }

    @Test("A movie TMDb does not have is a 404, a bad id a 400, another site a 403: nothing reaches the watchlist")
    func refused() async throws {
        let service = try ServiceUnderTest.stubs()
        try await service.run { client in
            let browser = Browser()

            // When
            let unknown = try await browser.send(client, .put, "/api/v1/movies/999999/watchlist")
            let bad = try await browser.send(client, .put, "/api/v1/movies/abc/watchlist")
            let foreign = try await browser.send(
                client, .put, "/api/v1/movies/550/watchlist", headers: [RequestSite.secFetchSite: "cross-site"])
            let query = try await browser.send(client, .get, "/api/v1/watchlist?page=1")

            // Then
            #expect(unknown.status == .notFound)
            #expect(try unknown.problem().detail == "no movie has id 999999")
            #expect(bad.status == .badRequest)
            #expect(try bad.problem().parameter == "id")
            #expect(foreign.status == .forbidden)
            #expect(query.status == .badRequest)
        }
        #expect(Self.calls(service).isEmpty)
    }

    @Test("A watchlist that fails is a 503 problem naming watchlist-service, and the movie page says it, no 500")
    func failing() async throws {
        let service = try ServiceUnderTest.stubs(
            #"{"version": 2, "ports": {"Watchlist": {"behavior": "serverError"}}}"#)
        try await service.run { client in
            let browser = Browser()

            // When
            let put = try await browser.send(client, .put, "/api/v1/movies/550/watchlist")
            let page = try await browser.send(client, .get, "/movies/550")

            // Then
            #expect(put.status == .serviceUnavailable)
            #expect(try put.problem().detail == "watchlist-service could not be reached or failed")
            #expect(page.status == .ok)
            #expect(
                page.text.contains("Your watchlist could not be loaded. The watchlist service could not be reached."))
            #expect(MarkupCheck.problems(in: page.text).isEmpty)
        }
    }

    @Test("The movie page: Add to watchlist, POST/redirect/GET, then On your watchlist and Remove from watchlist")
    func pageForm() async throws {
        let service = try ServiceUnderTest.stubs()
        try await service.run { client in
            // Given the page
            let browser = Browser()
            let page = try await browser.send(client, .get, "/movies/550")
            #expect(page.text.contains(#"data-testid="movieDetails.addToWatchlistButton">Add to watchlist</button>"#))
            #expect(MarkupCheck.problems(in: page.text).isEmpty)

            // When the visitor adds it
            let token = try RatingPageTests.token(in: page.text)
            let posted = try await browser.send(client, .post, "/movies/550/watchlist", form: "csrf=\(token)")
            let listed = try await browser.send(client, .get, "/movies/550")

            // Then
            #expect(posted.status == .seeOther)
            #expect(posted.headers[.location] == "/movies/550")
            #expect(listed.text.contains(#"data-testid="movieDetails.onWatchlist">On your watchlist</p>"#))
            #expect(listed.text.contains(#"action="/movies/550/watchlist/remove""#))

            // When they take it off
            let removed = try await browser.send(
                client, .post, "/movies/550/watchlist/remove",
                form: "csrf=\(try RatingPageTests.token(in: listed.text))")
            let after = try await browser.send(client, .get, "/movies/550")

            // Then
            #expect(removed.status == .seeOther)
            #expect(after.text.contains("movieDetails.addToWatchlistButton"))
        }
        #expect(
            Self.calls(service).filter { $0.method != "movies" }.map(\.description) == [
                "add(movie: 550)", "remove(movie: 550)",
            ])
    }

    @Test("An addition watchlist-service does not make re-renders the movie page saying so, with its 503")
    func failedAddition() async throws {
        let scenario = #"{"version": 2, "ports": {"Watchlist": {"methods": {"add": "serverError"}}}}"#
        try await ServiceUnderTest.stubs(scenario).run { client in
            // Given the page
            let browser = Browser()
            let page = try await browser.send(client, .get, "/movies/550")

            // When the visitor adds the movie, and watchlist-service fails
            let token = try RatingPageTests.token(in: page.text)
            let posted = try await browser.send(client, .post, "/movies/550/watchlist", form: "csrf=\(token)")

            // Then
            #expect(posted.status == .serviceUnavailable)
            #expect(
                posted.text.contains(
                    "The movie was not added. The watchlist service could not be reached."))
            #expect(posted.text.contains("movieDetails.addToWatchlistButton"))
            #expect(MarkupCheck.problems(in: posted.text).isEmpty)
        }
    }

    @Test("/watchlist lists the visitor's movies in the order added, as the popular list shows them; empty before")
    func watchlistPage() async throws {
        try await ServiceUnderTest.stubs().run { client in
            // Given a visitor with nothing on their watchlist
            let browser = Browser()
            let empty = try await browser.send(client, .get, "/watchlist")
            #expect(empty.status == .ok)
            #expect(empty.text.contains(#"data-testid="watchlist.empty""#))
            #expect(MarkupCheck.problems(in: empty.text).isEmpty)

            // When they add two movies
            _ = try await browser.send(client, .put, "/api/v1/movies/680/watchlist")
            _ = try await browser.send(client, .put, "/api/v1/movies/550/watchlist")
            let listed = try await browser.send(client, .get, "/watchlist")

            // Then both are listed, in the order added, each with its year and rating
            let html = listed.text
            let pulp = try #require(html.range(of: #"data-testid="watchlist.row.680">Pulp Fiction</a>"#))
            let fight = try #require(html.range(of: #"data-testid="watchlist.row.550">Fight Club</a>"#))
            #expect(pulp.lowerBound < fight.lowerBound)
            #expect(html.contains("1999 · ★ 8.4"))
            #expect(MarkupCheck.problems(in: html).isEmpty)
            // And a page past the end is bad input
            #expect(try await browser.send(client, .get, "/watchlist?page=2").status == .badRequest)
        }
    }

    @Test("/watchlist of a watchlist that fails shows the error state with Try again, its 503")
    func watchlistPageFailing() async throws {
        try await ServiceUnderTest.stubs(#"{"version": 2, "ports": {"Watchlist": {"behavior": "serverError"}}}"#).run {
            client in
            // Given a visitor with a cookie
            let browser = Browser()
            _ = try await browser.send(client, .get, "/movies/550")

            // When
            let page = try await browser.send(client, .get, "/watchlist")

            // Then
            #expect(page.status == .serviceUnavailable)
            #expect(page.text.contains("The watchlist service could not be reached."))
            #expect(page.text.contains(#"data-testid="watchlist.tryAgain""#))
        }
    }

    @Test("A scenario seeding a watchlist with a movie id below 1 is refused at launch, naming the item's path")
    func badSeed() throws {
        // When
        let error = #expect(throws: (any Error).self) {
            try ServiceUnderTest.stubs(#"{"version": 2, "data": {"watchlists": [{"id": "v", "movies": [550, 0]}]}}"#)
        }

        // Then
        #expect("\(error.map { "\($0)" } ?? "")".contains("data.watchlists[0].movies"))
    }

    @Test("A forged watchlist post (no token) is refused before any port is asked")
    func forged() async throws {
        let service = try ServiceUnderTest.stubs()
        try await service.run { client in
            // When
            let response = try await Browser().send(client, .post, "/movies/550/watchlist", form: "csrf=forged")

            // Then
            #expect(response.status == .forbidden)
        }
        #expect(Self.calls(service).isEmpty)
    }

    @Test(
        "MARQUEE_WATCHLIST_URL: unset is none; an http(s) address is taken; anything else is one line naming it",
        arguments: [
            ("", nil), ("http://127.0.0.1:8081", "http://127.0.0.1:8081"),
            ("https://watchlist.internal/base", "https://watchlist.internal/base"), ("ftp://x", "error"),
            ("http://", "error"), ("http://u:secret@host", "error"), ("http://host?x=1", "error"),
            ("not a url", "error"),
        ] as [(String, String?)])
    func address(value: String, expected: String?) {
        // When
        let result = Result { () throws(WatchlistAddressError) in
            try WatchlistWiring.address(in: [WatchlistWiring.environmentVariable: value])
        }

        // Then
        switch result {
        case .success(let url): #expect(url?.absoluteString == expected)
        case .failure(let error):
            #expect(expected == "error")
            #expect(!error.description.contains("secret") && error.description.contains("MARQUEE_WATCHLIST_URL"))
        }
    }
}

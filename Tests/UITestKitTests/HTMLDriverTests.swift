import Foundation
import MarqueeTestSupport
import StubHTTPServer
import Testing

@_spi(Plumbing) @testable import UITestKit

@Suite("The HTML driver: HTTP and libxml2's parse of each page, as a browser without script would do")
struct HTMLDriverTests {
    /// `body` in a page, answered as HTML.
    static func page(_ body: String, headers: [String: String] = [:]) -> StubResponse {
        .status(
            200, body: Data("<!doctype html><html><head><title>t</title></head><body>\(body)</body></html>".utf8),
            headers: headers.merging(["Content-Type": "text/html; charset=utf-8"]) { given, _ in given })
    }

    static func driver(for server: StubHTTPServer) -> HTMLDriver {
        HTMLDriver(origin: server.baseURL, endpoint: server.baseURL)
    }

    static func element(_ testID: String, in driver: HTMLDriver) async throws -> ElementReference {
        try #require(try await driver.look(ElementQuery(testID: testID)).element)
    }

    @Test("Tapping a link loads its page; Back and Reload ask the service again; the address follows")
    func linksBackAndReload() async throws {
        try await withStubServer { server in
            // Given a home page linking to a next page
            server.register(.get, "/", Self.page(#"<a href="/next?x=1" data-testid="home.next">Next</a>"#))
            server.register(.get, "/next", Self.page(#"<h1 data-testid="next.title">The  next&nbsp;page</h1>"#))
            let driver = Self.driver(for: server)
            try await driver.navigate(to: server.baseURL)

            // When the link is tapped
            try await driver.click(try await Self.element("home.next", in: driver), navigates: true)

            // Then the next page is shown, its text read as a browser renders it
            let title = try await driver.look(ElementQuery(testID: "next.title", reading: .text))
            #expect(title.displayed && title.text == "The next page")
            #expect(try await driver.currentURL().hasSuffix("/next?x=1"))

            // And Back shows the home page again, Reload asks for it once more
            try await driver.back()
            #expect(try await driver.look(ElementQuery(testID: "home.next")).count == 1)
            try await driver.refresh()
            #expect(server.requests.filter { $0.path == "/" }.count == 3)
        }
    }

    @Test("A form POST sends every control, hidden inputs and the pressed button, follows the 303, keeps the cookie")
    func formPost() async throws {
        try await withStubServer { server in
            // Given a form with a hidden token, a text field, a select, a checkbox, two submit buttons, and a service
            // that sets a cookie and redirects after the POST
            server.register(
                .get, "/",
                Self.page(
                    """
                    <form method="post" action="/rate">
                      <input type="hidden" name="token" value="t0k">
                      <input name="note" data-testid="note" value="old">
                      <select name="value" data-testid="value"><option value="1">1</option>
                        <option value="9" data-testid="value.9">9</option></select>
                      <input type="checkbox" name="fav" value="yes" data-testid="fav">
                      <input name="off" disabled value="never">
                      <button name="action" value="remove">Remove</button>
                      <button name="action" value="save" data-testid="save">Save</button>
                    </form>
                    """))
            server.register(
                .post, "/rate",
                .status(303, headers: ["Location": "/done", "Set-Cookie": "visitor=v1; Path=/; HttpOnly"]))
            server.register(.get, "/done", Self.page(#"<p data-testid="done">Saved</p>"#))
            let driver = Self.driver(for: server)
            try await driver.navigate(to: server.baseURL)

            // When a person types, selects, checks and presses Save
            let note = try await Self.element("note", in: driver)
            try await driver.clear(note)
            try await driver.type("a b&c", into: note)
            try await driver.click(try await Self.element("value.9", in: driver), navigates: false)
            try await driver.click(try await Self.element("fav", in: driver), navigates: false)
            #expect(try await driver.look(ElementQuery(testID: "value", reading: .value)).value == "9")
            try await driver.click(try await Self.element("save", in: driver), navigates: true)

            // Then the service got the url-encoded form with Save's name and value, the redirect was followed with a
            // GET carrying the cookie the POST set
            let post = try #require(server.requests.first { $0.path == "/rate" })
            #expect(String(decoding: post.body, as: UTF8.self) == "token=t0k&note=a+b%26c&value=9&fav=yes&action=save")
            #expect(post.header("content-type") == "application/x-www-form-urlencoded")
            let done = try #require(server.requests.first { $0.path == "/done" })
            #expect(done.header("cookie") == "visitor=v1")
            #expect(try await driver.look(ElementQuery(testID: "done", reading: .text)).text == "Saved")
        }
    }

    @Test("A GET form puts its controls in the query of its action")
    func formGet() async throws {
        try await withStubServer { server in
            // Given a search form
            server.register(
                .get, "/",
                Self.page(
                    """
                    <form action="/search"><input name="query" data-testid="query">
                    <button data-testid="go">Search</button></form>
                    """))
            server.register(.get, "/search", Self.page(#"<p data-testid="results">none</p>"#))
            let driver = Self.driver(for: server)
            try await driver.navigate(to: server.baseURL)

            // When a query is typed and the button pressed
            try await driver.type("fight club", into: try await Self.element("query", in: driver))
            try await driver.click(try await Self.element("go", in: driver), navigates: true)

            // Then the address is the action with the query
            #expect(try await driver.currentURL().hasSuffix("/search?query=fight+club"))
        }
    }

    @Test("An element with the hidden attribute, or inside one, or in an inline display: none, is not displayed")
    func hidden() async throws {
        try await withStubServer { server in
            // Given a page with shown and hidden elements
            server.register(
                .get, "/",
                Self.page(
                    """
                    <p data-testid="shown">Shown <span hidden>not this</span></p>
                    <p data-testid="hidden" hidden>Hidden</p>
                    <div hidden><p data-testid="inHidden">In hidden</p></div>
                    <p data-testid="none" style="display: none">None</p>
                    <div data-testid="empty"></div>
                    <input type="hidden" data-testid="token" value="t">
                    """))
            let driver = Self.driver(for: server)

            // When the page is looked at
            try await driver.navigate(to: server.baseURL)

            // Then only the shown element is displayed, and its text leaves out what is hidden
            let shown = try await driver.look(ElementQuery(testID: "shown", reading: .text))
            #expect(shown.displayed && shown.text == "Shown")
            for testID in ["hidden", "inHidden", "none", "empty", "token"] {
                #expect(try await driver.look(ElementQuery(testID: testID)).displayed == false, "\(testID)")
            }
        }
    }

    @Test("Where a browser would load no page, a tap expecting one is refused at once, naming the element")
    func refusals() async throws {
        try await withStubServer { server in
            // Given a button outside any form, a link to a fragment of the page, a required field left empty, and a
            // link that leaves the service
            server.register(
                .get, "/",
                Self.page(
                    """
                    <button data-testid="orphan">Send</button>
                    <a href="#top" data-testid="fragment">Top</a>
                    <form action="/s"><input name="q" required data-testid="q"><button data-testid="go">Go</button></form>
                    <a href="https://example.com/" data-testid="away">Away</a>
                    """))
            let driver = Self.driver(for: server)
            try await driver.navigate(to: server.baseURL)

            // When each is tapped expecting a new page
            // Then each is refused with a message naming the element and saying what a browser does
            for (testID, says) in [
                ("orphan", "outside any form"), ("fragment", "a fragment of the page shown"),
                ("go", "<input data-testid=\"q\" name=\"q\"> is required and empty"), ("away", "is not on the service"),
            ] {
                let element = try await Self.element(testID, in: driver)
                await #expect {
                    try await driver.click(element, navigates: true)
                } throws: { error in
                    let message = (error as? HTMLDriverRefusal)?.message ?? ""
                    return message.contains(says) && (message.contains("data-testid=\"\(testID)\"") || testID == "away")
                }
            }
            // And nothing was sent for them
            #expect(server.requests.count == 1)
        }
    }

    @Test("A button outside its form that names it with form= submits that form, as a browser does")
    func formAttribute() async throws {
        try await withStubServer { server in
            // Given a form and a button after it naming it
            server.register(
                .get, "/",
                Self.page(
                    """
                    <form id="f" action="/s"><input name="q" value="x"></form>
                    <button form="f" name="b" value="1" data-testid="outside">Go</button>
                    """))
            server.register(.get, "/s", Self.page(#"<p data-testid="s">ok</p>"#))
            let driver = Self.driver(for: server)
            try await driver.navigate(to: server.baseURL)

            // When the button is tapped
            try await driver.click(try await Self.element("outside", in: driver), navigates: true)

            // Then the form was submitted with the button's value
            #expect(try await driver.currentURL().hasSuffix("/s?q=x&b=1"))
        }
    }
}

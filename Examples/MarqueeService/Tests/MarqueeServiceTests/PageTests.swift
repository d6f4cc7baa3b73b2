import Foundation
import HTTPTypes
import HummingbirdTesting
import MarqueeKit
import Testing

@testable import MarqueeService

/// The HTML pages, in process: statuses, content type, escaping, and the templates' start-up check. (The UI
/// tests drive the same pages in Chromium.)
@Suite("The HTML pages: statuses, escaping and templates")
struct PageTests {
    @Test(
        "Every page answers a whole HTML document with its status",
        arguments: [
            ("/", 200), ("/?page=2", 200), ("/search?query=wick", 200), ("/search", 200), ("/movies/550", 200),
            ("/characters", 200), ("/characters?name=rick&status=alive", 200), ("/characters/1", 200),
            ("/movies/999999999", 404), ("/characters/424242", 404), ("/movies/abc", 404), ("/no/such/page", 404),
            ("/healthz", 404), ("/health-check", 404), ("/apis", 404), ("/__uitesting", 404),
            ("/?page=0", 400), ("/?page=abc", 400), ("/characters?status=sleeping", 400), ("/?page=4", 400),
            ("/search?query=the&page=2", 400), ("/characters?page=4", 400),
        ])
    func statuses(path: String, status: Int) async throws {
        try await ServiceUnderTest.stubs().run { client in
            // When
            let response = try await client.get(path)

            // Then
            let html = String(buffer: response.body)
            #expect(response.status.code == status)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
            #expect(html.hasSuffix("</html>\n"))
        }
    }

    @Test("Each error preset gives the error state with Try again to the same address, as a 5xx")
    func errorState() async throws {
        try await ServiceUnderTest.stubs("serverError").run { client in
            // When
            let response = try await client.get("/characters?name=rick")

            // Then
            let html = String(buffer: response.body)
            #expect(response.status.code == 503)
            #expect(html.contains("data-testid=\"characterList.error\""))
            #expect(html.contains("href=\"/characters?name=rick\" data-testid=\"characterList.tryAgain\""))
            #expect(!html.contains("characterList.startOver"), "trying again may help, so there is no Start over")
            #expect(!html.contains("characterList.retryAfter"), "the stub's outage names no wait")
            #expect(response.headers[.retryAfter] == nil)
        }
    }

    @Test(
        "Bad input gives the error state with Start over to the address without what it refused, no Try again, a 400",
        arguments: [
            ("/?page=0", "movieList", "/"), ("/search?query=the&page=2", "search", "/search?query=the"),
            ("/characters?name=rick&status=sleeping", "characterList", "/characters?name=rick"),
        ])
    func badInputState(address: String, screen: String, startOver: String) async throws {
        try await ServiceUnderTest.stubs().run { client in
            // When
            let response = try await client.get(address)

            // Then
            let html = String(buffer: response.body)
            #expect(response.status.code == 400)
            #expect(html.contains("data-testid=\"\(screen).error\""))
            #expect(
                html.contains("<a href=\"\(startOver)\" data-testid=\"\(screen).startOver\">Start over</a>"),
                "\(html)")
            #expect(!html.contains("\(screen).tryAgain"), "the same address would fail the same way")
        }
    }

    @Test(
        "Start over's address drops every item of the refused parameter, read as a form names it, and keeps the rest",
        arguments: [
            ("page=2&query=a+b", "?query=a+b"), ("query=x&page=1&page=2", "?query=x"),
            ("p%61ge=9&name=rick%20s", "?name=rick%20s"), ("page=9", ""), ("", ""), ("pages=2&page=3", "?pages=2"),
        ])
    func queryWithoutParameter(query: String, expected: String) {
        // When
        let kept = PageRoutes.query(query, without: "page")

        // Then
        #expect(kept == expected)
    }

    @Test("What a person typed is escaped everywhere it is shown, and form encoding is read as a form sends it")
    func escaping() async throws {
        try await ServiceUnderTest.stubs().run { client in
            // When
            let response = try await client.get("/search?query=%3Cscript%3Ealert(1)%3C%2Fscript%3E+%26+%22x%22")

            // Then
            let html = String(buffer: response.body)
            #expect(!html.contains("<script>"))
            #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;"))
        }
    }

    @Test(
        "A page's link carries each value so that the form reading gives it back unchanged",
        arguments: ["C++", "a b", "a+b c", "x&page=9", "100%", "é ü", "#1?=", "%2B"])
    func linkRoundTrip(value: String) throws {
        // When
        let address = PageRoutes.address("/search", ["query": value, "page": "2", "empty": ""])

        // Then
        let query = try #require(address.split(separator: "?", maxSplits: 1).last)
        #expect(address.hasPrefix("/search?page=2&query="))
        #expect(!address.contains("empty"), "an empty value is left out")
        let input = InputValues(formQuery: query)
        #expect(input["query"] == value)
        #expect(input["page"] == "2")
    }

    @Test(
        "A refused value with a control character or bytes that are not UTF-8 is shown back as U+FFFD, never raw",
        arguments: ["/search?query=a%00b", "/search?query=a%1B%C2%85b", "/search?query=%FF", "/characters?name=a%07"])
    func controlCharactersShownBack(address: String) async throws {
        try await ServiceUnderTest.stubs().run { client in
            // When
            let response = try await client.get(address)

            // Then
            let html = String(buffer: response.body)
            #expect(response.status.code == 400)
            #expect(html.contains("\u{FFFD}"))
            let controls = html.unicodeScalars.filter {
                $0.properties.generalCategory == .control && !["\t", "\n", "\r"].contains($0)
            }
            #expect(controls.isEmpty, "\(controls.map { $0.value })")
        }
    }

    @Test(
        "Rendered HTML loses its control characters only: tab, line breaks and every other character stay",
        arguments: [
            ("Movies · Marquee\t\r\n<p>é ü ✓</p>", "Movies · Marquee\t\r\n<p>é ü ✓</p>"),
            ("a\u{0}b\u{1B}c\u{7F}", "a\u{FFFD}b\u{FFFD}c\u{FFFD}"),
            ("x\u{85}y\u{9F}·\u{A0}", "x\u{FFFD}y\u{FFFD}·\u{A0}"),
        ])
    func controlCharactersReplaced(html: String, expected: String) {
        // When
        let result = PageTemplates.replacingControlCharacters(html)

        // Then
        #expect(result == expected)
    }

    @Test("A form field takes no more text than its filter or search accepts")
    func fieldLengths() async throws {
        try await ServiceUnderTest.stubs().run { client in
            // When
            let characters = try await client.get("/characters").text
            let movies = try await client.get("/").text
            let search = try await client.get("/search?query=wick").text

            // Then: 100 characters a filter (FilterText), 200 a query (SearchQuery)
            for field in ["name", "species", "type"] {
                #expect(characters.contains(#"maxlength="100" data-testid="characterList.filter.\#(field)""#))
            }
            #expect(movies.contains(#"maxlength="200" data-testid="movieList.searchField""#))
            #expect(search.contains(#"maxlength="200" data-testid="search.searchField""#))
        }
    }

    @Test("The templates shipped with the service load and pass the start-up check")
    func shippedTemplates() {
        #expect(throws: Never.self) { try PageTemplates.bundled() }
    }

    @Test("A missing template is a start-up error naming it, not a request-time crash")
    func missingTemplate() throws {
        // Given a copy of the templates without one partial
        let directory = FileManager.default.temporaryDirectory.appending(path: "marquee-templates-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for name in PageTemplates.requiredNames where name != "paging" {
            try Data("{{> head}}<p data-testid=\"x.screen\"></p>{{> foot}}".utf8).write(
                to: directory.appending(path: "\(name).mustache"))
        }

        // When / Then
        #expect {
            try PageTemplates(directory: directory)
        } throws: { error in
            "\(error)".contains("paging.mustache is missing")
        }
    }

    @Test("A template that does not parse is a start-up error naming it")
    func brokenTemplate() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "marquee-templates-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for name in PageTemplates.requiredNames {
            let text = name == "search" ? "{{#rows}} never closed" : "<p>{{x}}</p>"
            try Data(text.utf8).write(to: directory.appending(path: "\(name).mustache"))
        }

        #expect {
            try PageTemplates(directory: directory)
        } throws: { error in
            "\(error)".contains(".mustache is broken")
        }
    }

    @Test(
        "a wait is said in the unit a person reads, rounded up",
        arguments: [
            (1, "1 second"), (90, "90 seconds"), (120, "120 seconds"), (121, "3 minutes"), (3600, "1 hour"),
            (5400, "90 minutes"), (7200, "2 hours"),
        ])
    func waitInWords(seconds: Int, words: String) {
        #expect(PageContent.waitInWords(.seconds(seconds)) == words)
    }
}

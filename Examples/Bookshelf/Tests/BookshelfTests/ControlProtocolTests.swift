import Testing

@testable import Bookshelf

@Suite("The /__uitest/ control protocol")
struct ControlProtocolTests {
    @Test("GET scenario names the launch scenario and gives its JSON")
    func scenarioReport() async throws {
        try await withService(.uiTest(.happyPath)) { client in
            let report = try await get("/__uitest/scenario", on: client).json()

            #expect(report["name"] as? String == "happyPath")
            let scenario = try #require(report["scenario"] as? [String: Any])
            #expect(scenario["version"] as? Int == 1)
        }
    }

    @Test("PUT a preset's name switches the pages to it mid-run")
    func putPreset() async throws {
        try await withService(.uiTest(.happyPath)) { client in
            // When the scenario is switched to serverError
            let put = try await send(.put, "/__uitest/scenario", body: "serverError", on: client)

            // Then the next page shows the error state
            #expect(put.status == 200)
            #expect(try put.json()["name"] as? String == "serverError")
            #expect(try await get("/books", on: client).status == 503)
        }
    }

    @Test("PUT inline JSON serves the test's own books, and exactly those")
    func putInlineJSON() async throws {
        try await withService(.uiTest(.happyPath)) { client in
            let body =
                #"{"version": 2, "data": {"books": [{"id": 7, "title": "Held Out", "author": "A. N. Other", "year": 1999}]}}"#
            #expect(try await send(.put, "/__uitest/scenario", body: body, on: client).status == 200)

            let list = try await get("/books", on: client)
            #expect(list.body.contains("<a href=\"/books/7\" data-testid=\"bookList.row.7\">Held Out</a>"))
            #expect(!list.body.contains("Moby-Dick"))
        }
    }

    @Test("A method override fails that method alone: the list still lists, a book is the not-found page")
    func putMethodOverride() async throws {
        try await withService(.uiTest(.happyPath)) { client in
            // Given the method overridden
            let body = #"{"version": 2, "ports": {"BookSource": {"methods": {"book": "notFound"}}}}"#
            let put = try await send(.put, "/__uitest/scenario", body: body, on: client)

            // When both pages are opened
            let list = try await get("/books", on: client)
            let book = try await get("/books/1", on: client)

            // Then
            #expect(put.status == 200)
            #expect(list.body.contains("Moby-Dick"))
            #expect(book.status == 404)
        }
    }

    @Test("failThenRecover: the first list is the error state (503), the next lists the books")
    func putFailThenRecover() async throws {
        try await withService(.uiTest(.happyPath)) { client in
            // Given one failure, then recovery
            let body = #"{"version": 2, "ports": {"BookSource": {"behavior": "failThenRecover", "failures": 1}}}"#
            let put = try await send(.put, "/__uitest/scenario", body: body, on: client)

            // When the list is opened twice
            let first = try await get("/books", on: client)
            let second = try await get("/books", on: client)

            // Then
            #expect(put.status == 200)
            #expect(first.status == 503)
            #expect(second.status == 200)
        }
    }

    @Test(
        "PUT a body that does not read is a 400 problem naming what is wrong, and the scenario stays",
        arguments: [
            (
                #"{"version": 2, "data": {"books": [{"id": 1, "title": 5, "author": "A", "year": 1}]}}"#,
                "data.books[0].title"
            ),
            (#"{"version": 2, "data": {"books": [{"id": 1, "author": "A", "year": 1}]}}"#, "data.books[0].title"),
            (
                #"{"version": 2, "data": {"books": [{"id": 1, "title": " ", "author": "A", "year": 1}]}}"#,
                "data.books[0].title"
            ),
            (#"{"version": 2, "data": {"films": [{"id": 1}]}}"#, #""films""#),
            (#"{"version": 2, "ports": {"BookSource": {"methods": {"lend": "empty"}}}}"#, #"unknown method "lend""#),
            (#"{"version": 2, "ports": {"BookShelf": "empty"}}"#, "BookSource"),
            (#"{"version": 2, "default": "flaky"}"#, "flaky"),
            ("{\"books\": [", "JSON"),
            ("sadPath", #""sadPath""#),
            ("", "scenario"),
        ])
    func putRefused(body: String, detail: String) async throws {
        try await withService(.uiTest(.happyPath)) { client in
            // When a body that does not read is put
            let answer = try await send(.put, "/__uitest/scenario", body: body, on: client)

            // Then it is a problem document naming what is wrong
            #expect(answer.status == 400)
            #expect(answer.contentType == "application/problem+json")
            let problem = try answer.json()
            #expect(
                (problem["detail"] as? String)?.contains(detail) == true, "\(problem["detail"] ?? "no detail")")
            #expect(problem["status"] as? Int == 400)
            // And the launch scenario still serves
            #expect(try await get("/__uitest/scenario", on: client).json()["name"] as? String == "happyPath")
            #expect(try await get("/books", on: client).status == 200)
        }
    }

    @Test("GET calls reports what the pages asked the source, and reset empties it and restores the launch scenario")
    func callsAndReset() async throws {
        try await withService(.uiTest(.happyPath)) { client in
            // Given two page views and a switch after the first
            _ = try await get("/books", on: client)
            _ = try await send(.put, "/__uitest/scenario", body: "empty", on: client)
            _ = try await get("/books/2", on: client)

            // Then the calls since the switch are reported
            let report = try await get("/__uitest/calls", on: client).json()
            let ports = try #require(report["ports"] as? [[String: Any]])
            #expect(ports.count == 1)
            #expect(ports[0]["port"] as? String == "BookSource")
            #expect(ports[0]["dropped"] as? Int == 0)
            let calls = try #require(ports[0]["calls"] as? [[String: Any]])
            #expect(calls.count == 1)
            #expect(calls.first?["method"] as? String == "book")
            #expect((calls.first?["arguments"] as? [String: Any])?["id"] as? Int == 2)

            // When reset
            let reset = try await send(.post, "/__uitest/reset", on: client)

            // Then the launch scenario serves and no call is logged
            #expect(reset.status == 200)
            #expect(try reset.json()["name"] as? String == "happyPath")
            let after = try await get("/__uitest/calls", on: client).json()
            #expect(((after["ports"] as? [[String: Any]])?.first?["calls"] as? [Any])?.isEmpty == true)
        }
    }

    @Test("The control routes are not served in production, and their misses are problem documents")
    func noControlInProduction() async throws {
        try await withService(.production(booksFile: "/nonexistent/books.json")) { client in
            let answer = try await get("/__uitest/scenario", on: client)

            #expect(answer.status == 404)
            #expect(answer.contentType == "application/problem+json")
        }
    }
}

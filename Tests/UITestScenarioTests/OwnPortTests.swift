import Foundation
import MarqueeJSON
import MarqueeTestSupport
import Testing

@testable import UITestScenario

@Suite("A service's own port under the switch: StubbedPort, StubWorld and the scenario JSON a UI test sends")
struct OwnPortTests {
    private func world(_ json: String? = nil) throws -> StubWorld {
        try StubWorld(scenario: json.map { try Scenario.parse($0) } ?? .happyPath, stubbing: [StubShelf.self])
    }

    @Test("Under the happy path the port serves its standard data, and records each call as its own typed value")
    func happyPath() async throws {
        // Given
        let world = try world()
        let shelf = world.stubs(StubShelf.self)

        // When
        let books = try await shelf.allBooks()
        let emma = try await shelf.book(id: 1)

        // Then
        #expect(books.map(\.title) == ["Emma", "Ulysses"])
        #expect(emma?.title == "Emma")
        #expect(shelf.stub.calls == [PortCall(ShelfCall.allBooks), PortCall(ShelfCall.book(id: 1))])
        #expect(world.recordedCalls.map(\.port) == ["Shelf"])
        #expect(world.recordedCalls.first?.calls == [PortCall("allBooks"), PortCall("book", ["id": .integer(1)])])
    }

    @Test("A method override fails that method alone: the list still lists, the lookup is not found")
    func methodOverride() async throws {
        // Given
        let world = try world(#"{"version": 2, "ports": {"Shelf": {"methods": {"book": "notFound"}}}}"#)
        let shelf = world.stubs(StubShelf.self)

        // When
        let books = try await shelf.allBooks()
        let book = try await shelf.book(id: 1)

        // Then
        #expect(books.count == 2)
        #expect(book == nil)
    }

    @Test("A test's own data replaces the standard data of its kind, read with the item's own Codable")
    func ownData() async throws {
        // Given
        let world = try world(
            #"{"version": 2, "data": {"books": [{"id": 7, "title": "Held Out", "year": 1999}]}}"#)

        // When
        let books = try await world.stubs(StubShelf.self).allBooks()

        // Then
        #expect(books == [ShelfBook(id: 7, title: "Held Out", year: 1999)])
    }

    @Test("Data built in Swift is the same scenario as the JSON: it encodes, parses back and serves the same books")
    func swiftBuilder() async throws {
        // Given
        let scenario = Scenario.happyPath.serving([ShelfBook(id: 9, title: "Built", year: 2001)], as: StubShelf.books)
            .overriding("book", of: StubShelf.port, with: .serverError)

        // When
        let reparsed = try Scenario.parse(scenario.canonicalJSON.rendered(pretty: false))
        let world = try StubWorld(scenario: reparsed, stubbing: [StubShelf.self])

        // Then
        #expect(reparsed == scenario)
        #expect(try await world.stubs(StubShelf.self).allBooks().map(\.id) == [9])
        await #expect(throws: ShelfError.down(retryAfter: nil)) {
            try await world.stubs(StubShelf.self).book(id: 9)
        }
    }

    @Test("failThenRecover fails the first call as the port's own error, then the port recovers")
    func failThenRecover() async throws {
        // Given
        let world = try world(#"{"version": 2, "ports": {"Shelf": {"behavior": "failThenRecover", "failures": 1}}}"#)
        let shelf = world.stubs(StubShelf.self)

        // When
        let first = await #expect(throws: ShelfError.self) { try await shelf.allBooks() }
        let second = try await shelf.allBooks()

        // Then
        #expect(first == .down(retryAfter: nil))
        #expect(second.count == 2)
    }

    @Test(
        "Every failure maps onto the port's own error, the wait of a rate limit included",
        arguments: [
            ("unauthorized", ShelfError.refused), ("rejected", .refused), ("invalidResponse", .refused),
            ("serverError", .down(retryAfter: nil)),
        ])
    func failures(behavior: String, expected: ShelfError) async throws {
        // Given
        let world = try world(#"{"version": 2, "ports": {"Shelf": "\#(behavior)"}}"#)

        // When
        let error = await #expect(throws: ShelfError.self) { try await world.stubs(StubShelf.self).allBooks() }

        // Then
        #expect(error == expected)
    }

    @Test("A slow port waits on the injected clock before it answers; nothing sleeps for real")
    func slow() async throws {
        // Given
        let clock = TestClock()
        let scenario = try Scenario.parse(#"{"version": 2, "ports": {"Shelf": {"delayMilliseconds": 800}}}"#)
        let world = try StubWorld(scenario: scenario, stubbing: [StubShelf.self], clock: clock)

        // When
        _ = try await world.stubs(StubShelf.self).allBooks()

        // Then
        #expect(clock.sleeps == [.milliseconds(800)])
    }

    @Test(
        "A scenario naming what the port does not have is refused with a message naming it and the valid ones",
        arguments: [
            (#"{"version": 2, "ports": {"Shelf": {"methods": {"lend": "notFound"}}}}"#, "lend", "allBooks, book"),
            (#"{"version": 2, "ports": {"Shelves": "empty"}}"#, "Shelves", "Shelf"),
            (#"{"version": 2, "data": {"films": [{"id": 1}]}}"#, "films", "books"),
            (
                #"{"version": 2, "data": {"books": [{"id": 1, "title": "T", "year": "soon"}]}}"#, "data.books[0].year",
                "soon"
            ),
            (#"{"version": 2, "data": {"books": [{"id": 1, "year": 1}]}}"#, "data.books[0].title", "nothing"),
        ])
    func refused(json: String, named: String, listed: String) throws {
        // When
        let error = #expect(throws: ScenarioError.self) { try world(json) }

        // Then
        let message = try #require(error?.message)
        #expect(message.contains(named), "\(message)")
        #expect(message.contains(listed), "\(message)")
    }

    @Test("A switch installs fresh stubs: the call log and failThenRecover count start over; a reset goes back")
    func switchAndReset() async throws {
        // Given
        let world = try world()
        _ = try await world.stubs(StubShelf.self).allBooks()
        let before = world.current.generation

        // When
        try world.replaceScenario(try Scenario.parse(#"{"version": 2, "default": "empty"}"#))
        let emptied = try await world.stubs(StubShelf.self).allBooks()
        world.reset()

        // Then
        #expect(emptied.isEmpty)
        #expect(world.current.generation == before + 2)
        #expect(world.scenario == .happyPath)
        #expect(world.recordedCalls.first?.calls == [])
    }
}

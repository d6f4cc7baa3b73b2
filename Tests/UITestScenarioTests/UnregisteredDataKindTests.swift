import Foundation
import MarqueeTestSupport
import Testing
import UITestScenario

/// A shelf whose stub reads its data kind without listing it: the kind is found by building the stub.
final class UnlistedKindShelf: StubbedPort {
    enum Method: String, CaseIterable, Sendable { case allBooks }

    static let books = StubDataKind<ShelfBook>("books", standard: [ShelfBook(id: 1, title: "Emma", year: 1815)])

    let stub: StubPort<Method, ShelfError>
    let shelf: [ShelfBook]

    init(scenario: Scenario, clock: any Clock<Duration>) {
        stub = StubPort(for: Self.self, scenario: scenario, clock: clock)
        shelf = Self.books.checkedItems(in: scenario)
    }
}

/// A shelf whose stub reads a kind only under some scenarios, without listing it in `data`: the mistake a world
/// stops at the first scenario that makes the stub read it.
final class SometimesReadingShelf: StubbedPort {
    enum Method: String, CaseIterable, Sendable { case allBooks }

    static let books = StubDataKind<ShelfBook>("books", standard: [])

    let stub: StubPort<Method, ShelfError>

    init(scenario: Scenario, clock: any Clock<Duration>) {
        stub = StubPort(for: Self.self, scenario: scenario, clock: clock)
        if scenario.name == "empty" { _ = Self.books.checkedItems(in: scenario) }
    }
}

@Suite("A port's data kinds are the kinds its stub reads, found without a list")
struct UnregisteredDataKindTests {
    @Test("A kind the stub reads is served without being listed: its name and its items are the port's")
    func foundWithoutAList() throws {
        // Given
        let scenario = Scenario.happyPath.serving(
            [ShelfBook(id: 7, title: "Held Out", year: 2026)], as: UnlistedKindShelf.books)

        // When
        let world = try StubWorld(scenario: scenario, stubbing: [UnlistedKindShelf.self])

        // Then
        #expect(UnlistedKindShelf.data.map(\.name) == ["books"])
        #expect(world.stubs(UnlistedKindShelf.self).shelf.map(\.title) == ["Held Out"])
    }

    @Test("A kind read only under some scenarios stops the world that builds it, naming the kind and the fix")
    func stopsAtTheScenarioThatReadsIt() async throws {
        // When a world of the shelf installs the scenario that reads the kind, in a process of its own
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = try StubWorld(scenario: .empty, stubbing: [SometimesReadingShelf.self])
        }

        // Then
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.contains(#"the stub reads the data kind "books" only on some scenarios"#), "\(message)")
        #expect(message.contains("static let data: [any StubDataChecking]"), "\(message)")
    }

    @Test("Outside a world's build, reading a kind checks nothing: a port's own tests may read its data directly")
    func outsideAWorld() throws {
        #expect(SometimesReadingShelf.books.checkedItems(in: .happyPath).isEmpty)
    }
}

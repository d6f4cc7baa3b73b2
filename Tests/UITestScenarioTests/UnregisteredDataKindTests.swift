import Foundation
import MarqueeTestSupport
import Testing
import UITestScenario

/// A shelf whose stub reads a data kind it never registered in `data`: the mistake a world stops at launch.
final class UnregisteredKindShelf: StubbedPort {
    enum Call: StubbedCall, Hashable {
        case allBooks
    }

    static let port: ScenarioPort = "UnregisteredKindShelf"
    static let methods: [ScenarioMethod] = ["allBooks"]
    static let books = StubDataKind<ShelfBook>("books", standard: [])

    let stub: StubPort<Call, ShelfError>
    let shelf: [ShelfBook]

    init(scenario: Scenario, clock: any Clock<Duration>) {
        stub = StubPort(for: Self.self, scenario: scenario, clock: clock)
        shelf = Self.books.checkedItems(in: scenario)
    }
}

@Suite("A data kind a stub reads but does not register fails at launch, naming it")
struct UnregisteredDataKindTests {
    @Test("Building the world stops with a message naming the kind and where to register it")
    func stopsAtLaunch() async throws {
        // When a world of the shelf is built, in a process of its own
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = try StubWorld(stubbing: [UnregisteredKindShelf.self])
        }

        // Then
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.contains(#"the stub reads the data kind "books" without registering it"#), "\(message)")
        #expect(message.contains("static let data: [any StubDataChecking]"), "\(message)")
    }

    @Test("Outside a world's build, reading a kind checks nothing: a port's own tests may read its data directly")
    func outsideAWorld() throws {
        #expect(UnregisteredKindShelf.books.checkedItems(in: .happyPath).isEmpty)
    }
}

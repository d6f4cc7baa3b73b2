import SharedKernel
import UITestScenario

/// A book on a service's own shelf: the item of ``StubShelf``'s data, read and written with its own `Codable`.
package struct ShelfBook: Codable, Hashable, Sendable, Identifiable {
    package let id: Int
    package let title: String
    package let year: Int

    package init(id: Int, title: String, year: Int) {
        self.id = id
        self.title = title
        self.year = year
    }
}

/// A service's own port, as the article "Your own port under the switch" writes one: the tests' sample of a port
/// that is not Marquee's.
package protocol Shelf: Sendable {
    func allBooks() async throws(ShelfError) -> [ShelfBook]
    func book(id: Int) async throws(ShelfError) -> ShelfBook?
}

/// The shelf's own error: how each simulated failure reads for this port.
package enum ShelfError: Error, Hashable, Sendable, UpstreamFailureCarrying {
    /// The shelf is down; come back after `retryAfter` when it says.
    case down(retryAfter: Duration?)
    /// The shelf refused the call.
    case refused

    package static func upstream(_ failure: UpstreamFailure) -> ShelfError {
        switch failure {
        case .unavailable(let wait), .rateLimited(let wait): .down(retryAfter: wait)
        case .unauthorized, .rejected, .invalidResponse, .cancelled: .refused
        }
    }
}

/// The shelf on a stub: every behaviour, override, per-test data and typed call a Marquee port has.
package final class StubShelf: Shelf, StubbedPort {
    package enum Call: StubbedCall, Hashable {
        case allBooks
        case book(id: Int)
    }

    package static let port: ScenarioPort = "Shelf"
    package static let methods: [ScenarioMethod] = ["allBooks", "book"]
    package static let books = StubDataKind<ShelfBook>(
        "books",
        standard: [ShelfBook(id: 1, title: "Emma", year: 1815), ShelfBook(id: 2, title: "Ulysses", year: 1922)])
    package static let data: [any StubDataChecking] = [books]

    package let stub: StubPort<Call, ShelfError>
    private let shelf: [ShelfBook]

    package init(scenario: Scenario, clock: any Clock<Duration>) {
        stub = StubPort(for: Self.self, scenario: scenario, clock: clock)
        shelf = Self.books.checkedItems(in: scenario)
    }

    package func allBooks() async throws(ShelfError) -> [ShelfBook] {
        try await stub.call(.allBooks, empty: [], present: shelf)
    }

    package func book(id: Int) async throws(ShelfError) -> ShelfBook? {
        try await stub.call(.book(id: id), empty: nil, present: shelf.first { $0.id == id })
    }
}

import SharedKernel
import UITestScenario

/// A book on a service's own shelf: the item of ``StubShelf``'s data, read and written with its own `Codable`.
public struct ShelfBook: Codable, Hashable, Sendable, Identifiable {
    /// Its number, from 1.
    public let id: Int
    /// Its title.
    public let title: String
    /// When it came out.
    public let year: Int

    /// The book numbered `id`.
    public init(id: Int, title: String, year: Int) {
        self.id = id
        self.title = title
        self.year = year
    }
}

/// A service's own port, as the article "Your own port under the switch" writes one: the tests' sample of a port
/// that is not Marquee's.
public protocol Shelf: Sendable {
    /// Every book.
    func allBooks() async throws(ShelfError) -> [ShelfBook]
    /// The book numbered `id`, if any.
    func book(id: Int) async throws(ShelfError) -> ShelfBook?
}

/// The shelf's own error: how each simulated failure reads for this port.
public enum ShelfError: Error, Hashable, Sendable, UpstreamFailureCarrying {
    /// The shelf is down; come back after `retryAfter` when it says.
    case down(retryAfter: Duration?)
    /// The shelf refused the call.
    case refused

    /// A wait as `down`, every other failure as `refused`.
    public static func upstream(_ failure: UpstreamFailure) -> ShelfError {
        switch failure {
        case .unavailable(let wait), .rateLimited(let wait): .down(retryAfter: wait)
        case .unauthorized, .rejected, .invalidResponse, .cancelled: .refused
        }
    }
}

/// The shelf on a stub: every behaviour, override, per-test data and call log a Marquee port has, written as the
/// article writes a service's (its port name `Shelf` and its data kind `books` derived).
public final class StubShelf: Shelf, StubbedPort {
    /// `allBooks`, `book`.
    public enum Method: String, CaseIterable, Sendable { case allBooks, book }

    /// `books`: Emma and Ulysses unless a scenario brings its own.
    public static let books = StubDataKind<ShelfBook>(
        "books",
        standard: [ShelfBook(id: 1, title: "Emma", year: 1815), ShelfBook(id: 2, title: "Ulysses", year: 1922)])

    /// The machinery.
    public let stub: StubPort<Method, ShelfError>
    private let shelf: [ShelfBook]

    /// The shelf under `scenario`.
    public init(scenario: Scenario, clock: any Clock<Duration>) {
        stub = StubPort(for: Self.self, scenario: scenario, clock: clock)
        shelf = Self.books.checkedItems(in: scenario)
    }

    /// Every book.
    public func allBooks() async throws(ShelfError) -> [ShelfBook] {
        try await stub.call(empty: [], present: shelf)
    }

    /// The book numbered `id`, if any.
    public func book(id: Int) async throws(ShelfError) -> ShelfBook? {
        try await stub.call(["id": id], empty: nil, present: shelf.first { $0.id == id })
    }
}

/// The shelf's calls as a test writes them: the typed values UITestKit's `checkCalls(to:are:)` reads.
public enum ShelfCall: Encodable, Hashable, Sendable {
    case allBooks
    case book(id: Int)
}

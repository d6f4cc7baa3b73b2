import SharedKernel
import UITestScenario

/// The ``BookSource`` of `-uitest`, on Marquee's stub library: every behaviour, per-method override, per-test data
/// (`"data": {"books": […]}`) and call log of a Marquee port, for the scenario in force. Its port is `BookSource`,
/// its data kind `books`.
final class StubBookSource: BookSource, StubbedPort {
    /// The port's methods; each call is reported as `{"method": "book", "arguments": {"id": 2}}`.
    enum Method: String, CaseIterable { case allBooks, book }

    /// Four books; the third's title needs escaping and the fourth has no summary.
    static let books = StubDataKind<Book>(
        "books",
        standard: [
            Book(
                id: 1, title: "Pride and Prejudice", author: "Jane Austen", year: 1813,
                summary: "Elizabeth Bennet meets Mr Darcy, and both think better of their first impressions."),
            Book(
                id: 2, title: "Moby-Dick", author: "Herman Melville", year: 1851,
                summary: "Captain Ahab hunts the white whale that took his leg."),
            Book(
                id: 3, title: "<Tags> & \"Quotes\": A Field Guide", author: "O'Brien & Sons", year: 2001,
                summary: "Proof that <script>alert(1)</script> is shown, never run."),
            Book(id: 4, title: "Untitled Draft", author: "Anonymous", year: 2024),
        ])

    let stub: StubPort<Method, BookSourceError>
    private let shelf: [Book]

    init(scenario: Scenario, clock: any Clock<Duration>) {
        stub = StubPort(for: Self.self, scenario: scenario, clock: clock)
        shelf = Self.books.checkedItems(in: scenario)
    }

    func allBooks() async throws(BookSourceError) -> [Book] {
        try await stub.call(empty: [], present: shelf)
    }

    func book(id: Int) async throws(BookSourceError) -> Book? {
        try await stub.call(["id": id], empty: nil, present: shelf.first { $0.id == id })
    }
}

extension BookSourceError: UpstreamFailureCarrying {
    /// Every simulated failure is the source being unavailable, with the failure for the log.
    static func upstream(_ failure: UpstreamFailure) -> BookSourceError {
        .unavailable(reason: "the stub simulates \(failure)")
    }
}

/// The pages read the world's stub in force, whichever scenario the test installed last.
extension StubWorld: BookSource {
    func allBooks() async throws(BookSourceError) -> [Book] {
        try await stubs(StubBookSource.self).allBooks()
    }

    func book(id: Int) async throws(BookSourceError) -> Book? {
        try await stubs(StubBookSource.self).book(id: id)
    }
}

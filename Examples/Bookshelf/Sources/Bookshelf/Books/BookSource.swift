/// Where the books come from: the one port the pages read through. Production reads a book file
/// (``JSONFileBookSource``); `-uitest` serves a scenario (``StubBookSource``).
protocol BookSource: Sendable {
    /// Every book on the shelf, in shelf order.
    func allBooks() async throws(BookSourceError) -> [Book]
    /// The book numbered `id`, or `nil` when the shelf has none.
    func book(id: Int) async throws(BookSourceError) -> Book?
}

/// Why a ``BookSource`` could not answer.
enum BookSourceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The source cannot be read now; `reason` is for the log, never for a page.
    case unavailable(reason: String)

    var description: String {
        switch self {
        case .unavailable(let reason): "the book source is unavailable: \(reason)"
        }
    }
}

/// A call of the shelf's port as a test expects it: the typed value UITestKit's `checkCalls(to:are:)` reads
/// (`.book(id: 2)` is `{"method": "book", "arguments": {"id": 2}}`), the test's own.
enum BookCall: Encodable {
    case allBooks
    case book(id: Int)
}

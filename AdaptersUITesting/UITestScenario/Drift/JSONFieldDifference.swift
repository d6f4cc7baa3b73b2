/// One place where two JSON answers to the same question part: a field whose values differ, an element one side
/// has and the other lacks, or the same elements in another order. The stub's side and the other (a live adapter's
/// answer, a recording) are each rendered on one line.
package struct JSONFieldDifference: Sendable, Hashable {
    /// Where: `title`, `books[id 2].author`, `books (order)`. Elements of a list that have an identity are named by
    /// it (`[id 2]`), others by position (`[0]`).
    package let path: String
    /// The stub's value on one line (at most 80 characters); `absent` when the stub has no such field or element.
    package let stub: String
    /// The other side's value, likewise.
    package let other: String
    /// The path without element selectors (`books.author`): what a caller classifies the difference by.
    package let listPath: String
    /// Whether an element is missing on one side, or the shared elements come in another order, rather than a
    /// field's value differing.
    package let isMembership: Bool

    /// The difference, the other side called `otherName`: `books[id 2].title: stub "Emma", live "Emma!"`.
    package func described(otherName: String) -> String {
        "\(path.isEmpty ? "the answer" : path): stub \(stub), \(otherName) \(other)"
    }
}

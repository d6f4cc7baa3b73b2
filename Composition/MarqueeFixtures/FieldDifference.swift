import CompositionKit

/// One field whose value differs between the stub's answer and the recording's.
package struct FieldDifference: Sendable, Hashable {
    /// Field names whose values are expected to move: votes, popularity, page totals.
    package static let volatileFieldNames: Set<String> = [
        "voteAverage", "voteCount", "popularity", "totalPages", "totalResults", "totalCount",
    ]

    /// Where, e.g. `results[id 640].title`, `cast[creditID 52fe4250c3a36847f80149f3].character`.
    package let path: String
    /// The stub's value, rendered on one line; `absent` when the stub has no such field or element.
    package let stub: String
    /// The recording's value, likewise.
    package let recorded: String
    /// Whether it is expected to move (volatile) or the stub is now wrong (drift).
    package let kind: DriftKind
}

/// One field whose value differs between the stub's answer and the recording's.
struct FieldDifference: Sendable, Hashable {
    /// Field names whose values are expected to move: votes, popularity, page totals.
    static let volatileFieldNames: Set<String> = [
        "voteAverage", "voteCount", "popularity", "totalPages", "totalResults", "totalCount",
    ]

    /// Where, e.g. `results[id 640].title`, `cast[creditID 52fe4250c3a36847f80149f3].character`.
    let path: String
    /// The stub's value, rendered on one line; `absent` when the stub has no such field or element.
    let stub: String
    /// The recording's value, likewise.
    let recorded: String
    /// Whether it is expected to move (volatile) or the stub is now wrong (drift).
    let kind: DriftKind
}

/// How a difference between stub and recording is judged.
enum DriftKind: String, Sendable, Hashable {
    /// Expected to move (vote counts, popularity, page totals, today's popular list): nothing to fix.
    case volatile
    /// Titles, dates, ids, credits, relations: the stub is now wrong and its data should be fixed.
    case drift
}

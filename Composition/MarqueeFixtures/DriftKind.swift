/// How a difference between stub and recording is judged.
package enum DriftKind: String, Sendable, Hashable {
    /// Expected to move (vote counts, popularity, page totals, today's popular list): nothing to fix.
    case volatile
    /// Titles, dates, ids, credits, relations: the stub is now wrong and its data should be fixed.
    case drift
}

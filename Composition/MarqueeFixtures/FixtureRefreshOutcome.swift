/// What a refresh changed in the target folder.
package struct FixtureRefreshOutcome: Sendable, Hashable {
    /// The recording files written (new or replaced), sorted.
    package let written: [String]
    /// The recording files no need asks for any more, sorted: kept, unless the refresh prunes.
    package let unused: [String]
    /// The unused recording files removed (`refresh --prune`), sorted.
    package let removed: [String]
    /// The requests for stub entities the API answered with its own 404 (gone upstream), in catalogue order.
    package let gone: [String]
}

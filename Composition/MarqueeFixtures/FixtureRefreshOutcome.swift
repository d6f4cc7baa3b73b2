/// What a refresh changed in the target folder.
public struct FixtureRefreshOutcome: Sendable, Hashable {
    /// The recording files written (new or replaced), sorted.
    public let written: [String]
    /// The recording files no need asks for any more, sorted: kept, unless the refresh prunes.
    public let unused: [String]
    /// The unused recording files removed (`refresh --prune`), sorted.
    public let removed: [String]
    /// The requests for stub entities the API answered with its own 404 (gone upstream), in catalogue order.
    public let gone: [String]
}

/// What a refresh changed in the target folder.
public struct FixtureRefreshOutcome: Sendable, Hashable {
    /// The recording files written (new or replaced), sorted.
    public let written: [String]
    /// The recording files removed because no need asks for them any more, sorted.
    public let removed: [String]
}

import CompositionKit

/// One call a `StubEpisodeRepository` received, with its arguments as passed.
public enum StubEpisodeRepositoryCall: Hashable, Sendable, RecordedCallConvertible {
    /// `episodes(withIDs:)`, the ids as passed (unsorted, repeats kept).
    case episodes(ids: [Int])

    /// `EpisodeRepository`.
    public static var port: String { "EpisodeRepository" }

    /// `episodes(ids: [2, 1])`.
    public var recordedCall: RecordedCall {
        switch self {
        case .episodes(let ids): RecordedCall("episodes", ["ids": .array(ids.map(JSONValue.integer))])
        }
    }
}

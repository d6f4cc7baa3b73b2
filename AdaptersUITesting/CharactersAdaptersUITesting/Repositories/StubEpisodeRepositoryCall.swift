import MarqueeJSON
import Wiring

/// One call a `StubEpisodeRepository` received, with its arguments as passed.
public enum StubEpisodeRepositoryCall: Hashable, Sendable, PortCallConvertible {
    /// `episodes(withIDs:)`, the ids as passed (unsorted, repeats kept).
    case episodes(ids: [Int])

    /// `EpisodeRepository`.
    public static var port: String { "EpisodeRepository" }

    /// `episodes(ids: [2, 1])`.
    public var portCall: PortCall {
        switch self {
        case .episodes(let ids): PortCall("episodes", ["ids": .array(ids.map(JSONValue.integer))])
        }
    }
}

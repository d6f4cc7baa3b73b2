import MarqueeJSON
import Wiring

/// One call a `StubLocationRepository` received, with its arguments as passed.
public enum StubLocationRepositoryCall: Hashable, Sendable, PortCallConvertible {
    /// `locations(withIDs:)`, the ids as passed (unsorted, repeats kept): origin and last known location in one.
    case locations(ids: [Int])

    /// `LocationRepository`.
    public static var port: String { "LocationRepository" }

    /// `locations(ids: [1, 3])`.
    public var portCall: PortCall {
        switch self {
        case .locations(let ids): PortCall("locations", ["ids": .array(ids.map(JSONValue.integer))])
        }
    }
}

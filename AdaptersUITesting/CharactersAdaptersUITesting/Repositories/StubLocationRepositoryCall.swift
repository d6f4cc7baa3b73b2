/// One call a `StubLocationRepository` received, with its arguments as passed; it reads as data through its
/// synthesized `Encodable` form (what UITestKit's `checkCalls(to:are:)` reads): `locations(ids: [1, 3])`.
public enum StubLocationRepositoryCall: Hashable, Codable, Sendable {
    /// `locations(withIDs:)`, the ids as passed (unsorted, repeats kept): origin and last known location in one.
    case locations(ids: [Int])
}

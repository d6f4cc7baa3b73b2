/// What rating a movie did: TMDb answers `status_code` 1 for a first rating and 12 for one that replaces an
/// earlier rating by the same guest session.
public enum RatingChange: String, Hashable, Sendable {
    /// The movie had no rating from this session; now it has one.
    case added
    /// The session's earlier rating of the movie was replaced.
    case replaced
}

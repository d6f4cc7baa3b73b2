/// The error state of a page: what failed, in words, how long the upstream asked us to wait (when it said), and
/// a "Try again" link to the same address.
struct ErrorStateView: Sendable {
    let heading: String
    let message: String
    let wait: String?
    let tryAgainHref: String
}

/// The error state of a page: what failed, in words, and a "Try again" link to the same address.
struct ErrorStateView: Sendable {
    let heading: String
    let message: String
    let tryAgainHref: String
}

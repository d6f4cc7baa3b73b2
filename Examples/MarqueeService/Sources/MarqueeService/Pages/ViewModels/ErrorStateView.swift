/// The error state of a page: what failed, in words, how long the upstream asked us to wait (when it said), and
/// a "Try again" link to the same address.
package struct ErrorStateView: Codable, Sendable {
    package let heading: String
    package let message: String
    package let wait: String?
    package let tryAgainHref: String
}

#if UITesting
    extension ErrorStateView {
        /// An error state as an upstream outage shows it, naming only what a test cares about:
        /// `.stub(wait: "It asks us to wait 30 seconds before trying again.")`.
        package static func stub(
            heading: String = "Something went wrong",
            message: String = "The movie service (TMDb) could not be reached.", wait: String? = nil,
            tryAgainHref: String = "/"
        ) -> ErrorStateView {
            ErrorStateView(heading: heading, message: message, wait: wait, tryAgainHref: tryAgainHref)
        }
    }
#endif

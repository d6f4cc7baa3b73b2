/// The error state of a page: what failed, in words, how long the upstream asked us to wait (when it said), and
/// one link on. After a failure that may pass (an upstream's) it is "Try again", to the same address; after bad
/// input, which the same address would only repeat, it is "Start over", to the address without what it refused.
struct ErrorStateView: Codable, Sendable {
    /// Where the error state leads.
    enum Next: Sendable {
        /// "Try again": the same address once more.
        case tryAgain(href: String)
        /// "Start over": the page without what the address asked for and could not get.
        case startOver(href: String)
    }

    let heading: String
    let message: String
    let wait: String?
    /// "Try again"'s address; set exactly when ``startOverHref`` is not (two fields, so the template can tell them
    /// apart).
    let tryAgainHref: String?
    let startOverHref: String?

    init(heading: String, message: String, wait: String?, next: Next) {
        self.heading = heading
        self.message = message
        self.wait = wait
        switch next {
        case .tryAgain(let href): (tryAgainHref, startOverHref) = (href, nil)
        case .startOver(let href): (tryAgainHref, startOverHref) = (nil, href)
        }
    }

    /// A model a UI test posts must have exactly one link too: with neither or both, the error state itself is not a
    /// valid value, and the message says so.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        heading = try container.decode(String.self, forKey: .heading)
        message = try container.decode(String.self, forKey: .message)
        wait = try container.decodeIfPresent(String.self, forKey: .wait)
        tryAgainHref = try container.decodeIfPresent(String.self, forKey: .tryAgainHref)
        startOverHref = try container.decodeIfPresent(String.self, forKey: .startOverHref)
        guard (tryAgainHref == nil) != (startOverHref == nil) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "needs exactly one of tryAgainHref and startOverHref"))
        }
    }
}

#if UITesting
    extension ErrorStateView {
        /// An error state as an upstream outage shows it, naming only what a test cares about:
        /// `.stub(wait: "It asks us to wait 30 seconds before trying again.")`.
        static func stub(
            heading: String = "Something went wrong",
            message: String = "The movie service (TMDb) could not be reached.", wait: String? = nil,
            next: Next = .tryAgain(href: "/")
        ) -> ErrorStateView {
            ErrorStateView(heading: heading, message: message, wait: wait, next: next)
        }
    }
#endif

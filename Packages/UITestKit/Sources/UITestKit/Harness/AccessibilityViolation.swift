/// One axe-core rule a page breaks, with the elements that break it.
@available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0: a violation fails the test, described")
public struct AccessibilityViolation: Decodable, Sendable, Hashable, CustomStringConvertible {
    /// One offending element: its CSS selector and the start of its markup.
    public struct Node: Decodable, Sendable, Hashable {
        /// The element's CSS selector.
        public let target: String
        /// The start of the element's markup.
        public let html: String
    }

    /// The axe rule id, e.g. `color-contrast`.
    public let id: String
    /// `minor`, `moderate`, `serious` or `critical`.
    public let impact: String?
    /// What the rule asks for, in a sentence.
    public let help: String
    /// The offending elements.
    public let nodes: [Node]

    /// Whether this violation fails a test: serious and critical ones do.
    public var isBlocking: Bool { impact == "serious" || impact == "critical" }

    /// `rule (impact): help — the first three elements`.
    public var description: String {
        let elements = nodes.prefix(3).map { "\($0.target) \($0.html.prefix(120))" }.joined(separator: "; ")
        return "\(id) (\(impact ?? "no impact")): \(help) — \(elements)"
    }
}

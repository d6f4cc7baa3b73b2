/// One axe-core rule a page breaks, with the elements that break it.
struct AccessibilityViolation: Decodable, Sendable, Hashable, CustomStringConvertible {
    /// One offending element: its CSS selector and the start of its markup.
    struct Node: Decodable, Sendable, Hashable {
        let target: String
        let html: String
    }

    /// The axe rule id, e.g. `color-contrast`.
    let id: String
    /// `minor`, `moderate`, `serious` or `critical`.
    let impact: String?
    /// What the rule asks for, in a sentence.
    let help: String
    let nodes: [Node]

    /// Whether this violation fails a test: serious and critical ones do.
    var isBlocking: Bool { impact == "serious" || impact == "critical" }

    var description: String {
        let elements = nodes.prefix(3).map { "\($0.target) \($0.html.prefix(120))" }.joined(separator: "; ")
        return "\(id) (\(impact ?? "no impact")): \(help) — \(elements)"
    }
}

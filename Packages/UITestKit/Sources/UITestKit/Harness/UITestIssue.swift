import Testing

/// What the kit records as a test's issue, so that its message is the headline a person reads first.
///
/// Swift Testing heads an issue recorded from a comment with "Issue recorded" and puts the comment on the next
/// line; an issue recorded from an error is headed by the error's description. So the kit records this error,
/// whose description is the message's first line; the lines after it (and the failure bundle's folder) are the
/// issue's comment: `… recorded an issue at CartTests.swift:12:9: Caught error: cart [data-testid="cart.total"]:
/// expected "12.50", but it was "0.00"`, then `↳ Failure bundle: …`.
struct UITestIssue: Error, CustomStringConvertible {
    /// The headline: the message's first line.
    let description: String
    /// The message's other lines, then each detail.
    let comment: String?

    /// The issue for `message`, with `details` (e.g. `Failure bundle: <folder>`) after its other lines.
    init(_ message: String, details: [String] = []) {
        let lines = message.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        description = String(lines.first ?? "")
        let rest = lines.dropFirst().map(String.init) + details
        comment = rest.isEmpty ? nil : rest.joined(separator: "\n")
    }

    /// Records it as a failing issue at `sourceLocation`.
    func record(sourceLocation: SourceLocation) {
        Issue.record(self, comment.map { Comment(rawValue: $0) }, sourceLocation: sourceLocation)
    }
}

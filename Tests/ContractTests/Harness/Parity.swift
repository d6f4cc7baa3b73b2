import StubContract
import Testing

/// Compares what the stub and the HTTP adapter answered for the same question, with the port contract library's
/// comparison (`StubContract`, whose first client this harness is): lists are compared element by element, paired by
/// id, so a difference names the element and the field (`[id 640].title: stub "Fight Club", live "Fight club"`)
/// instead of printing two lists of forty characters.
enum Parity {
    /// Expects `stub` and `http` to hold the same elements in the same order.
    static func expectSame<Element: Equatable & Identifiable>(
        _ stub: [Element], _ http: [Element], _ what: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if let mismatch = ContractMismatch(
            expectation: what, scenario: "happyPath", stub: ContractAnswer(answering: stub),
            live: ContractAnswer(answering: http))
        {
            Issue.record(Comment(rawValue: mismatch.description), sourceLocation: sourceLocation)
        } else {
            // The same stored properties: the elements' own equality must agree (it is what the port promises).
            #expect(stub == http, "\(what): equal in every stored property, yet not ==", sourceLocation: sourceLocation)
        }
    }
}

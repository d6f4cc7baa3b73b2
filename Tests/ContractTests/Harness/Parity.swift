import Testing

/// Compares what the stub and the HTTP adapter answered for the same question. Lists are compared element by
/// element, so a difference names the element (by id) instead of printing two lists of forty characters.
enum Parity {
    /// Expects `stub` and `http` to hold the same elements in the same order.
    static func expectSame<Element: Equatable & Identifiable>(
        _ stub: [Element], _ http: [Element], _ what: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            stub.map(\.id) == http.map(\.id), "\(what): the same ids in the same order", sourceLocation: sourceLocation)
        // Where the ids already differ, that one issue says it all; compare the elements that should be the same.
        for (stubElement, httpElement) in zip(stub, http)
        where stubElement.id == httpElement.id && stubElement != httpElement {
            #expect(stubElement == httpElement, "\(what): element \(stubElement.id)", sourceLocation: sourceLocation)
        }
    }
}

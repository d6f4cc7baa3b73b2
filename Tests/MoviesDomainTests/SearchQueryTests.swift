import MoviesDomain
import Testing

@Suite("SearchQuery")
struct SearchQueryTests {
    @Test(
        "a query is trimmed of surrounding white space, inner spaces kept",
        arguments: [
            ("  fight club  ", "fight club"),
            ("\n\tfight club\r\n", "fight club"),
            ("fight  club", "fight  club"),
            ("\u{00A0}amélie\u{2003}", "amélie"),
        ])
    func trims(text: String, expected: String) throws {
        // Given a text with surrounding white space
        // When a query is made of it
        let query = try SearchQuery(text)

        // Then its text is trimmed
        #expect(query.text == expected)
        #expect(query.description == expected)
    }

    @Test("an empty or blank text is refused as empty", arguments: ["", " ", "\n\t \r\n", "\u{00A0}\u{2003}"])
    func empty(text: String) {
        // Given a blank text
        // When a query is made of it
        // Then it is refused as empty
        #expect(throws: SearchQueryError.empty) { try SearchQuery(text) }
    }

    @Test(
        "a text with a control character inside it is refused (around it, tabs and line breaks are trimmed first)",
        arguments: ["fight\u{0}club", "fight\tclub", "a\u{1B}[31m", "x\u{7F}", "x\u{85}y"])
    func controlCharacter(text: String) {
        // Given a text with a control character (Cc) after trimming
        // When a query is made of it
        // Then it is refused
        #expect(throws: SearchQueryError.controlCharacter) { try SearchQuery(text) }
    }

    @Test("a text longer than the limit once trimmed is refused, naming the limit")
    func tooLong() {
        // Given a text one character over the limit
        let text = String(repeating: "a", count: SearchQuery.maximumLength + 1)

        // When a query is made of it
        // Then it is refused as too long
        #expect(throws: SearchQueryError.tooLong(maximumLength: 200)) { try SearchQuery(text) }
    }

    @Test(
        "a text at the limit once trimmed is a query; the limit counts characters, not bytes",
        arguments: [
            String(repeating: "a", count: 200), "  " + String(repeating: "a", count: 200) + "\n",
            String(repeating: "👩‍👩‍👧", count: 200),
        ])
    func atLimit(text: String) throws {
        // Given a text of exactly the maximum number of characters once trimmed
        // When a query is made of it
        let query = try SearchQuery(text)

        // Then it is accepted
        #expect(query.text.count == SearchQuery.maximumLength)
    }
}

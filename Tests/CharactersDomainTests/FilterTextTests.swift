import CharactersDomain
import Testing

@Suite("FilterText")
struct FilterTextTests {
    @Test(
        "a text is trimmed of surrounding white space, inner spaces kept",
        arguments: [("  rick ", "rick"), ("\thuman\n", "human"), ("rick  sanchez", "rick  sanchez")])
    func trims(text: String, expected: String) throws {
        let filter = try #require(try FilterText(text))
        #expect(filter.text == expected)
        #expect(filter.description == expected)
    }

    @Test("a blank text is no filter", arguments: ["", "   ", "\n\t", "\u{00A0}"])
    func blank(text: String) throws {
        #expect(try FilterText(text) == nil)
    }

    @Test("a text at the limit once trimmed is accepted; one character more is refused, naming the limit")
    func limit() throws {
        let atLimit = String(repeating: "r", count: FilterText.maximumLength)
        #expect(try FilterText("  \(atLimit)  ")?.text == atLimit)
        #expect(throws: FilterTextError.tooLong(maximumLength: FilterText.maximumLength)) {
            try FilterText(atLimit + "r")
        }
    }

    @Test("a text with a control character inside it is refused", arguments: ["ri\u{0}ck", "rick\tsanchez", "\u{1B}c"])
    func controlCharacter(text: String) {
        #expect(throws: FilterTextError.controlCharacter) { try FilterText(text) }
    }

    @Test("a literal in code is the trimmed text")
    func literal() {
        let filter: FilterText = " morty "
        #expect(filter.text == "morty")
        #expect(String(describing: Optional(filter)) == #"Optional("morty")"#)
    }
}

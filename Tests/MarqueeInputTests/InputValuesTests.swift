import CharactersDomain
import MarqueeInput
import Testing

/// The rules of `InputValues` that no host's table shows: strict and lenient reading, form decoding, and one-line
/// messages. (Each host's answer to the same inputs: `InputTableTests` in Examples/MarqueeService.)
@Suite("InputValues reads every host's input the same way")
struct InputValuesTests {
    @Test(
        "a refusal's message is one line whatever the value holds: line separators are escaped too",
        arguments: ["\u{2028}", "1\u{2029}", "x\ny", "\u{85}"])
    func oneLineMessage(_ value: String) throws {
        // Given: the service's own copy of the quoting once escaped control characters only; found while writing
        // FuzzServiceInput (seed line-separator-in-a-value), whose one-line property fails on it
        let input = try InputValues([(name: "page", value: value)], allowed: ["page"])

        // When
        let error = #expect(throws: InputError.self) { try input.page() }

        // Then
        #expect(error?.parameter == "page")
        #expect(error?.message.contains { $0.isNewline } == false, "\(String(describing: error))")
    }

    @Test("read strictly, an unknown parameter is refused whatever its place; a repeated one names itself")
    func unknownAndRepeated() {
        // When
        let unknown = #expect(throws: InputError.self) {
            try InputValues([(name: "page", value: "1"), (name: "pgae", value: "2")], allowed: ["page"])
        }
        let repeated = #expect(throws: InputError.self) {
            try InputValues([(name: "page", value: "1"), (name: "page", value: "2")], allowed: ["page"])
        }
        let none = #expect(throws: InputError.self) { try InputValues(query: "x=1", allowed: []) }

        // Then
        #expect(unknown == InputError("pgae", "unknown parameter 'pgae'; read: page"))
        #expect(repeated == InputError("page", "page is given more than once"))
        #expect(none == InputError("x", "unknown parameter 'x'; none is read"))
    }

    @Test("read as a form, the first value of a repeated name wins and other names are ignored")
    func lenient() throws {
        // When
        let input = InputValues(formQuery: "utm=x&page=2&page=3&status=Dead")

        // Then
        #expect(try input.page() == 2)
        #expect(try input.characterFilter() == CharacterFilter(status: .dead))
    }

    @Test("a value whose bytes are not UTF-8 is refused when read, strictly or as a form; a real U+FFFD is text")
    func notUTF8() throws {
        // When
        let strict = #expect(throws: InputError.self) {
            try InputValues(query: "page=1&query=a%FFb", allowed: ["query", "page"])
        }
        let form = InputValues(formQuery: "query=a%C3&name=%E2%9C&utm=%FF")
        let replacementCharacter = InputValues(formQuery: "species=%EF%BF%BD")

        // Then
        #expect(strict == InputError("query", "query must be UTF-8 text"))
        #expect(throws: InputError("query", "query must be UTF-8 text")) { try form.searchQuery() }
        #expect(throws: InputError("name", "name must be UTF-8 text")) { try form.characterFilter() }
        #expect(form["utm"] == "\u{FFFD}", "a name nothing reads is not refused")
        #expect(try replacementCharacter.characterFilter().species?.text == "\u{FFFD}")
    }

    @Test("a query or a filter text with a control character is refused, naming the parameter")
    func controlCharacters() throws {
        // When
        let input = InputValues(formQuery: "query=a%00b&type=x%09y")

        // Then
        #expect(throws: InputError("query", "query must not contain control characters")) { try input.searchQuery() }
        #expect(throws: InputError("type", "type must not contain control characters")) { try input.characterFilter() }
    }

    @Test(
        "form decoding: + is a space, %2B a plus, a % that starts no escape stays, bytes not UTF-8 read as U+FFFD",
        arguments: [
            ("query=fight+club", [("query", "fight club")]),
            ("query=fight%2Bclub&page=2", [("query", "fight+club"), ("page", "2")]),
            ("q=%E2%9C%93%20ok", [("q", "✓ ok")]),
            ("q=100%&r=%zz%4", [("q", "100%"), ("r", "%zz%4")]),
            ("q=%FF", [("q", "\u{FFFD}")]),
            ("a&&b=&=c", [("a", ""), ("b", ""), ("", "c")]),
            ("a=b=c", [("a", "b=c")]),
            ("", []),
        ])
    func formDecoding(_ query: String, _ expected: [(String, String)]) {
        // When
        let pairs = InputValues.formDecoded(query)

        // Then
        #expect(pairs.map(\.name) == expected.map(\.0))
        #expect(pairs.map(\.value) == expected.map(\.1))
    }
}

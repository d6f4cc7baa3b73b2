import CharactersDomain
import Testing

@Suite("CharacterStatus")
struct CharacterStatusTests {
    @Test(
        "the API's spellings are read case-insensitively",
        arguments: [
            ("Alive", CharacterStatus.alive),
            ("alive", .alive),
            ("ALIVE", .alive),
            ("Dead", .dead),
            ("dead", .dead),
            ("unknown", .unknown),
            ("Unknown", .unknown),
        ])
    func knownValues(text: String, expected: CharacterStatus) {
        // Given a status as the API may spell it
        // When it is read
        let status = CharacterStatus(apiValue: text)

        // Then it is that status
        #expect(status == expected)
    }

    @Test(
        "a value the API may add later reads as unknown, not as an error",
        arguments: ["", "Zombie", " Alive", "Deceased"])
    func unknownValues(text: String) {
        // Given a status this version does not know
        // When it is read
        let status = CharacterStatus(apiValue: text)

        // Then it is unknown
        #expect(status == .unknown)
    }
}

import CharactersDomain
import Testing

@Suite("CharacterGender")
struct CharacterGenderTests {
    @Test(
        "the API's spellings are read case-insensitively",
        arguments: [
            ("Female", CharacterGender.female),
            ("FEMALE", .female),
            ("Male", .male),
            ("male", .male),
            ("Genderless", .genderless),
            ("genderless", .genderless),
            ("unknown", .unknown),
        ])
    func knownValues(text: String, expected: CharacterGender) {
        // Given a gender as the API may spell it
        // When it is read
        let gender = CharacterGender(apiValue: text)

        // Then it is that gender
        #expect(gender == expected)
    }

    @Test("a value the API may add later reads as unknown, not as an error", arguments: ["", "Robot", "Male ", "F"])
    func unknownValues(text: String) {
        // Given a gender this version does not know
        // When it is read
        let gender = CharacterGender(apiValue: text)

        // Then it is unknown
        #expect(gender == .unknown)
    }
}

import CharactersDomain
import Testing

@Suite("CharacterFilter")
struct CharacterFilterTests {
    @Test("a filter without arguments is empty")
    func emptyByDefault() {
        // Given a filter made without arguments
        let filter = CharacterFilter()

        // When asked whether it is empty
        // Then it is
        #expect(filter.isEmpty)
    }

    @Test(
        "any one field set makes the filter non-empty",
        arguments: [
            CharacterFilter(name: "rick"),
            CharacterFilter(status: .alive),
            CharacterFilter(species: "human"),
            CharacterFilter(type: "parasite"),
            CharacterFilter(gender: .female),
            CharacterFilter(status: .unknown),
            CharacterFilter(gender: .unknown),
        ])
    func nonEmpty(filter: CharacterFilter) {
        // Given a filter with one field set
        // When asked whether it is empty
        // Then it is not
        #expect(!filter.isEmpty)
    }
}

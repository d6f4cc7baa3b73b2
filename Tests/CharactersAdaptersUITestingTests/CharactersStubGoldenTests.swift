import Testing

@Suite("Golden stub output: Characters")
struct CharactersStubGoldenTests {
    @Test("Every Characters stub answer renders byte for byte as the checked-in file, in any time zone and locale")
    func matchesCheckedInOutput() async throws {
        // Given
        let file = StubOutputReferenceFile(name: "characters-stub-output.json")

        // When
        let rendered = await CharactersStubOutput.render()

        // Then
        try file.verify(rendered)
    }

    @Test("Rendering twice gives the same bytes")
    func renderingIsRepeatable() async {
        // Given
        let first = await CharactersStubOutput.render()

        // When
        let second = await CharactersStubOutput.render()

        // Then
        #expect(first == second)
    }
}

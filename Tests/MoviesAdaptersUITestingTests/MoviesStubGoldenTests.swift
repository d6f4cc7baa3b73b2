import Testing

@Suite("Golden stub output: Movies")
struct MoviesStubGoldenTests {
    @Test("Every Movies stub answer renders byte for byte as the checked-in file, in any time zone and locale")
    func matchesCheckedInOutput() async throws {
        // Given
        let file = StubOutputReferenceFile(name: "movies-stub-output.json")

        // When
        let rendered = await MoviesStubOutput.render()

        // Then
        try file.verify(rendered)
    }

    @Test("Rendering twice gives the same bytes")
    func renderingIsRepeatable() async {
        // Given
        let first = await MoviesStubOutput.render()

        // When
        let second = await MoviesStubOutput.render()

        // Then
        #expect(first == second)
    }
}

import Foundation
import MarqueeTestSupport
import Testing

@Suite("Golden stub output: Characters")
struct CharactersStubGoldenTests {
    @Test("Every Characters stub answer renders byte for byte as the checked-in file, in any time zone and locale")
    func matchesCheckedInOutput() async {
        // Given
        let file = GoldenFile(name: "characters-stub-output.json", in: .module)

        // When
        let rendered = await CharactersStubOutput.render()

        // Then
        let verdict = file.check(rendered)
        #expect(verdict == .matches, "\(verdict)")
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

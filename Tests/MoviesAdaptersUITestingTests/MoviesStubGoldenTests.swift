import Foundation
import MarqueeTestSupport
import Testing

@Suite("Golden stub output: Movies")
struct MoviesStubGoldenTests {
    @Test("Every Movies stub answer renders byte for byte as the checked-in file, in any time zone and locale")
    func matchesCheckedInOutput() async {
        // Given
        let file = GoldenFile(name: "movies-stub-output.json", in: .module)

        // When
        let rendered = await MoviesStubOutput.render()

        // Then
        let verdict = file.check(rendered)
        #expect(verdict == .matches, "\(verdict)")
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

    @Test("A golden file reports the first differing line, and a missing file, instead of passing")
    func goldenFileReportsDifferences() async {
        // Given
        let file = GoldenFile(name: "movies-stub-output.json", in: .module)
        let missing = GoldenFile(name: "no-such-output.json", in: .module)
        let rendered = await MoviesStubOutput.render()
        var lines = rendered.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[4] += " "

        // When
        let changed = file.check(lines.joined(separator: "\n"), environment: [:])
        let truncated = file.check(lines.prefix(3).joined(separator: "\n"), environment: [:])
        let absent = missing.check(rendered, environment: [:])

        // Then
        #expect(changed == .differs(line: 5, got: lines[4], expected: String(lines[4].dropLast())))
        #expect(truncated == .differs(line: 4, got: "<end>", expected: lines[3]))
        #expect(absent == .missing(name: "no-such-output.json"))
        #expect("\(changed)".contains("MARQUEE_UPDATE_GOLDEN=1"))
    }
}

import Foundation
import Testing

/// A checked-in file of canonical stub output under `Golden/`, loaded from the test bundle and compared byte for
/// byte. Run the tests with `MARQUEE_UPDATE_GOLDEN=1` to rewrite it in the source tree instead; that run fails
/// on purpose, so an update is never mistaken for a pass.
struct StubOutputReferenceFile {
    let name: String

    /// Compares `rendered` with the checked-in file, or rewrites the file when asked to.
    func verify(_ rendered: String, sourceFile: StaticString = #filePath) throws {
        let renderedData = Data(rendered.utf8)
        if ProcessInfo.processInfo.environment["MARQUEE_UPDATE_GOLDEN"] == "1" {
            let directory = URL(fileURLWithPath: "\(sourceFile)").deletingLastPathComponent()
                .appendingPathComponent("Golden")
            let url = directory.appendingPathComponent(name)
            try renderedData.write(to: url)
            Issue.record("Updated \(url.path); run the tests again without MARQUEE_UPDATE_GOLDEN to check it.")
            return
        }
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        let url = try #require(
            Bundle.module.url(
                forResource: parts[0], withExtension: parts.count > 1 ? parts[1] : nil, subdirectory: "Golden"),
            "Golden/\(name) is missing; create it with MARQUEE_UPDATE_GOLDEN=1 swift test --filter Golden")
        let expected = try Data(contentsOf: url)
        guard renderedData != expected else { return }
        let renderedLines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = String(decoding: expected, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        let line =
            Array(zip(renderedLines, expectedLines)).firstIndex { $0 != $1 }
            ?? min(renderedLines.count, expectedLines.count)
        let got = line < renderedLines.count ? String(renderedLines[line]) : "<end of output>"
        let wanted = line < expectedLines.count ? String(expectedLines[line]) : "<end of file>"
        let message =
            "Stub output differs from Golden/\(name) at line \(line + 1): got \(got), expected \(wanted). If the "
            + "change is intended, regenerate with MARQUEE_UPDATE_GOLDEN=1 swift test --filter Golden and review the diff."
        Issue.record(Comment(rawValue: message))
    }
}

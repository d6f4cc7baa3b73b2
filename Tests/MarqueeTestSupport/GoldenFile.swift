import Foundation

/// A checked-in file of expected output (a "golden" file), compared byte for byte with what a test renders.
///
/// The file lives in a `Golden/` folder next to the test source that names it, and the test target copies that
/// folder into its bundle (`.copy("Golden")`), so a run reads only its own bundle. With `MARQUEE_UPDATE_GOLDEN=1`
/// in the environment ``check(_:environment:)`` rewrites the file in the source tree instead and answers
/// ``Verdict/updated(path:)``, which a test reports as a failure on purpose: an update is never mistaken for a
/// pass, and the next run without the variable checks what was written.
///
/// ```swift
/// let file = GoldenFile(name: "movies-stub-output.json", in: .module)
/// let verdict = file.check(rendered)
/// #expect(verdict == .matches, "\(verdict)")
/// ```
public struct GoldenFile: Hashable, Sendable {
    /// The environment variable that makes ``check(_:environment:)`` rewrite the file.
    public static let updateVariable = "MARQUEE_UPDATE_GOLDEN"

    /// The file's name, e.g. `movies-stub-output.json`.
    public let name: String
    /// The bundle's copy, which a check compares with; `nil` when the bundle has none.
    public let bundledURL: URL?
    /// The file in the source tree, which an update rewrites.
    public let sourceURL: URL

    /// The golden file `name` of the test target whose bundle is `bundle` (pass `.module`), in the folder
    /// `subdirectory` next to `sourceFile` (by default the file that creates this value).
    public init(name: String, in bundle: Bundle, subdirectory: String = "Golden", sourceFile: StaticString = #filePath)
    {
        self.name = name
        let dot = name.lastIndex(of: ".")
        self.bundledURL = bundle.url(
            forResource: dot.map { String(name[..<$0]) } ?? name,
            withExtension: dot.map { String(name[name.index(after: $0)...]) }, subdirectory: subdirectory)
        self.sourceURL = URL(fileURLWithPath: "\(sourceFile)").deletingLastPathComponent()
            .appendingPathComponent(subdirectory).appendingPathComponent(name)
    }

    /// Compares `rendered` with the bundle's copy of the file; or, when `environment` sets ``updateVariable`` to
    /// `1`, writes `rendered` to ``sourceURL`` instead.
    public func check(
        _ rendered: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Verdict {
        let renderedData = Data(rendered.utf8)
        if environment[Self.updateVariable] == "1" {
            do {
                try renderedData.write(to: sourceURL)
                return .updated(path: sourceURL.path)
            } catch {
                return .updateFailed(path: sourceURL.path, reason: "\(error)")
            }
        }
        guard let bundledURL, let expected = try? Data(contentsOf: bundledURL) else { return .missing(name: name) }
        guard renderedData != expected else { return .matches }
        return Self.firstDifference(rendered: rendered, expected: String(decoding: expected, as: UTF8.self))
    }

    /// Where `rendered` and `expected` first differ, line by line (1-based); a missing line reads `<end>`.
    static func firstDifference(rendered: String, expected: String) -> Verdict {
        let renderedLines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let index =
            Array(zip(renderedLines, expectedLines)).firstIndex { $0 != $1 }
            ?? min(renderedLines.count, expectedLines.count)
        return .differs(
            line: index + 1,
            got: index < renderedLines.count ? String(renderedLines[index]) : "<end>",
            expected: index < expectedLines.count ? String(expectedLines[index]) : "<end>")
    }
}

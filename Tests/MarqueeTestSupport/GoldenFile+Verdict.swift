extension GoldenFile {
    /// The outcome of ``GoldenFile/check(_:environment:)``. Its `description` is the message a failing test
    /// shows, naming how to regenerate the file when a difference is intended.
    public enum Verdict: Hashable, Sendable, CustomStringConvertible {
        /// The rendered output is the file, byte for byte.
        case matches
        /// The first line (1-based) where they differ, as rendered and as expected; `<end>` past either's last.
        case differs(line: Int, got: String, expected: String)
        /// The test bundle has no (readable) copy of the file.
        case missing(name: String)
        /// The file in the source tree was rewritten; check it with a run without the update variable.
        case updated(path: String)
        /// The file in the source tree could not be rewritten.
        case updateFailed(path: String, reason: String)

        /// One line for a test failure.
        public var description: String {
            let regenerate = "\(GoldenFile.updateVariable)=1 swift test --filter Golden"
            return switch self {
            case .matches: "the output matches the golden file"
            case .differs(let line, let got, let expected):
                "the output differs from the golden file at line \(line): got \(got), expected \(expected). If the "
                    + "change is intended, regenerate with \(regenerate) and review the diff."
            case .missing(let name): "Golden/\(name) is not in the test bundle; create it with \(regenerate)"
            case .updated(let path): "updated \(path); run the tests again without \(GoldenFile.updateVariable)"
            case .updateFailed(let path, let reason): "could not write \(path): \(reason)"
            }
        }
    }
}

/// Why a file is not a readable recording: the line and what is wrong with it.
public struct RecordingFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line the problem is on (or would be, for something missing).
    public let line: Int
    /// What is wrong, e.g. `the status line is not "HTTP <100-599>"`.
    public let reason: String

    /// An error at `line` for `reason`.
    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    /// `line 3: the status line is not "HTTP <100-599>"`.
    public var description: String { "line \(line): \(reason)" }
}

import Foundation

/// Where `marquee` writes: results to standard output, diagnostics to standard error. A closed pipe (e.g.
/// `marquee … | head -1`) ends the writing quietly instead of crashing.
struct Console {
    /// Writes `text` to standard output as is.
    func output(_ text: String) {
        try? FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
    }

    /// Writes `marquee: <line>` and a newline to standard error.
    func diagnostic(_ line: String) {
        try? FileHandle.standardError.write(contentsOf: Data(("marquee: " + line + "\n").utf8))
    }
}

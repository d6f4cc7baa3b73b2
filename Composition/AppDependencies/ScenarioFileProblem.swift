/// Why the file of an `@path` scenario cannot be used. Each case says what is wrong with the file, so the user
/// knows whether to fix the path, the permissions or the contents.
public enum ScenarioFileProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// `@` with nothing after it.
    case noPath
    /// Nothing exists at the path.
    case missing
    /// The path is a directory, a device, a pipe or a socket. Reading a pipe or a terminal could wait forever,
    /// so only regular files are read.
    case notARegularFile
    /// The file exists but cannot be opened or read (e.g. no permission).
    case unreadable
    /// The file is larger than `limit` bytes.
    case tooLarge(limit: Int)
    /// The file's bytes are not UTF-8 text.
    case notUTF8

    /// What is wrong, in a few words.
    public var description: String {
        switch self {
        case .noPath: "no path after '@' (write @path/to/scenario.json)"
        case .missing: "no such file"
        case .notARegularFile: "not a regular file (a directory, device or pipe)"
        case .unreadable: "cannot be opened or read (check its permissions)"
        case .tooLarge(let limit): "larger than \(Self.size(limit))"
        case .notUTF8: "not UTF-8 text"
        }
    }

    private static func size(_ bytes: Int) -> String {
        bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }
}

/// Why a recording folder could not be loaded.
public enum StubRecordingError: Error, Sendable, CustomStringConvertible {
    /// The folder does not exist or cannot be listed.
    case unreadableFolder(String)
    /// A recording file cannot be read.
    case unreadableFile(String)
    /// A recording file is not in the recording format.
    case malformedFile(String, RecordingFormatError)

    /// One line naming the folder or file (and line) and the problem.
    public var description: String {
        switch self {
        case .unreadableFolder(let path): "cannot read the recording folder \(path)"
        case .unreadableFile(let path): "cannot read the recording \(path)"
        case .malformedFile(let path, let error): "\(path): \(error)"
        }
    }
}

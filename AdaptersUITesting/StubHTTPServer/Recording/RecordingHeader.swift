/// A header of a recorded answer.
public struct RecordingHeader: Hashable, Sendable {
    /// The header's name as the upstream sent it, e.g. `Content-Type`.
    public let name: String
    /// Its value.
    public let value: String

    /// A header from its name and value.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

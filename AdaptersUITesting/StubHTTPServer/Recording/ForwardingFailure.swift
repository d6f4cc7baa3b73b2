/// A forwarded request that got no usable answer, or whose recording could not be written.
public struct ForwardingFailure: Hashable, Sendable, CustomStringConvertible {
    /// The request (credentials left out).
    public let request: RecordingKey
    /// Why, in a few words: `the upstream timed out after 30 s`, `the upstream's answer is not HTTP`, …
    public let reason: String

    /// A failure of `request` for `reason`.
    public init(request: RecordingKey, reason: String) {
        self.request = request
        self.reason = reason
    }

    /// `GET /3/movie/640: the upstream timed out after 30 s`.
    public var description: String { "\(request): \(reason)" }
}

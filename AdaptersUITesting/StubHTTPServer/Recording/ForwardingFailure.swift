/// A forwarded request that got no usable answer, or whose recording could not be written.
package struct ForwardingFailure: Hashable, Sendable, CustomStringConvertible {
    /// The request (credentials left out).
    package let request: RecordingKey
    /// Why, in a few words: `the upstream timed out after 30 s`, `the upstream's answer is not HTTP`, …
    package let reason: String

    /// A failure of `request` for `reason`.
    package init(request: RecordingKey, reason: String) {
        self.request = request
        self.reason = reason
    }

    /// `GET /3/movie/640: the upstream timed out after 30 s`.
    package var description: String { "\(request): \(reason)" }
}

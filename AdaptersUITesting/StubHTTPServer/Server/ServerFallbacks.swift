/// What answers a request that no exact or prefix route matches, besides the catch-all.
struct ServerFallbacks: Sendable {
    /// The recording being replayed (``StubHTTPServer/replay(_:)``).
    var replay: StubRecording?
    /// Where unmatched requests go (``StubHTTPServer/forwardUnmatched(to:timeout:recorder:)``).
    var forwarder: UpstreamForwarder?
}

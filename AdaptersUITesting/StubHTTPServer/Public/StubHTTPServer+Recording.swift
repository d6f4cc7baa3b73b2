import Foundation

extension StubHTTPServer {
    /// Serves `recording`: a request that no exact or prefix route matches gets the recorded answer to its
    /// ``RecordingKey`` (method, path and query items in any order, credentials ignored), before the catch-all.
    /// A request that matches nothing at all gets a 404 whose JSON body names the closest recorded request and how
    /// the two differ (`closestRecording`, `differences`), and the request log says the same
    /// (``RecordedRequest/nearMiss``). Replaying again replaces the recording; `nil` stops replaying.
    package func replay(_ recording: StubRecording?) {
        core.fallbacks.withLock { $0.replay = recording }
    }

    /// Forwards every request that nothing else answers (no route, no recorded answer, no catch-all) to
    /// `upstream` — its scheme, host, port and path prefix, followed by the request's own path and query — and
    /// answers with the upstream's status, headers and body. A `recorder` writes each exchange as a recording
    /// file. When the upstream cannot be reached, times out (after `timeout`) or sends something that is not
    /// HTTP, the answer is a 502 (504 for the timeout) with a JSON body saying so, and the recorder notes the
    /// failure and writes nothing. `nil` stops forwarding.
    package func forwardUnmatched(to upstream: URL?, timeout: Duration = .seconds(30), recorder: StubRecorder? = nil) {
        let forwarder = upstream.map { UpstreamForwarder(upstream: $0, timeout: timeout, recorder: recorder) }
        core.fallbacks.withLock { $0.forwarder = forwarder }
    }
}

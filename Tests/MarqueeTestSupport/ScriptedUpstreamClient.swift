import HTTPTransport
import Synchronization

/// An ``UpstreamClient`` that answers from a script, one outcome per request (the last one repeats), and records
/// every request it was sent.
public final class ScriptedUpstreamClient: UpstreamClient {
    private struct State {
        var script: [Result<UpstreamResponse, UpstreamClientError>]
        var requests: [UpstreamRequest] = []
    }

    private let state: Mutex<State>
    private let onSend: @Sendable (UpstreamRequest) -> Void

    /// A client that answers the requests in turn with `script`'s outcomes, repeating the last one, and calls
    /// `onSend` with each request before answering it (e.g. to advance a fake clock).
    public init(
        _ script: [Result<UpstreamResponse, UpstreamClientError>],
        onSend: @escaping @Sendable (UpstreamRequest) -> Void = { _ in }
    ) {
        precondition(!script.isEmpty, "a script needs at least one outcome")
        state = Mutex(State(script: script))
        self.onSend = onSend
    }

    /// A client that answers with these statuses in turn (the last one repeats), all with `headers` and no body.
    public convenience init(
        statuses: [Int], headers: [String: String] = [:],
        onSend: @escaping @Sendable (UpstreamRequest) -> Void = { _ in }
    ) {
        self.init(statuses.map { .success(UpstreamResponse(statusCode: $0, headers: headers)) }, onSend: onSend)
    }

    /// Every request sent so far, in order.
    public var requests: [UpstreamRequest] { state.withLock { $0.requests } }

    /// Records `request` and answers with the script's next outcome.
    public func send(_ request: UpstreamRequest) async throws(UpstreamClientError) -> UpstreamResponse {
        let outcome = state.withLock { state in
            state.requests.append(request)
            return state.script.count > 1 ? state.script.removeFirst() : state.script[0]
        }
        onSend(request)
        return try outcome.get()
    }
}

import HTTPTransport
import Synchronization

/// An ``HTTPClient`` that answers from a script, one outcome per request (the last one repeats), and records
/// every request it was sent.
final class ScriptedHTTPClient: HTTPClient {
    private struct State {
        var script: [Result<HTTPResponse, HTTPClientError>]
        var requests: [HTTPRequest] = []
    }

    private let state: Mutex<State>

    init(_ script: [Result<HTTPResponse, HTTPClientError>]) {
        precondition(!script.isEmpty, "a script needs at least one outcome")
        state = Mutex(State(script: script))
    }

    convenience init(statuses: [Int], headers: [String: String] = [:]) {
        self.init(statuses.map { .success(HTTPResponse(statusCode: $0, headers: headers)) })
    }

    var requests: [HTTPRequest] { state.withLock { $0.requests } }

    func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        let outcome = state.withLock { state in
            state.requests.append(request)
            return state.script.count > 1 ? state.script.removeFirst() : state.script[0]
        }
        return try outcome.get()
    }
}

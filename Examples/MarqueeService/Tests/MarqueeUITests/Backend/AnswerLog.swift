import StubHTTPServer
import Synchronization

/// The status each request to a ``UpstreamReplayServer`` was answered with, by the request's recording key in the order
/// answered: every answer the replay gives goes through ``logging(_:)``, which resolves it as it is given, so the
/// log holds exactly what went back.
final class AnswerLog: Sendable {
    private let statuses = Mutex<[String: [Int?]]>([:])

    /// `response`, its status logged per request.
    func logging(_ response: StubResponse) -> StubResponse {
        .handler { [self] request in
            let (answer, status) = Self.resolved(response, for: request)
            statuses.withLock { $0[request.recordingKey.description, default: []].append(status) }
            return answer
        }
    }

    /// The statuses so far, by recording key, in the order answered (`nil`: nothing was answered).
    func statusesByRequest() -> [String: [Int?]] {
        statuses.withLock { $0 }
    }

    /// What `response` answers `request` with, handlers run, and its status; `nil` when nothing is answered.
    private static func resolved(_ response: StubResponse, for request: ReceivedRequest) -> (StubResponse, Int?) {
        switch response {
        case .status(let code, _, _):
            return (response, code)
        case .fixture(_, let status, _), .truncatedBody(_, _, let status):
            return (response, status)
        case .handler(let handler):
            return resolved(handler(request), for: request)
        case .delayed(let delay, let next):
            let (answer, status) = resolved(next, for: request)
            return (.delayed(delay, answer), status)
        case .sequence, .closeConnection, .garbage:
            return (response, nil)
        }
    }
}

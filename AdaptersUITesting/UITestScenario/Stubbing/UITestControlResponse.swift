import MarqueeJSON
import SharedKernel

/// A control answer in HTTP's terms, ready for any web framework to write: a status, a content type and the body's
/// bytes. ``UITestControl/response(method:path:cookieHeader:sessionHeader:body:)`` gives it for a request as it
/// arrived; a refusal is an RFC 9457 problem document (`application/problem+json`) whose `detail` is one line
/// naming what is wrong and whose `instance` is the request's path. A mount is then a few lines (the article "Your
/// own port under the switch" shows them for Hummingbird and Vapor).
public struct UITestControlResponse: Sendable, Hashable {
    /// The status code: 200, 201, 204, or the refusal's 400, 404, 405, 409, 413 or 503.
    public let status: Int
    /// The `Content-Type` to send; `nil` for a 204, which has no body.
    public let contentType: String?
    /// The body's bytes (empty for a 204).
    public let body: [UInt8]

    /// `answer` to a request for `path`.
    init(_ answer: UITestControl.Answer, path: String) {
        switch answer {
        case .json(let json):
            self.init(status: 200, contentType: "application/json", body: json.renderedUTF8(pretty: false))
        case .created(let json):
            self.init(status: 201, contentType: "application/json", body: json.renderedUTF8(pretty: false))
        case .html(let html): self.init(status: 200, contentType: "text/html; charset=utf-8", body: Array(html.utf8))
        case .noContent: self.init(status: 204, contentType: nil, body: [])
        case .problem(let status, let detail): self = .problem(status: status, detail: detail, path: path)
        }
    }

    private init(status: Int, contentType: String?, body: [UInt8]) {
        self.status = status
        self.contentType = contentType
        self.body = body
    }

    /// The problem document for a request to `path` whose body is longer than `UITestControl.maximumBodyBytes`: a
    /// 413, for a mount whose framework stopped reading the body.
    package static func bodyTooLarge(path: String) -> UITestControlResponse {
        problem(
            status: 413, detail: "a control request's body is at most \(UITestControl.maximumBodyBytes) bytes",
            path: path)
    }

    /// `status` with a problem document: `title` the status's reason phrase, `detail` one line.
    static func problem(status: Int, detail: String, path: String) -> UITestControlResponse {
        let document = JSONValue.object([
            "type": .string("about:blank"), "title": .string(reasonPhrase(status)), "status": .integer(status),
            "detail": .string(detail), "instance": .string(path),
        ])
        return UITestControlResponse(
            status: status, contentType: "application/problem+json", body: document.renderedUTF8(pretty: false))
    }

    /// The reason phrases of the statuses the control refuses with (RFC 9110).
    private static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 400: "Bad Request"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 409: "Conflict"
        case 413: "Content Too Large"
        case 503: "Service Unavailable"
        default: "Error"
        }
    }
}

extension UITestControl {
    /// The path every control route is under: `/__uitest/`.
    package static let pathPrefix = "/__uitest/"

    /// The answer to a request as it arrived, for a mount that routes every path under `pathPrefix` here:
    /// `method` as sent (`GET`), `path` the request's own path (`/__uitest/calls`, without its query), the session
    /// named by the `Cookie` header (`cookieHeader`) or the `UITest-Session` header (`sessionHeader`), and the
    /// body. A path the protocol does not have, or one outside `pathPrefix`, is a 404 problem document naming it;
    /// nothing is left for the mount to decide.
    public func response(
        method: String, path: String, cookieHeader: String?, sessionHeader: String?, body: some Collection<UInt8>
    ) -> UITestControlResponse {
        guard path.hasPrefix(Self.pathPrefix) else {
            return .problem(status: 404, detail: "no control route is at \(UserText.quoted(path))", path: path)
        }
        let session = StubWorlds.sessionID(cookieHeader: cookieHeader, sessionHeader: sessionHeader)
        return UITestControlResponse(answer(method: method, path: path, body: body, session: session), path: path)
    }
}

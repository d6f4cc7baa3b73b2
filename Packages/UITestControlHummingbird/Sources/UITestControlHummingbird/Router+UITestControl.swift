import Hummingbird
import UITestScenario

extension Router {
    /// Routes every request under `/__uitest/` to `control`: `router.addUITestControl(UITestControl(worlds: worlds))`,
    /// under `-uitest` only. The session a request names (``Hummingbird/Request/uiTestSession``) is passed on, so each
    /// test's control acts on its own world.
    ///
    /// A refused request is the control's status, and a path the protocol does not have a 404, each an RFC 9457
    /// problem document (`application/problem+json`) whose `detail` is the control's one-line message
    /// (`UITestControl.response(method:path:cookieHeader:sessionHeader:body:)`); a body longer than
    /// `UITestControl.maximumBodyBytes` is Hummingbird's 413. The body is read before the answer, so a client never
    /// waits on a half-read request.
    public func addUITestControl(_ control: UITestControl) {
        for method in [HTTPRequest.Method.get, .put, .post, .delete] {
            on("__uitest/**", method: method) { request, _ in
                let body = try await request.body.collect(upTo: UITestControl.maximumBodyBytes)
                let answer = control.response(
                    method: request.method.rawValue, path: request.uri.path, cookieHeader: request.cookieHeader,
                    sessionHeader: request.sessionHeader, body: body.readableBytesView)
                return Response(
                    status: .init(code: answer.status), headers: answer.contentType.map { [.contentType: $0] } ?? [:],
                    body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer.body)))
            }
        }
    }
}

extension Request {
    /// The UI-test session this request names (`StubWorlds.sessionID(cookieHeader:sessionHeader:baggageHeader:)`: the
    /// session cookie, else the session header, else the `baggage` entry another service sent), `nil` for the launch
    /// world: `try worlds.world(forSession: request.uiTestSession)` is the world to serve it from.
    public var uiTestSession: String? {
        let baggage = headers[values: .init("baggage")!]
        return StubWorlds.sessionID(
            cookieHeader: cookieHeader, sessionHeader: sessionHeader,
            baggageHeader: baggage.isEmpty ? nil : baggage.joined(separator: ","))
    }

    /// Every `Cookie` field of the request, joined as one header.
    fileprivate var cookieHeader: String { headers[values: .cookie].joined(separator: "; ") }

    /// The session header (`StubWorlds.headerName`), if the request has one.
    fileprivate var sessionHeader: String? {
        headers.first { $0.name.canonicalName == StubWorlds.headerName.lowercased() }?.value
    }
}

import Foundation
import Hummingbird
import MarqueeJSON
import NIOCore
import UITestScenario

extension Router {
    /// Routes every request under `/__uitest/` to `control`: `router.addUITestControl(UITestControl(world: world))`,
    /// under `-uitest` only. The session a request names (the `uitest-session` cookie or the `UITest-Session`
    /// header) is passed on, so each test's control acts on its own world.
    ///
    /// A body longer than `UITestControl.maximumBodyBytes` is a 413, a refused request the control's status, and a
    /// path the protocol does not have a 404, each an RFC 9457 problem document (`application/problem+json`) whose
    /// `detail` is the control's one-line message. The body is read before the answer, so a client never waits on
    /// a half-read request.
    public func addUITestControl(_ control: UITestControl) {
        for method in [HTTPRequest.Method.get, .put, .post, .delete, .patch] {
            on("__uitest/**", method: method) { request, _ in
                await UITestControlResponder(control: control).response(to: request)
            }
        }
    }
}

/// The control's answers in Hummingbird's terms.
struct UITestControlResponder: Sendable {
    let control: UITestControl

    func response(to request: Request) async -> Response {
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: UITestControl.maximumBodyBytes)
        } catch {
            return problem(
                .contentTooLarge, "a control request's body is at most \(UITestControl.maximumBodyBytes) bytes",
                at: request)
        }
        let path = String(request.uri.path.dropFirst("/__uitest/".count))
        let session = StubWorlds.sessionID(
            cookieHeader: request.headers[.cookie],
            sessionHeader: request.headers.first { $0.name.canonicalName == StubWorlds.headerName.lowercased() }?.value)
        switch control.respond(
            method: request.method.rawValue, path: path, body: body.readableBytesView, session: session)
        {
        case .json(let json):
            return Self.json(json, status: .ok)
        case .created(let json):
            return Self.json(json, status: .created)
        case .html(let html):
            return Response(
                status: .ok, headers: [.contentType: "text/html; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
        case .noContent:
            return Response(status: .noContent)
        case .problem(let status, let detail):
            return problem(Self.status(status), detail, at: request)
        case nil:
            return problem(.notFound, "no control route is at \(request.uri.path)", at: request)
        }
    }

    /// The statuses the control answers with, with their reason phrases (a bare code has none).
    private static func status(_ code: Int) -> HTTPResponse.Status {
        switch code {
        case 400: .badRequest
        case 404: .notFound
        case 405: .methodNotAllowed
        case 413: .contentTooLarge
        case 503: .serviceUnavailable
        default: HTTPResponse.Status(code: code)
        }
    }

    private static func json(_ json: JSONValue, status: HTTPResponse.Status) -> Response {
        Response(
            status: status, headers: [.contentType: "application/json"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: json.renderedUTF8(pretty: false))))
    }

    private func problem(_ status: HTTPResponse.Status, _ detail: String, at request: Request) -> Response {
        let document = JSONValue.object([
            "type": .string("about:blank"), "title": .string(status.reasonPhrase), "status": .integer(status.code),
            "detail": .string(detail), "instance": .string(request.uri.path),
        ])
        return Response(
            status: status, headers: [.contentType: "application/problem+json"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: document.renderedUTF8(pretty: false))))
    }
}

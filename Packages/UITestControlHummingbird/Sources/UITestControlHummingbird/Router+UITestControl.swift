import Hummingbird
import NIOCore
import UITestScenario

extension Router {
    /// Routes every request under `/__uitest/` to `control`: `router.addUITestControl(UITestControl(world: world))`,
    /// under `-uitest` only. The session a request names (the `uitest-session` cookie or the `UITest-Session`
    /// header) is passed on, so each test's control acts on its own world.
    ///
    /// A refused request is the control's status, and a path the protocol does not have a 404, each an RFC 9457
    /// problem document (`application/problem+json`) whose `detail` is the control's one-line message
    /// (`UITestControl.response(method:path:cookieHeader:sessionHeader:body:)`); a body longer than
    /// `UITestControl.maximumBodyBytes` is Hummingbird's 413. The body is read before the answer, so a client never
    /// waits on a half-read request.
    public func addUITestControl(_ control: UITestControl) {
        let router = self
        // From here on, word for word the lines the article "Your own port under the switch" gives a service.
        for method in [HTTPRequest.Method.get, .put, .post, .delete] {
            router.on("__uitest/**", method: method) { request, _ in
                let body = try await request.body.collect(upTo: UITestControl.maximumBodyBytes)
                let answer = control.response(
                    method: request.method.rawValue, path: request.uri.path, cookieHeader: request.headers[.cookie],
                    sessionHeader: request.headers.first { $0.name.canonicalName == "uitest-session" }?.value,
                    body: body.readableBytesView)
                return Response(
                    status: .init(code: answer.status), headers: answer.contentType.map { [.contentType: $0] } ?? [:],
                    body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer.body)))
            }
        }
    }
}

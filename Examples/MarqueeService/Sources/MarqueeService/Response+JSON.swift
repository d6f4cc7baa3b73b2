import CompositionKit
import Hummingbird

extension Response {
    /// `value` as a compact `application/json` document with status `status`.
    static func json(_ value: JSONValue, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status, headers: [.contentType: "application/json"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: value.renderedUTF8(pretty: false))))
    }
}

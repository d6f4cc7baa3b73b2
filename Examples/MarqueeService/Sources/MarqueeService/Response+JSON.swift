import Hummingbird
import MarqueeKit

extension Response {
    /// `value` as a compact `application/json` document with status `status`, tagged with its ``EntityTag`` (an
    /// answer rendered from the same value is the same bytes, so ``ConditionalGetMiddleware`` can answer 304).
    static func json(_ value: JSONValue, status: HTTPResponse.Status = .ok) -> Response {
        json(utf8: value.renderedUTF8(pretty: false), status: status)
    }

    /// A JSON document already rendered to `bytes`, tagged as ``json(_:status:)`` tags.
    static func json(utf8 bytes: [UInt8], status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status,
            headers: [.contentType: "application/json", .eTag: EntityTag(of: bytes).headerValue],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}

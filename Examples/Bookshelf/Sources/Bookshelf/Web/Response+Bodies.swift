import Foundation
import Hummingbird

extension Response {
    /// `value` as `application/json`, keys sorted: the same value gives the same bytes.
    static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        Response(
            status: status, headers: [.contentType: "application/json"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: try JSONEncoder.sorted.encode(value))))
    }

    /// `html` as `text/html`.
    static func html(_ html: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status, headers: [.contentType: "text/html; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
    }
}

extension JSONEncoder {
    /// An encoder with sorted keys, so that every answer's bytes are the same for the same value.
    static var sorted: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}

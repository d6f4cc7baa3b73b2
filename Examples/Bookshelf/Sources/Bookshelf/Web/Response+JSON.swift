import Foundation
import Hummingbird

extension Response {
    /// `value` as `application/json`, keys sorted: the same value gives the same bytes.
    static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        Response(
            status: status, headers: [.contentType: "application/json"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: try JSONEncoder.sorted.encode(value))))
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

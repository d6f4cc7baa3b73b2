import Foundation
import Hummingbird

extension JSONEncoder {
    /// An encoder with sorted keys, so that every answer's bytes are the same for the same value.
    static var sorted: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}

extension Response {
    /// `value` as JSON with sorted keys, of `contentType`, with `headers` besides: every JSON answer of the service,
    /// lists and problem documents alike.
    static func json(
        _ value: some Encodable, status: HTTPResponse.Status, contentType: String = "application/json",
        headers: HTTPFields = [:]
    ) throws -> Response {
        var fields = headers
        fields[.contentType] = contentType
        return Response(
            status: status, headers: fields,
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: try JSONEncoder.sorted.encode(value))))
    }
}

/// Why a request could not be parsed; the server answers with `status` and closes the connection.
enum HTTPParseFailure: Error, Sendable, Equatable {
    case malformed(String)
    case headersTooLarge
    case bodyTooLarge
    case unsupportedTransferEncoding
    case unsupportedVersion

    var status: Int {
        switch self {
        case .malformed: 400
        case .headersTooLarge: 431
        case .bodyTooLarge: 413
        case .unsupportedTransferEncoding: 501
        case .unsupportedVersion: 505
        }
    }

    var message: String {
        switch self {
        case .malformed(let reason): "malformed request: \(reason)"
        case .headersTooLarge: "request headers exceed \(RequestParser.maximumHeadBytes) bytes"
        case .bodyTooLarge: "request body exceeds \(RequestParser.maximumBodyBytes) bytes"
        case .unsupportedTransferEncoding: "only the chunked transfer encoding is supported"
        case .unsupportedVersion: "only HTTP/1.0 and HTTP/1.1 are supported"
        }
    }
}

/// The request line and header fields of a request, parsed and validated.
struct RequestHead: Sendable {
    let method: HTTPMethod
    let rawTarget: String
    let path: String
    let queryItems: [(name: String, value: String)]
    let headers: [(name: String, value: String)]
    let httpVersion: String
    /// Whether the connection stays open after the response (HTTP/1.1 default, `Connection: close` ends it).
    let keepAlive: Bool
    let framing: BodyFraming
    /// `Expect: 100-continue` was sent: the client waits for an interim response before sending the body.
    let expectsContinue: Bool
    /// Bytes from the start of the request line through the blank line that ends the head.
    let length: Int
}

/// How the body of a request is delimited.
enum BodyFraming: Sendable, Equatable {
    case none
    case contentLength(Int)
    case chunked
}

import Testing

/// A request the server must refuse, and the status it must refuse it with.
struct MalformedRequest: Sendable, CustomTestStringConvertible {
    let name: String
    let bytes: [UInt8]
    let status: Int

    var testDescription: String { name }

    static let all: [MalformedRequest] = [
        MalformedRequest(name: "not HTTP", text: "HELLO\r\n\r\n", status: 400),
        MalformedRequest(name: "no version", text: "GET /x\r\nHost: a\r\n\r\n", status: 400),
        MalformedRequest(name: "header without colon", text: "GET /x HTTP/1.1\r\nBad Header\r\n\r\n", status: 400),
        MalformedRequest(name: "space before colon", text: "GET /x HTTP/1.1\r\nHost : a\r\n\r\n", status: 400),
        MalformedRequest(
            name: "invalid Content-Length", text: "POST /x HTTP/1.1\r\nContent-Length: 1x\r\n\r\n", status: 400),
        MalformedRequest(
            name: "conflicting Content-Length",
            text: "POST /x HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab", status: 400),
        MalformedRequest(name: "bad percent-encoding", text: "GET /%zz HTTP/1.1\r\n\r\n", status: 400),
        MalformedRequest(name: "relative target", text: "GET x HTTP/1.1\r\n\r\n", status: 400),
        MalformedRequest(name: "binary noise", bytes: [0x16, 0x03, 0x01, 0x00, 0xA5, 0x01, 0x0D, 0x0A, 0x0D, 0x0A]),
        MalformedRequest(name: "obsolete line folding", text: "GET / HTTP/1.1\r\nX-A: 1\r\n 2\r\n\r\n", status: 400),
        MalformedRequest(name: "bare CR in a header value", text: "GET / HTTP/1.1\r\nX-A: 1\r2\r\n\r\n", status: 400),
        // Lines that end with CR alone never end the head: refused at once rather than waited on forever.
        MalformedRequest(name: "CR line endings", text: "GET / HTTP/1.1\rHost: a\r\r", status: 400),
        MalformedRequest(name: "HTTP/2 preface", text: "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n", status: 505),
        MalformedRequest(
            name: "unsupported transfer coding", text: "POST / HTTP/1.1\r\nTransfer-Encoding: gzip\r\n\r\n", status: 501
        ),
        // Found by FuzzHTTPRequest: an empty Transfer-Encoding was ignored, so a chunked body behind it was read
        // as the next request (request smuggling's shape). A Transfer-Encoding header always frames the body.
        MalformedRequest(
            name: "empty transfer coding",
            text: "POST /upload HTTP/1.1\r\nHost: a\r\nTransfer-ENcoding: \r\n\r\n0\r\n\r\n", status: 400),
        MalformedRequest(
            name: "body over 64 MiB", text: "POST / HTTP/1.1\r\nContent-Length: 999999999\r\n\r\n", status: 413),
        MalformedRequest(
            name: "invalid chunk size", text: "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n", status: 400
        ),
    ]

    init(name: String, text: String, status: Int) {
        self.init(name: name, bytes: Array(text.utf8), status: status)
    }

    init(name: String, bytes: [UInt8], status: Int = 400) {
        self.name = name
        self.bytes = bytes
        self.status = status
    }
}

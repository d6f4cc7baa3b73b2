import Foundation
import FuzzSupport

@testable import StubHTTPServer

// The stub server's HTTP/1.1 request parser, head and body framing (Content-Length, chunked), on a connection's
// byte stream. Properties, for any bytes:
// - a refusal is one of the statuses the server answers malformed input with, with a one-line message;
// - every request read has a method, a path starting with `/` (or `*`), HTTP/1.0 or 1.1 and a body within limits;
// - the bytes arriving in pieces (the first input byte sets their size) read exactly as arriving at once;
// - each request serialized again (canonical CRLF head, its body in its own framing) reads back to the same request.

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var input = FuzzInput(start, count)
    let pieceSize = Int(input.byte() % 16) + 1
    let bytes = input.rest

    var whole = RequestStreamParser()
    let events = whole.receive(bytes)
    var pieces = RequestStreamParser()
    var piecewise: [RequestStreamEvent] = []
    var offset = 0
    while offset < bytes.count {
        piecewise += pieces.receive(bytes[offset..<min(offset + pieceSize, bytes.count)])
        offset += pieceSize
    }
    Fuzz.require(
        describe(events) == describe(piecewise),
        "pieces of \(pieceSize) bytes read as \(describe(piecewise)), at once as \(describe(events))")

    for event in events {
        switch event {
        case .refused(let status, let message):
            Fuzz.require([400, 413, 431, 501, 505].contains(status), "refused with status \(status)")
            Fuzz.require(Fuzz.isOneLine(message) && !message.isEmpty, "refusal message not one line: \(message)")
        case .request(let request, let keepAlive):
            checkInvariants(request)
            var again = RequestStreamParser()
            let reread = again.receive(serialize(request))
            Fuzz.require(
                reread.count == 1 && describe(reread) == describe([.request(request, keepAlive: keepAlive)]),
                "serialized again, \(describe([event])) reads as \(describe(reread))")
        }
    }
    return 0
}

func checkInvariants(_ request: ReceivedRequest) {
    Fuzz.require(!request.method.rawValue.isEmpty, "a request without a method")
    Fuzz.require(request.path.hasPrefix("/") || request.path == "*", "path \(request.path.debugDescription)")
    Fuzz.require(["HTTP/1.0", "HTTP/1.1"].contains(request.httpVersion), "version \(request.httpVersion)")
    Fuzz.require(request.body.count <= RequestStreamParser.maximumBodyBytes, "body of \(request.body.count) bytes")
}

/// The request on the wire in canonical form: single spaces, CRLF, `name: value`, the body framed as its headers
/// say (one chunk when chunked).
func serialize(_ request: ReceivedRequest) -> [UInt8] {
    var text = "\(request.method.rawValue) \(request.rawTarget) \(request.httpVersion)\r\n"
    for (name, value) in request.headers { text += "\(name): \(value)\r\n" }
    text += "\r\n"
    var bytes = Array(text.utf8)
    let chunked = request.headers.contains { $0.name.lowercased() == "transfer-encoding" }
    if chunked {
        if !request.body.isEmpty {
            bytes += Array(String(request.body.count, radix: 16).utf8) + [13, 10] + request.body + [13, 10]
        }
        bytes += Array("0\r\n\r\n".utf8)
    } else {
        bytes += request.body
    }
    return bytes
}

/// Everything the server acts on, as text, so that two readings compare field by field.
func describe(_ events: [RequestStreamEvent]) -> String {
    events.map { event in
        switch event {
        case .refused(let status, let message):
            return "refused \(status) \(message)"
        case .request(let request, let keepAlive):
            return [
                request.method.rawValue, request.rawTarget, request.path, request.httpVersion,
                "\(request.queryItems.map { [$0.name, $0.value] })", "\(request.headers.map { [$0.name, $0.value] })",
                "\(Array(request.body))", "keepAlive=\(keepAlive)",
            ].joined(separator: " | ")
        }
    }.joined(separator: " || ")
}

Fuzz.run(testOneInput)

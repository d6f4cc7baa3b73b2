/// An HTTP/1.1 answer as ``HTTPExchange`` reads it: the status and the body, headers read leniently.
///
/// Lenient where chromedriver needs it: it writes `Content-Length:881`, without the space after the colon, which
/// corelibs Foundation's URLSession refuses ("Failed writing header"); any amount of optional whitespace is read.
/// The body ends where `Content-Length` says, after the last chunk of a `Transfer-Encoding: chunked` one, or, with
/// neither, where the connection closes.
struct HTTPAnswer: Sendable, Equatable {
    /// The status code, e.g. 200.
    let status: Int
    /// The body, chunked encoding removed.
    let body: [UInt8]
    /// Where a redirect leads (its `Location`), if it said.
    var location: String? = nil
    /// Each `Set-Cookie` header's value, in order (the HTML driver keeps the cookies a service sets).
    var setCookies: [String] = []

    /// What the bytes received so far say.
    enum Reading: Sendable, Equatable {
        /// The whole answer.
        case complete(HTTPAnswer)
        /// More bytes are needed.
        case incomplete
        /// Not an HTTP/1.x answer; `detail` says where it went wrong.
        case malformed(String)
    }

    /// Reads `bytes`, everything received so far; `ended` says the connection closed after them (an answer without
    /// a length is then complete).
    static func read(_ bytes: [UInt8], ended: Bool) -> Reading {
        guard let headEnd = bytes.firstRange(of: [13, 10, 13, 10]) else {
            return ended ? .malformed("the connection closed within the header") : .incomplete
        }
        let head = String(decoding: bytes[..<headEnd.lowerBound], as: UTF8.self)
        let lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)
        let statusParts = lines[0].split(separator: " ", maxSplits: 2)
        guard statusParts.count >= 2, statusParts[0].hasPrefix("HTTP/1."), let status = Int(statusParts[1]),
            (100...999).contains(status)
        else { return .malformed("not an HTTP/1.x status line: \(lines[0].prefix(80))") }
        var headers: [String: String] = [:]
        var setCookies: [String] = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else {
                return .malformed("a header line without a colon: \(line.prefix(80))")
            }
            let name = line[..<colon].lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingWhitespace()
            if name == "set-cookie", let value = headers[name] { setCookies.append(value) }
        }
        let rest = Array(bytes[headEnd.upperBound...])
        let reading = body(of: rest, status: status, headers: headers, ended: ended)
        guard case .complete(var answer) = reading else { return reading }
        answer.location = headers["location"]
        answer.setCookies = setCookies
        return .complete(answer)
    }

    /// The answer once its body, `rest`, is complete as `headers` say.
    private static func body(of rest: [UInt8], status: Int, headers: [String: String], ended: Bool) -> Reading {
        if headers["transfer-encoding"]?.lowercased().contains("chunked") == true {
            return dechunk(rest, status: status, ended: ended)
        }
        if let lengthText = headers["content-length"] {
            guard let length = Int(lengthText), length >= 0 else {
                return .malformed("Content-Length is not a length: \(lengthText.prefix(40))")
            }
            if rest.count >= length { return .complete(HTTPAnswer(status: status, body: Array(rest.prefix(length)))) }
            return ended ? .malformed("the connection closed after \(rest.count) of \(length) bytes") : .incomplete
        }
        // No length: 1xx, 204 and 304 have no body; anything else lasts until the connection closes.
        if status < 200 || status == 204 || status == 304 { return .complete(HTTPAnswer(status: status, body: [])) }
        return ended ? .complete(HTTPAnswer(status: status, body: rest)) : .incomplete
    }

    /// The body of a chunked answer: `<hex size>[;extensions]\r\n<bytes>\r\n`… up to a zero size (trailers ignored).
    private static func dechunk(_ bytes: [UInt8], status: Int, ended: Bool) -> Reading {
        var body: [UInt8] = []
        var index = 0
        while true {
            guard let lineEnd = bytes[index...].firstRange(of: [13, 10]) else {
                return ended ? .malformed("the connection closed within a chunk size") : .incomplete
            }
            let sizeText =
                String(decoding: bytes[index..<lineEnd.lowerBound], as: UTF8.self)
                .split(separator: ";", maxSplits: 1).first.map { $0.trimmingWhitespace() } ?? ""
            guard let size = Int(sizeText, radix: 16), size >= 0 else {
                return .malformed("not a chunk size: \(sizeText.prefix(40))")
            }
            if size == 0 { return .complete(HTTPAnswer(status: status, body: body)) }
            let start = lineEnd.upperBound
            guard bytes.count >= start + size + 2 else {
                return ended ? .malformed("the connection closed within a chunk") : .incomplete
            }
            body += bytes[start..<start + size]
            index = start + size + 2
        }
    }
}

extension Substring {
    /// Without the spaces and tabs at either end (HTTP's optional whitespace).
    fileprivate func trimmingWhitespace() -> String {
        let isWhitespace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(drop(while: isWhitespace).reversed().drop(while: isWhitespace).reversed())
    }
}

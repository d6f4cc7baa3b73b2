import Foundation

/// An HTTP/1.x request parser over a connection's receive buffer. It never consumes anything itself: the caller
/// keeps the bytes until a whole request is there.
///
/// Line endings: CRLF, or a bare LF. RFC 9112 section 2.2 lets a recipient recognise a single LF as a line
/// terminator and ignore a preceding CR; accepting it (instead of answering 400) is what a test server should do,
/// since it answers every client that means well. A bare CR anywhere else is still malformed: it is not a line end,
/// and request lines and header values refuse it. The same holds for the lines of a chunked body.
enum RequestParser {
    /// The request line and headers together may not be longer (431 otherwise).
    static let maximumHeadBytes = 64 * 1024
    /// A body may not be longer (413 otherwise); keeps a misbehaving client from exhausting memory.
    static let maximumBodyBytes = 64 * 1024 * 1024

    private static let carriageReturn: UInt8 = 13
    private static let lineFeed: UInt8 = 10
    private static let space: UInt8 = 32
    private static let tab: UInt8 = 9
    private static let colon: UInt8 = 58

    /// The head at the start of `input`, as a connection reads it: empty lines before a request are dropped
    /// (clients may send them between requests) while `scanFrom` is 0, and the search for the head's end resumes
    /// at `scanFrom`, which moves on while the head is incomplete. The caller resets `scanFrom` to 0 once it has
    /// taken the request off `input`.
    static func nextHead(in input: inout [UInt8], scanFrom: inout Int) -> HeadParseOutcome {
        if scanFrom == 0 {
            let blank = input.prefix { $0 == carriageReturn || $0 == lineFeed }.count
            if blank > 0 { input.removeFirst(blank) }
        }
        guard !input.isEmpty else { return .incomplete }
        switch findHeadEnd(in: input, scanFrom: scanFrom) {
        case .complete(let end):
            return parseHead(input, headEnd: end)
        case .incomplete(let next):
            scanFrom = next
            return input.count > maximumHeadBytes ? .failed(.headersTooLarge) : .incomplete
        case .bareCarriageReturn:
            return .failed(.malformed("a CR not followed by LF in the request head"))
        }
    }

    /// Looks for the empty line that ends the head (`LF LF` or `LF CR LF`, so `CRLF CRLF` too), scanning from
    /// `scanFrom` (where the previous scan stopped). The buffer must not start with a CR or LF (the caller drops
    /// empty lines between requests first).
    static func findHeadEnd(in buffer: [UInt8], scanFrom: Int) -> HeadScanOutcome {
        var index = max(scanFrom, 1)
        while index < buffer.count {
            switch buffer[index] {
            case lineFeed:
                // The line that this LF ends is empty when the previous line ended just before it.
                let before = buffer[index - 1]
                if before == lineFeed || (before == carriageReturn && index >= 2 && buffer[index - 2] == lineFeed) {
                    return .complete(end: index + 1)
                }
            case carriageReturn:
                guard index + 1 < buffer.count else { return .incomplete(nextScanFrom: index) }
                if buffer[index + 1] != lineFeed { return .bareCarriageReturn }
            default:
                break
            }
            index += 1
        }
        return .incomplete(nextScanFrom: index)
    }

    /// Parses the head occupying `buffer[0..<headEnd]`, which ends with its empty line.
    static func parseHead(_ buffer: [UInt8], headEnd: Int) -> HeadParseOutcome {
        guard headEnd <= maximumHeadBytes else { return .failed(.headersTooLarge) }
        let lines = headLines(buffer[0..<headEnd])
        guard let requestLine = lines.first else { return .failed(.malformed("empty request line")) }
        switch parseRequestLine(requestLine) {
        case .failure(let failure):
            return .failed(failure)
        case .success(let (method, target, version)):
            var headers: [(name: String, value: String)] = []
            headers.reserveCapacity(lines.count - 1)
            for line in lines.dropFirst() {
                switch parseHeaderLine(line) {
                case .success(let field): headers.append(field)
                case .failure(let failure): return .failed(failure)
                }
            }
            return makeHead(method: method, target: target, version: version, headers: headers, length: headEnd)
        }
    }

    /// Looks for the complete body described by `head` in `buffer`, which starts with the head.
    static func parseBody(_ buffer: [UInt8], head: RequestHead) -> BodyParseOutcome {
        switch head.framing {
        case .none:
            return .complete(body: Data(), end: head.length)
        case .contentLength(let length):
            let end = head.length + length
            guard buffer.count >= end else { return .incomplete }
            return .complete(body: Data(buffer[head.length..<end]), end: end)
        case .chunked:
            return parseChunkedBody(buffer, from: head.length)
        }
    }

    // MARK: - Request line

    private static func parseRequestLine(
        _ line: ArraySlice<UInt8>
    ) -> Result<(HTTPMethod, String, String), HTTPParseFailure> {
        let parts = line.split(separator: space, omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty }) else {
            return .failure(.malformed("the request line must be METHOD SP TARGET SP VERSION"))
        }
        guard parts[0].allSatisfy(isTokenByte) else { return .failure(.malformed("invalid method")) }
        guard parts[1].allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
            return .failure(.malformed("invalid characters in the request target"))
        }
        let version = String(decoding: parts[2], as: UTF8.self)
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            let looksLikeHTTP =
                version.utf8.count == 8 && version.hasPrefix("HTTP/")
                && version.utf8.dropFirst(5).enumerated().allSatisfy { offset, byte in
                    offset == 1 ? byte == UInt8(ascii: ".") : (48...57).contains(byte)
                }
            return .failure(looksLikeHTTP ? .unsupportedVersion : .malformed("invalid HTTP version"))
        }
        let method = HTTPMethod(String(decoding: parts[0], as: UTF8.self))
        return .success((method, String(decoding: parts[1], as: UTF8.self), version))
    }

    // MARK: - Header fields

    private static func parseHeaderLine(
        _ line: ArraySlice<UInt8>
    ) -> Result<(name: String, value: String), HTTPParseFailure> {
        if let first = line.first, first == space || first == tab {
            return .failure(.malformed("obsolete line folding in headers"))
        }
        guard let colonIndex = line.firstIndex(of: colon) else {
            return .failure(.malformed("a header line without a colon"))
        }
        let name = line[line.startIndex..<colonIndex]
        guard !name.isEmpty, name.allSatisfy(isTokenByte) else {
            return .failure(.malformed("invalid header name"))
        }
        var value = line[(colonIndex + 1)...]
        while let first = value.first, first == space || first == tab { value = value.dropFirst() }
        while let last = value.last, last == space || last == tab { value = value.dropLast() }
        guard value.allSatisfy({ ($0 >= 0x20 && $0 != 0x7F) || $0 == tab }) else {
            return .failure(.malformed("control characters in a header value"))
        }
        return .success((String(decoding: name, as: UTF8.self), decodeText(value)))
    }

    /// UTF-8 when valid, else ISO-8859-1 (what HTTP historically allowed), so no byte is lost.
    private static func decodeText(_ bytes: ArraySlice<UInt8>) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }

    // MARK: - Head semantics

    private static func makeHead(
        method: HTTPMethod,
        target: String,
        version: String,
        headers: [(name: String, value: String)],
        length: Int
    ) -> HeadParseOutcome {
        let location: (path: String, query: [(name: String, value: String)])
        switch parseTarget(target) {
        case .success(let parsed): location = parsed
        case .failure(let failure): return .failed(failure)
        }
        let framing: BodyFraming
        switch parseFraming(headers) {
        case .success(let parsed): framing = parsed
        case .failure(let failure): return .failed(failure)
        }
        let connectionTokens = tokens(named: "connection", in: headers)
        let keepAlive =
            version == "HTTP/1.1" ? !connectionTokens.contains("close") : connectionTokens.contains("keep-alive")
        let expectsContinue = version == "HTTP/1.1" && tokens(named: "expect", in: headers).contains("100-continue")
        return .complete(
            RequestHead(
                method: method,
                rawTarget: target,
                path: location.path,
                queryItems: location.query,
                headers: headers,
                httpVersion: version,
                keepAlive: keepAlive,
                framing: framing,
                expectsContinue: expectsContinue,
                length: length
            )
        )
    }

    /// Comma-separated, lower-cased tokens of every field called `name`.
    private static func tokens(named name: String, in headers: [(name: String, value: String)]) -> [String] {
        headers.filter { $0.name.lowercased() == name }
            .flatMap { $0.value.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
    }

    private static func parseFraming(
        _ headers: [(name: String, value: String)]
    ) -> Result<BodyFraming, HTTPParseFailure> {
        let transferCodings = tokens(named: "transfer-encoding", in: headers)
        let lengths = headers.filter { $0.name.lowercased() == "content-length" }
            .flatMap { $0.value.split(separator: ",", omittingEmptySubsequences: false) }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        // The header's presence frames the body, whatever its value: an empty one is refused, never ignored.
        if headers.contains(where: { $0.name.lowercased() == "transfer-encoding" }) {
            guard lengths.isEmpty else {
                return .failure(.malformed("both Transfer-Encoding and Content-Length"))
            }
            guard !transferCodings.isEmpty else { return .failure(.malformed("empty Transfer-Encoding")) }
            return transferCodings == ["chunked"] ? .success(.chunked) : .failure(.unsupportedTransferEncoding)
        }
        guard let first = lengths.first else { return .success(.none) }
        guard lengths.allSatisfy({ $0 == first }), !first.isEmpty, first.utf8.count <= 18,
            first.utf8.allSatisfy({ (48...57).contains($0) }), let length = Int(first)
        else {
            return .failure(.malformed("invalid Content-Length"))
        }
        guard length <= maximumBodyBytes else { return .failure(.bodyTooLarge) }
        return .success(length == 0 ? .none : .contentLength(length))
    }

    // MARK: - Target

    private static func parseTarget(
        _ target: String
    ) -> Result<(path: String, query: [(name: String, value: String)]), HTTPParseFailure> {
        var originForm = Substring(target)
        if target == "*" { return .success(("*", [])) }
        if let schemeEnd = target.range(of: "://"), target.lowercased().hasPrefix("http") {
            // Absolute form (as sent to proxies): keep what follows the authority.
            let afterAuthority = target[schemeEnd.upperBound...]
            let pathStart = afterAuthority.firstIndex { $0 == "/" || $0 == "?" } ?? afterAuthority.endIndex
            let rest = afterAuthority[pathStart...]
            originForm = rest.first == "/" ? rest : "/" + rest
        }
        guard originForm.first == "/" else {
            return .failure(.malformed("the request target must start with /"))
        }
        if let fragment = originForm.firstIndex(of: "#") { originForm = originForm[..<fragment] }
        let rawPath: Substring
        let rawQuery: Substring?
        if let questionMark = originForm.firstIndex(of: "?") {
            rawPath = originForm[..<questionMark]
            rawQuery = originForm[originForm.index(after: questionMark)...]
        } else {
            rawPath = originForm
            rawQuery = nil
        }
        guard let path = String(rawPath).removingPercentEncoding else {
            return .failure(.malformed("invalid percent-encoding in the path"))
        }
        var items: [(name: String, value: String)] = []
        for pair in (rawQuery ?? "").split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = decodeQueryComponent(parts[0]),
                let value = parts.count > 1 ? decodeQueryComponent(parts[1]) : ""
            else {
                return .failure(.malformed("invalid percent-encoding in the query"))
            }
            items.append((name, value))
        }
        return .success((path, items))
    }

    private static func decodeQueryComponent(_ component: Substring) -> String? {
        component.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }

    // MARK: - Chunked bodies

    private static func parseChunkedBody(_ buffer: [UInt8], from start: Int) -> BodyParseOutcome {
        var body = Data()
        var position = start
        while true {
            guard let line = findLine(in: buffer, from: position) else {
                return buffer.count - position > 1024 ? .failed(.malformed("chunk size line too long")) : .incomplete
            }
            let sizeField = buffer[position..<line.end].prefix { $0 != UInt8(ascii: ";") }
            let sizeText = String(decoding: sizeField, as: UTF8.self).trimmingCharacters(in: .whitespaces)
            guard !sizeText.isEmpty, sizeText.utf8.count <= 8, let size = Int(sizeText, radix: 16), size >= 0 else {
                return .failed(.malformed("invalid chunk size"))
            }
            position = line.next
            if size == 0 {
                return parseTrailers(buffer, from: position, body: body)
            }
            guard body.count + size <= maximumBodyBytes else { return .failed(.bodyTooLarge) }
            // The data, then CRLF or LF.
            guard buffer.count > position + size else { return .incomplete }
            body.append(contentsOf: buffer[position..<(position + size)])
            position += size
            if buffer[position] == carriageReturn {
                guard buffer.count > position + 1 else { return .incomplete }
                position += 1
            }
            guard buffer[position] == lineFeed else {
                return .failed(.malformed("a chunk is not followed by a line end"))
            }
            position += 1
        }
    }

    private static func parseTrailers(_ buffer: [UInt8], from start: Int, body: Data) -> BodyParseOutcome {
        var position = start
        while true {
            guard let line = findLine(in: buffer, from: position) else {
                return buffer.count - start > maximumHeadBytes ? .failed(.headersTooLarge) : .incomplete
            }
            if line.end == position { return .complete(body: body, end: line.next) }
            position = line.next
        }
    }

    /// The next complete line at or after `start`: `end` is where its content ends (before the CR, if any, and the
    /// LF), `next` where the following line starts. `nil` while no LF has arrived.
    private static func findLine(in buffer: [UInt8], from start: Int) -> (end: Int, next: Int)? {
        guard start < buffer.count, let lineFeedIndex = buffer[start...].firstIndex(of: lineFeed) else { return nil }
        let end =
            lineFeedIndex > start && buffer[lineFeedIndex - 1] == carriageReturn ? lineFeedIndex - 1 : lineFeedIndex
        return (end, lineFeedIndex + 1)
    }

    // MARK: - Bytes

    /// The lines of a head that ends with its empty line, each without its line end (LF, or CR LF); the empty
    /// line is left out.
    private static func headLines(_ head: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var lineStart = head.startIndex
        var index = head.startIndex
        while index < head.endIndex {
            if head[index] == lineFeed {
                let end = index > lineStart && head[index - 1] == carriageReturn ? index - 1 : index
                lines.append(head[lineStart..<end])
                lineStart = index + 1
            }
            index += 1
        }
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// RFC 9110 `tchar` (also what a recording file's header names are made of).
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }
}

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

/// Where the search for the end of a request head stands.
enum HeadScanOutcome: Equatable, Sendable {
    /// The head ends just before `end` (its empty line included).
    case complete(end: Int)
    /// No empty line yet; the next search may resume at `nextScanFrom`.
    case incomplete(nextScanFrom: Int)
    /// A CR not followed by LF: no line end, and not allowed in a request line or header field (RFC 9112
    /// section 2.2). Rejected at once; waiting for more bytes could wait forever.
    case bareCarriageReturn
}

/// The result of looking for a complete request head in the received bytes.
enum HeadParseOutcome: Sendable {
    case incomplete
    case complete(RequestHead)
    case failed(HTTPParseFailure)
}

/// The result of looking for a complete body after a parsed head.
enum BodyParseOutcome: Sendable {
    case incomplete
    /// `end` is the index just past the request's last byte.
    case complete(body: Data, end: Int)
    case failed(HTTPParseFailure)
}

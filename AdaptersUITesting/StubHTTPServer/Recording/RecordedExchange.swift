import Foundation

/// One request and the answer to it, as a recording file holds it.
///
/// The file is text meant for review in a diff:
///
/// ```
/// # StubHTTPServer recording 1
/// GET /3/movie/popular?language=en-US&page=1
///
/// HTTP 200
/// Content-Type: application/json;charset=utf-8
///
/// {
///   "page": 1,
///   …
/// }
/// ```
///
/// The first line names the format and its version; then the request (method and `target`: the
/// path and the sorted query, credentials left out), and for a request with a body a line
/// `Request-Body: {"value":8.5}` (`Request-Body-Base64: …` when it is not one line of text), a blank line, the status line (`HTTP <status>`, or
/// `HTTP <status> base64` when the body is not UTF-8 text and is written in Base64), the answer's headers that
/// matter for replay, a blank line and the body, byte for byte. A JSON body is written pretty-printed: the API's
/// key order and number literals are kept, only the whitespace changes, so the same answer always gives the same
/// bytes. Comment lines (`#`) may follow the first line, before the request.
package struct RecordedExchange: Hashable, Sendable {
    /// The first line of every recording file.
    package static let formatLine = "# StubHTTPServer recording 1"
    /// The answer headers a recording keeps (lowercased names): what a client's decoding, retrying or caching
    /// depends on, so a replay exercises a client's cache as the API does. Everything else (dates, cookies, request
    /// ids, validators) would change between two recordings of the same answer, or hold a secret.
    package static let keptHeaderNames: Set<String> = ["cache-control", "content-type", "retry-after"]

    /// The request this answers.
    package let key: RecordingKey
    /// The answer's status code.
    package let status: Int
    /// The answer's headers that matter, in the order they are written (sorted by name).
    package let headers: [RecordingHeader]
    /// The answer's body, exactly as served on replay.
    package let body: Data

    /// An exchange as given: no header is dropped and the body is kept as is
    /// (`recorded(_:status:headers:body:redaction:)` is what the recorder uses).
    package init(key: RecordingKey, status: Int, headers: [RecordingHeader], body: Data) {
        self.key = key
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The exchange a recorder writes for `request` answered with `status`, `headers` and `body`: only the
    /// headers in ``keptHeaderNames``, a JSON body pretty-printed, and every secret `request` carried (see
    /// ``RecordingRedaction/secrets(in:)``) replaced in the headers and the body.
    package static func recorded(
        _ request: ReceivedRequest, status: Int, headers: [(name: String, value: String)], body: Data,
        redaction: RecordingRedaction = RecordingRedaction()
    ) -> RecordedExchange {
        let secrets = redaction.secrets(in: request)
        let kept =
            headers
            .filter { keptHeaderNames.contains($0.name.lowercased()) && !redaction.isSecretHeader($0.name) }
            .map { RecordingHeader(name: $0.name, value: RecordingRedaction.scrub($0.value, secrets: secrets)) }
            .sorted { $0.name.lowercased() < $1.name.lowercased() }
        var written = JSONLayout.pretty(body) ?? body
        if let text = String(data: written, encoding: .utf8) {
            written = Data(redaction.scrubBody(RecordingRedaction.scrub(text, secrets: secrets)).utf8)
        }
        return RecordedExchange(
            key: RecordingKey(request, redaction: redaction), status: status, headers: kept, body: written)
    }

    /// The file's name (see ``RecordingKey/fileName``).
    package var fileName: String { key.fileName }

    /// The header `name`'s value (case-insensitive), if kept.
    package func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// The file's bytes.
    package var fileContents: Data {
        let text = String(data: body, encoding: .utf8)
        var head = "\(Self.formatLine)\n\(key.requestLine)\n"
        if let bodyLine = key.bodyLine { head += "\(bodyLine)\n" }
        head += "\nHTTP \(status)\(text == nil ? " base64" : "")\n"
        for header in headers { head += "\(header.name): \(header.value)\n" }
        head += "\n"
        return Data(head.utf8) + (text == nil ? Data(body.base64EncodedString().utf8) : body)
    }

    /// Parses a recording file (what ``fileContents`` writes). Anything else is a ``RecordingFormatError`` that
    /// names the line; it never traps, whatever the bytes.
    package static func parse(_ contents: Data) throws(RecordingFormatError) -> RecordedExchange {
        var lines = LineReader(contents)
        guard let first = lines.next(), first == formatLine else {
            throw RecordingFormatError(line: 1, reason: "the first line is not \"\(formatLine)\"")
        }
        var requestLine = lines.next()
        while let line = requestLine, line.hasPrefix("#") { requestLine = lines.next() }
        guard let requestLine, !requestLine.isEmpty else {
            let line = requestLine == nil ? lines.lineNumber + 1 : lines.lineNumber
            throw RecordingFormatError(line: line, reason: "no request line (\"GET /path?query\")")
        }
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[0].allSatisfy({ $0.isLetter && $0.isASCII }) else {
            throw RecordingFormatError(line: lines.lineNumber, reason: "the request line is not \"METHOD /path?query\"")
        }
        let requestLineNumber = lines.lineNumber
        var afterRequest = lines.next()
        var requestBody = Data()
        if let line = afterRequest, line.hasPrefix(RecordingKey.bodyField + ": ") {
            requestBody = Data(line.dropFirst(RecordingKey.bodyField.count + 2).utf8)
            afterRequest = lines.next()
        } else if let line = afterRequest, line.hasPrefix(RecordingKey.base64BodyField + ": ") {
            guard let decoded = Data(base64Encoded: String(line.dropFirst(RecordingKey.base64BodyField.count + 2)))
            else { throw RecordingFormatError(line: lines.lineNumber, reason: "the request body is not valid Base64") }
            requestBody = decoded
            afterRequest = lines.next()
        }
        guard let key = RecordingKey(method: HTTPMethod(String(parts[0])), target: String(parts[1]), body: requestBody)
        else {
            throw RecordingFormatError(
                line: requestLineNumber, reason: "the request line is not \"METHOD /path?query\"")
        }
        guard afterRequest == "" else {
            throw RecordingFormatError(line: lines.lineNumber, reason: "a blank line must follow the request line")
        }
        guard let statusLine = lines.next() else {
            throw RecordingFormatError(line: lines.lineNumber + 1, reason: "no status line (\"HTTP 200\")")
        }
        let statusParts = statusLine.split(separator: " ", omittingEmptySubsequences: false)
        guard (2...3).contains(statusParts.count), statusParts[0] == "HTTP", statusParts[1].count == 3,
            let status = Int(statusParts[1]), (100...599).contains(status),
            statusParts.count == 2 || statusParts[2] == "base64"
        else {
            throw RecordingFormatError(line: lines.lineNumber, reason: "the status line is not \"HTTP <100-599>\"")
        }
        var headers: [RecordingHeader] = []
        while true {
            guard let line = lines.next() else {
                throw RecordingFormatError(line: lines.lineNumber + 1, reason: "no blank line before the body")
            }
            if line.isEmpty { break }
            // The rules the stub server reads a request's headers by: a token for the name, no control
            // character but a tab in the value (a replay would serve it, and no client expects one).
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex,
                line[..<colon].utf8.allSatisfy(RequestParser.isTokenByte)
            else {
                throw RecordingFormatError(line: lines.lineNumber, reason: "a header line is not \"Name: value\"")
            }
            let value = line[line.index(after: colon)...].drop { $0 == " " }
            guard value.unicodeScalars.allSatisfy({ $0 == "\t" || $0.properties.generalCategory != .control }) else {
                throw RecordingFormatError(line: lines.lineNumber, reason: "a header value has a control character")
            }
            headers.append(RecordingHeader(name: String(line[..<colon]), value: String(value)))
        }
        var body = lines.rest
        if statusParts.count == 3 {
            guard let decoded = Data(base64Encoded: body) else {
                throw RecordingFormatError(line: lines.lineNumber + 1, reason: "the body is not valid Base64")
            }
            body = decoded
        }
        return RecordedExchange(key: key, status: status, headers: headers, body: body)
    }
}

/// Reads the head of a recording file line by line (LF endings), then hands over the rest as bytes.
private struct LineReader {
    private let data: Data
    private var offset: Data.Index
    private(set) var lineNumber = 0

    init(_ data: Data) {
        self.data = data
        self.offset = data.startIndex
    }

    /// The next line without its LF; `nil` at the end or when the line is not UTF-8.
    mutating func next() -> String? {
        guard offset < data.endIndex else { return nil }
        let end = data[offset...].firstIndex(of: 10) ?? data.endIndex
        let line = String(data: data[offset..<end], encoding: .utf8)
        offset = end < data.endIndex ? end + 1 : end
        lineNumber += 1
        return line
    }

    /// Everything after the last line read.
    var rest: Data { Data(data[offset...]) }
}

/// Why a file is not a readable recording: the line and what is wrong with it.
public struct RecordingFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line the problem is on (or would be, for something missing).
    public let line: Int
    /// What is wrong, e.g. `the status line is not "HTTP <100-599>"`.
    public let reason: String

    /// An error at `line` for `reason`.
    package init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    /// `line 3: the status line is not "HTTP <100-599>"`.
    public var description: String { "line \(line): \(reason)" }
}

/// A header of a recorded answer.
package struct RecordingHeader: Hashable, Sendable {
    /// The header's name as the upstream sent it, e.g. `Content-Type`.
    package let name: String
    /// Its value.
    package let value: String

    /// A header from its name and value.
    package init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

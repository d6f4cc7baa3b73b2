import Foundation

/// One `*.recording` file of a `marquee-fixtures` folder, read for the replay: the request it answers (a GET's
/// path and query) and the recorded status, headers and body.
///
/// The format is StubHTTPServer's (`# StubHTTPServer recording 1`, comment lines, `GET /path?query`, a blank line,
/// `HTTP 200`, the kept headers, a blank line, the body), whose reader that package keeps to itself; this reads the
/// text form `marquee-fixtures` writes, and refuses anything else with the file and line.
struct ReplayedRecording: Sendable {
    /// The percent-decoded path, e.g. `/3/movie/550`.
    let path: String
    /// The decoded query items, e.g. `["language": "en-US"]`.
    let query: [String: String]
    let status: Int
    /// The recorded headers, e.g. `Content-Type` and `Cache-Control`.
    let headers: [String: String]
    let body: Data

    /// Every `*.recording` file in `folder`, by name.
    /// - Throws: ``UpstreamReplayError`` naming the folder, or the file and line that cannot be read.
    static func load(from folder: URL) throws(UpstreamReplayError) -> [ReplayedRecording] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            throw .missingPayload("*.recording", directory: folder.path)
        }
        var recordings: [ReplayedRecording] = []
        for name in names.sorted() where name.hasSuffix(".recording") {
            guard let contents = try? Data(contentsOf: folder.appendingPathComponent(name)) else {
                throw .missingPayload(name, directory: folder.path)
            }
            recordings.append(try ReplayedRecording(parsing: contents, file: name))
        }
        return recordings
    }

    /// The recording `contents` holds; `file` names it in an error.
    init(parsing contents: Data, file: String) throws(UpstreamReplayError) {
        let separator = Data("\n\n".utf8)
        guard let requestEnd = contents.range(of: separator),
            let headEnd = contents.range(of: separator, in: requestEnd.upperBound..<contents.endIndex),
            let request = String(data: contents[..<requestEnd.lowerBound], encoding: .utf8),
            let answer = String(data: contents[requestEnd.upperBound..<headEnd.lowerBound], encoding: .utf8)
        else { throw .malformedRecording(file, line: 1) }
        guard request.hasPrefix("# StubHTTPServer recording 1\n") else { throw .malformedRecording(file, line: 1) }
        let headLines = request.split(separator: "\n", omittingEmptySubsequences: false)
        let requestLines = headLines.filter { !$0.hasPrefix("#") }
        guard requestLines.count == 1, requestLines[0].hasPrefix("GET /"),
            let components = URLComponents(string: String(requestLines[0].dropFirst("GET ".count)))
        else { throw .malformedRecording(file, line: headLines.count) }
        // The status line follows the request line and a blank line; the headers follow it.
        let statusLine = headLines.count + 2
        let answerLines = answer.split(separator: "\n", omittingEmptySubsequences: false)
        let statusParts = answerLines[0].split(separator: " ")
        guard statusParts.count == 2, statusParts[0] == "HTTP", let status = Int(statusParts[1]) else {
            throw .malformedRecording(file, line: statusLine)
        }
        var headers: [String: String] = [:]
        for (offset, line) in answerLines.dropFirst().enumerated() {
            guard let colon = line.firstIndex(of: ":") else {
                throw .malformedRecording(file, line: statusLine + 1 + offset)
            }
            headers[String(line[..<colon])] = String(line[line.index(after: colon)...].drop { $0 == " " })
        }
        let items = (components.percentEncodedQueryItems ?? []).map { item in
            (
                Self.decoded(item.name), Self.decoded(item.value ?? "")
            )
        }
        self.path = components.path
        self.query = Dictionary(items, uniquingKeysWith: { first, _ in first })
        self.status = status
        self.headers = headers
        self.body = Data(contents[headEnd.upperBound...])
    }

    /// A query name or value as a request's is decoded: `+` is a space, then percent-decoding.
    private static func decoded(_ text: String) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}

import Foundation

/// What a recording answers: a method, a decoded path and the query items sorted, and the request's body,
/// credentials left out (a secret query item dropped, a secret path segment and a secret in the body replaced). Two
/// requests with the same key get the same recorded answer, whatever order their query items came in and
/// whatever credential they carried; two with different bodies (rating 8.5 and rating 9) are different exchanges.
public struct RecordingKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The method, e.g. `GET`.
    @available(*, deprecated, message: "package in 2.0.0: read a key as its description")
    public let method: HTTPMethod
    /// The percent-decoded path, e.g. `/3/movie/popular`.
    @available(*, deprecated, message: "package in 2.0.0: read a key as its description")
    public let path: String
    /// The query items without the secret ones, sorted by name, then value.
    package let queryItems: [RecordingQueryItem]
    /// The request's body, empty for none, its secrets replaced.
    package let body: Data

    /// The key of a request: secret query items (see ``RecordingRedaction``) are dropped, the rest sorted; a secret
    /// path segment is replaced (``RecordingRedaction/redactedPath(_:)``), and so are `secrets` in the body.
    package init(
        method: HTTPMethod, path: String, queryItems: [RecordingQueryItem], body: Data = Data(),
        redaction: RecordingRedaction = RecordingRedaction(), secrets: [String] = []
    ) {
        self.method = method
        self.path = redaction.redactedPath(path)
        self.queryItems = queryItems.filter { !redaction.isSecretQueryItem($0.name) }.sorted()
        if !secrets.isEmpty, let text = String(data: body, encoding: .utf8) {
            self.body = Data(redaction.scrubBody(RecordingRedaction.scrub(text, secrets: secrets)).utf8)
        } else if let text = String(data: body, encoding: .utf8) {
            self.body = Data(redaction.scrubBody(text).utf8)
        } else {
            self.body = body
        }
    }

    /// The key of a request the server received, its body included.
    package init(_ request: ReceivedRequest, redaction: RecordingRedaction = RecordingRedaction()) {
        self.init(
            method: request.method == .head ? .get : request.method, path: request.path,
            queryItems: request.queryItems.map { RecordingQueryItem(name: $0.name, value: $0.value) },
            body: request.body, redaction: redaction, secrets: redaction.secrets(in: request))
    }

    /// The body as one line of a recording file: `Request-Body: <text>` for UTF-8 text on one line without a
    /// control character, else `Request-Body-Base64: <Base64>`; `nil` for no body.
    package var bodyLine: String? {
        guard !body.isEmpty else { return nil }
        if let text = String(data: body, encoding: .utf8),
            text.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control }),
            !text.contains("\u{2028}"), !text.contains("\u{2029}")
        {
            return "\(Self.bodyField): \(text)"
        }
        return "\(Self.base64BodyField): \(body.base64EncodedString())"
    }

    /// The field a request body is written in, as text.
    package static let bodyField = "Request-Body"
    /// The field a request body is written in, as Base64.
    package static let base64BodyField = "Request-Body-Base64"

    /// The request target as a recording file writes it: the path and the sorted query, percent-encoded, e.g.
    /// `/3/search/movie?page=1&query=fight%20club`.
    package var target: String {
        let path = Self.encode(path, allowed: Self.pathAllowed)
        guard !queryItems.isEmpty else { return path }
        let query = queryItems.map {
            Self.encode($0.name, allowed: Self.queryAllowed) + "=" + Self.encode($0.value, allowed: Self.queryAllowed)
        }
        return path + "?" + query.joined(separator: "&")
    }

    /// `GET /3/movie/popular?language=en-US&page=1`; a request with a body is followed by its `bodyLine`,
    /// `POST /3/movie/550/rating Request-Body: {"value":8.5}`.
    public var description: String {
        "\(requestLine)" + (bodyLine.map { " " + $0 } ?? "")
    }

    /// `POST /3/movie/550/rating`: the request line of a recording file.
    package var requestLine: String { "\(method) \(target)" }

    /// The recording's file name: a readable slug of the request and a hash of the whole key, so distinct
    /// requests never share a file, e.g. `get-3-movie-640.4f1c9a20.recording`. The same key always gives the same
    /// name, on every machine.
    package var fileName: String {
        var slug = ""
        for scalar in "\(method.rawValue.lowercased())\(target)".unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", ".", "=": slug.unicodeScalars.append(scalar)
            default: if !slug.hasSuffix("-") { slug += "-" }
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        if slug.count > 80 { slug = String(slug.prefix(80)) }
        return "\(slug).\(Self.fnv1a(description))\(StubRecording.fileExtension)"
    }

    /// By method, then target, then body (UTF-8 bytes): the order a recording lists its exchanges in.
    public static func < (lhs: RecordingKey, rhs: RecordingKey) -> Bool {
        if lhs.method != rhs.method { return lhs.method.rawValue < rhs.method.rawValue }
        if lhs.target != rhs.target { return lhs.target.utf8.lexicographicallyPrecedes(rhs.target.utf8) }
        return lhs.body.lexicographicallyPrecedes(rhs.body)
    }

    /// Parses `target` as ``target`` writes it (a `+` in the query is a space, as in a request), with `body`.
    init?(method: HTTPMethod, target: String, body: Data = Data()) {
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard let rawPath = parts.first, rawPath.hasPrefix("/"), let path = String(rawPath).removingPercentEncoding
        else { return nil }
        var items: [RecordingQueryItem] = []
        if parts.count == 2 {
            for pair in parts[1].split(separator: "&") {
                let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let decode = { (text: Substring) in
                    String(text).replacingOccurrences(of: "+", with: " ").removingPercentEncoding
                }
                guard let name = decode(halves[0]), let value = halves.count == 2 ? decode(halves[1]) : "" else {
                    return nil
                }
                items.append(RecordingQueryItem(name: name, value: value))
            }
        }
        self.method = method
        self.path = path
        self.queryItems = items.sorted()
        self.body = body
    }

    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
    private static let pathAllowed = unreserved.union(CharacterSet(charactersIn: "/:@!$'()*,;"))
    private static let queryAllowed = unreserved.union(CharacterSet(charactersIn: ":@!$'()*,;/"))

    private static func encode(_ text: String, allowed: CharacterSet) -> String {
        text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }

    /// FNV-1a (32 bits) of the UTF-8 bytes, as 8 hex digits: stable across runs and machines, unlike `hashValue`.
    private static func fnv1a(_ text: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}

/// One query item of a recorded request, decoded (`%20` and `+` are spaces).
package struct RecordingQueryItem: Hashable, Sendable, Comparable {
    /// The item's name, e.g. `page`.
    package let name: String
    /// The item's value, e.g. `1`; empty for an item without `=`.
    package let value: String

    /// An item from its decoded name and value.
    package init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// By name, then by value, comparing UTF-8 bytes (no locale is involved).
    package static func < (lhs: RecordingQueryItem, rhs: RecordingQueryItem) -> Bool {
        if lhs.name != rhs.name { return lhs.name.utf8.lexicographicallyPrecedes(rhs.name.utf8) }
        return lhs.value.utf8.lexicographicallyPrecedes(rhs.value.utf8)
    }
}

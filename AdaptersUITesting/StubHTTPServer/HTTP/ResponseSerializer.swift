import Foundation

/// Turns a status, headers and body into the bytes of an HTTP/1.1 response.
enum ResponseSerializer {
    /// Headers the server sets itself; values given by a stub are dropped.
    private static let framingHeaders: Set<String> = ["content-length", "connection", "transfer-encoding"]

    /// - Parameters:
    ///   - declaredLength: the `Content-Length` to announce; `nil` means the body's real length.
    ///   - omitBody: `true` for `HEAD` requests: the headers describe the body, which is not sent.
    static func serialize(
        status: Int,
        headers: [String: String],
        body: Data,
        keepAlive: Bool,
        omitBody: Bool = false,
        declaredLength: Int? = nil
    ) -> [UInt8] {
        guard (100...999).contains(status) else {
            return serialize(
                status: 500,
                headers: ["Content-Type": "application/json"],
                body: Data(#"{"error":"StubHTTPServer: a stub used the invalid status code \#(status)"}"#.utf8),
                keepAlive: keepAlive,
                omitBody: omitBody
            )
        }
        // 1xx, 204 and 304 responses never carry a body.
        let bodyless = status < 200 || status == 204 || status == 304
        var text = "HTTP/1.1 \(status) \(reasonPhrase(for: status))\r\n"
        let sortedHeaders = headers.filter { !framingHeaders.contains($0.key.lowercased()) }
            .sorted { $0.key.lowercased() < $1.key.lowercased() }
        for (name, value) in sortedHeaders {
            text += "\(sanitize(name)): \(sanitize(value))\r\n"
        }
        if !bodyless { text += "Content-Length: \(declaredLength ?? body.count)\r\n" }
        text += keepAlive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n"
        var bytes = Array(text.utf8)
        if !bodyless, !omitBody { bytes.append(contentsOf: body) }
        return bytes
    }

    /// A small JSON body `{"error": message}`.
    static func jsonErrorBody(_ message: String, nearMiss: NearMiss? = nil) -> Data {
        let options: JSONSerialization.WritingOptions = [.sortedKeys, .withoutEscapingSlashes]
        var object: [String: Any] = ["error": message]
        if let nearMiss {
            object["closestRecording"] = nearMiss.recorded.description
            object["differences"] = nearMiss.differences
        }
        return (try? JSONSerialization.data(withJSONObject: object, options: options)) ?? Data()
    }

    /// CR and LF would let a stub's header inject other headers; they are replaced by spaces.
    private static func sanitize(_ text: String) -> String {
        String(text.map { $0 == "\r" || $0 == "\n" || $0 == "\r\n" ? " " : $0 })
    }

    static func reasonPhrase(for status: Int) -> String {
        switch status {
        case 100: "Continue"
        case 200: "OK"
        case 201: "Created"
        case 202: "Accepted"
        case 204: "No Content"
        case 206: "Partial Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 303: "See Other"
        case 304: "Not Modified"
        case 307: "Temporary Redirect"
        case 308: "Permanent Redirect"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 410: "Gone"
        case 413: "Content Too Large"
        case 414: "URI Too Long"
        case 415: "Unsupported Media Type"
        case 422: "Unprocessable Content"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        case 505: "HTTP Version Not Supported"
        default: "Status \(status)"
        }
    }
}

import Foundation

/// An HTTP request as the adapters describe it, independent of URLSession.
///
/// Its `description`, `debugDescription` and mirror redact secrets (the `api_key` query item and the
/// `Authorization` header), so a request can be logged or printed in a test failure safely.
public struct UpstreamRequest: Sendable, Hashable {
    /// The method, e.g. `GET`.
    public var method: String
    /// The absolute URL, query included.
    public var url: URL
    /// The header fields to send.
    public var headers: [String: String]
    /// The body, or `nil` for none.
    public var body: Data?

    /// A request; by default a `GET` without headers or body.
    public init(method: String = "GET", url: URL, headers: [String: String] = [:], body: Data? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }

    /// The value of the header `name`, compared case-insensitively.
    package func header(_ name: String) -> String? {
        HTTPHeaderLookup.value(of: name, in: headers)
    }
}

extension UpstreamRequest: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `METHOD url`, with secrets redacted.
    public var description: String {
        "\(method.uppercased()) \(Redactor.redact(url))"
    }

    /// The method, the URL and the headers, with secrets redacted.
    public var debugDescription: String {
        let headerText = Redactor.redactedLine(headers: headers)
        let bodyText = body.map { ", body: \($0.count) bytes" } ?? ""
        return "\(description) [\(headerText)]\(bodyText)"
    }

    /// A mirror that shows the redacted URL and headers, so `dump(request)` leaks nothing either.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "method": method,
                "url": Redactor.redact(url),
                "headers": Redactor.redact(headers: headers),
                "bodyByteCount": body?.count ?? 0,
            ],
            displayStyle: .struct
        )
    }
}

/// Case-insensitive header lookup, shared by ``UpstreamRequest`` and ``UpstreamResponse``.
enum HTTPHeaderLookup {
    static func value(of name: String, in headers: [String: String]) -> String? {
        if let exact = headers[name] { return exact }
        let lowered = name.lowercased()
        return headers.first { $0.key.lowercased() == lowered }?.value
    }
}

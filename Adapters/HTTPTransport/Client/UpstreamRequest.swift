import Foundation

/// An HTTP request as the adapters describe it, independent of URLSession.
///
/// Its `description`, `debugDescription` and mirror redact secrets (the `api_key` and `guest_session_id` query
/// items, the `Authorization` header, a guest session id in the path) and never show the body, so a request can be
/// logged or printed in a test failure safely.
///
/// A request with a body says what it is in `Content-Type`
/// (``init(method:url:headers:body:contentType:isIdempotentInEffect:)`` sets it).
/// Whether `RetryingUpstreamClient` may send it again depends on its method (see `RetryPolicy`), unless the
/// sender declares it ``isIdempotentInEffect``.
public struct UpstreamRequest: Sendable, Hashable {
    /// The method, e.g. `GET`.
    public var method: String
    /// The absolute URL, query included.
    public var url: URL
    /// The header fields to send.
    public var headers: [String: String]
    /// The body, or `nil` for none.
    public var body: Data?
    /// Whether sending this request twice leaves the upstream as sending it once does, although its method does not
    /// promise it (a `POST` that sets a value rather than adding one): `RetryingUpstreamClient` then retries it as
    /// it retries a `PUT`. `false` by default: a `POST` is never sent again once it may have reached the server.
    public var isIdempotentInEffect: Bool

    /// A request; by default a `GET` without headers or body.
    public init(
        method: String = "GET", url: URL, headers: [String: String] = [:], body: Data? = nil,
        isIdempotentInEffect: Bool = false
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.isIdempotentInEffect = isIdempotentInEffect
    }

    /// A request with `body`, whose `Content-Type` header is `contentType` (replacing any given in `headers`).
    public init(
        method: String, url: URL, headers: [String: String] = [:], body: Data, contentType: String,
        isIdempotentInEffect: Bool = false
    ) {
        var headers = headers.filter { $0.key.lowercased() != "content-type" }
        headers["Content-Type"] = contentType
        self.init(method: method, url: url, headers: headers, body: body, isIdempotentInEffect: isIdempotentInEffect)
    }

    /// The body's media type, from `Content-Type`; `nil` when the header is absent.
    public var contentType: String? { header("Content-Type") }

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

import Foundation

/// An HTTP response. Any status, 4xx and 5xx included, is a response and not an error.
///
/// Its `description`, `debugDescription` and mirror never show the body (it may echo a credential) nor the value
/// of a secret header (`Set-Cookie`, `Authorization`, tokens; see `Redactor.isSecretHeader(_:)`), so a
/// response can be logged or printed in a test failure safely.
public struct UpstreamResponse: Sendable, Hashable {
    /// The status code, e.g. `200`.
    public let statusCode: Int
    /// The header fields as received.
    public let headers: [String: String]
    /// The body; empty when there is none.
    public let body: Data

    /// A response.
    public init(statusCode: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
    }

    /// The value of the header `name`, compared case-insensitively.
    package func header(_ name: String) -> String? {
        HTTPHeaderLookup.value(of: name, in: headers)
    }

    /// Whether the status is 2xx.
    @available(*, deprecated, message: "not public in 2.0.0")
    public var isSuccess: Bool { (200...299).contains(statusCode) }

    /// The answer to a request refused without being sent (``LoadSheddingUpstreamClient`` sheds it,
    /// ``RetryAfterGate`` holds it in a window): `status` with `Retry-After` in whole seconds, rounded up and at
    /// least 1, as an upstream says it, so that the adapters read it as any upstream 429 or 503.
    package static func refusal(_ status: Int, retryAfter wait: Duration) -> UpstreamResponse {
        UpstreamResponse(statusCode: status, headers: ["Retry-After": String(max(1, Int(wait.seconds.rounded(.up))))])
    }
}

extension UpstreamResponse: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `HTTP <status>, <n> bytes`.
    public var description: String {
        "HTTP \(statusCode), \(body.count) bytes"
    }

    /// The status, the headers with secrets redacted, and the body's size.
    public var debugDescription: String {
        let headerText = Redactor.redactedLine(headers: headers)
        return "HTTP \(statusCode) [\(headerText)], body: \(body.count) bytes"
    }

    /// A mirror that shows the status, the redacted headers and the body's size, so `dump(response)` leaks
    /// nothing either.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "statusCode": statusCode,
                "headers": Redactor.redact(headers: headers),
                "bodyByteCount": body.count,
            ],
            displayStyle: .struct
        )
    }
}

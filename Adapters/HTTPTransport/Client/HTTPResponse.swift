import Foundation

/// An HTTP response. Any status, 4xx and 5xx included, is a response and not an error.
public struct HTTPResponse: Sendable, Hashable {
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
    public func header(_ name: String) -> String? {
        HTTPHeaderLookup.value(of: name, in: headers)
    }

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200...299).contains(statusCode) }
}

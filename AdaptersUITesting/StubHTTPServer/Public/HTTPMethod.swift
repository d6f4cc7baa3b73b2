/// An HTTP request method such as `GET`. Methods are compared in upper case: `"get"` and `.get` are the same.
public struct HTTPMethod: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method token in upper case, e.g. `"GET"`.
    public let rawValue: String

    /// A method from its token; the token is upper-cased (HTTP methods are conventionally upper case).
    package init(_ rawValue: String) {
        self.rawValue = rawValue.uppercased()
    }

    /// A method from a literal such as `"PROPFIND"`.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// `GET`.
    public static let get: HTTPMethod = "GET"
    /// `POST`.
    package static let post: HTTPMethod = "POST"
    /// `PUT`.
    package static let put: HTTPMethod = "PUT"
    /// `DELETE`.
    package static let delete: HTTPMethod = "DELETE"
    /// `HEAD`: answered like the route's response, without its body.
    package static let head: HTTPMethod = "HEAD"
    /// `PATCH`.
    package static let patch: HTTPMethod = "PATCH"
    /// `OPTIONS`.
    package static let options: HTTPMethod = "OPTIONS"

    /// The method token, e.g. `GET`.
    public var description: String { rawValue }
}

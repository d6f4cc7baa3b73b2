import Foundation

/// One request as the server received it, with the route that answered it.
///
/// Its `description` shows only the method, the decoded path and the route: headers, query and body may carry
/// credentials, so read them through the properties, never from a printed request.
public struct ReceivedRequest: Sendable, CustomStringConvertible {
    /// The request method.
    public let method: HTTPMethod
    /// The path, percent-decoded, without the query, e.g. `/3/search/movie`.
    public let path: String
    /// The request target as sent, e.g. `/3/search/movie?query=fight%20club&page=1`.
    public let rawTarget: String
    /// The query items in order, decoded (`+` is a space), repeated names kept.
    public let queryItems: [(name: String, value: String)]
    /// The header fields in order, as sent.
    public let headers: [(name: String, value: String)]
    /// The body (empty when there is none); a chunked body is already de-chunked.
    public let body: Data
    /// The route that answered, e.g. `"GET /3/movie/550"`, `"prefix GET /3/movie/"`, `"prefix ANY /api/"`,
    /// `"catch-all"`; `nil` when none matched and the server answered 404.
    package let matchedRoute: String?
    /// Which connection carried the request: 1 for the server's first connection, 2 for the second, and so on.
    /// Requests on one kept-alive connection share it.
    package let connectionID: Int
    /// The protocol version of the request line, e.g. `"HTTP/1.1"`.
    public let httpVersion: String
    /// When nothing matched and the server replays a recording: the closest recorded request and how this one
    /// differs from it (the same report the 404 body carries).
    package let nearMiss: NearMiss?

    /// A recorded request built by hand, e.g. to unit-test a `.handler` closure.
    package init(
        method: HTTPMethod,
        path: String,
        rawTarget: String? = nil,
        queryItems: [(name: String, value: String)] = [],
        headers: [(name: String, value: String)] = [],
        body: Data = Data(),
        matchedRoute: String? = nil,
        connectionID: Int = 0,
        httpVersion: String = "HTTP/1.1",
        nearMiss: NearMiss? = nil
    ) {
        self.method = method
        self.path = path
        self.rawTarget = rawTarget ?? path
        self.queryItems = queryItems
        self.headers = headers
        self.body = body
        self.matchedRoute = matchedRoute
        self.connectionID = connectionID
        self.httpVersion = httpVersion
        self.nearMiss = nearMiss
    }

    /// The first value of the header `name`, compared case-insensitively; `nil` when absent.
    public func header(_ name: String) -> String? {
        let wanted = name.lowercased()
        return headers.first { $0.name.lowercased() == wanted }?.value
    }

    /// Every value of the header `name` in order, compared case-insensitively.
    package func headerValues(_ name: String) -> [String] {
        let wanted = name.lowercased()
        return headers.filter { $0.name.lowercased() == wanted }.map(\.value)
    }

    /// The first value of the query item `name` (case-sensitive); `nil` when absent.
    package func queryValue(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    /// Every value of the query item `name` (case-sensitive), in order.
    package func queryValues(_ name: String) -> [String] {
        queryItems.filter { $0.name == name }.map(\.value)
    }

    /// The key a recording answers this request with: method, path and sorted query, every credential query item
    /// (`api_key`, `access_token`, …) left out. Its `description`, `GET /3/movie/popular?language=en-US&page=1`, is
    /// safe to print, e.g. in a test's log of what a client asked.
    public var recordingKey: RecordingKey { RecordingKey(self) }

    /// The body decoded as UTF-8; `nil` when it is not valid UTF-8.
    package var bodyText: String? {
        String(data: body, encoding: .utf8)
    }

    /// `METHOD /path -> route`, without query, headers or body (they may hold secrets); for a request that
    /// missed a replayed recording, the near-miss report (its query items never include a credential).
    public var description: String {
        let near = nearMiss.map { "; \($0)" } ?? ""
        return "\(method) \(path) -> \(matchedRoute ?? "no route (404)")\(near)"
    }
}

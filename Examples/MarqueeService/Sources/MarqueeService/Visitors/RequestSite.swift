import HTTPTypes
import Hummingbird

/// Where a browser says a request comes from: `Sec-Fetch-Site` (sent by every current browser) and `Origin` (sent
/// with every POST, PUT and DELETE). A write from another site, or from a page whose origin is opaque (`null`), is
/// refused before it reaches anything; a request that sends neither header (a command-line client) is not a
/// browser's and passes to the other checks.
enum RequestSite {
    /// Whether `request` says it comes from anywhere but this service's own pages.
    static func isForeign(_ request: Request) -> Bool {
        if let site = request.headers[secFetchSite]?.lowercased(), site != "same-origin" { return true }
        guard let origin = request.headers[.origin] else { return false }
        // `scheme://host[:port]`: the same host and port as the request's own (its Host header).
        guard let authority = request.head.authority, let range = origin.range(of: "://") else { return true }
        return origin[range.upperBound...].lowercased() != authority.lowercased()
    }

    // A literal, valid header name (swift-http-types has no constant for it): the initializer cannot fail here.
    static let secFetchSite = HTTPField.Name("Sec-Fetch-Site")!
}

import Foundation
import Hummingbird

/// An error answer, as `application/problem+json` (RFC 9457): `type`, `title`, `status`, `detail` (one line naming
/// what was wrong) and `instance` (the request's path). No store's reason or other internal detail is ever in it.
struct Problem: HTTPResponseError, Sendable, Hashable {
    let status: HTTPResponse.Status
    /// The kind, as the last part of `urn:watchlist-service:problem:<kind>`.
    let kind: String
    let title: String
    /// This occurrence, in one line.
    let detail: String
    /// The methods the path allows, for a 405's `Allow` header.
    var allowed: [HTTPRequest.Method] = []

    /// A 400 for a path segment that does not read.
    static func badRequest(_ detail: String) -> Problem {
        Problem(status: .badRequest, kind: "invalid-input", title: "Invalid input", detail: detail)
    }

    /// A 404 for an address nothing serves, or a UI-test session this service does not hold.
    static func notFound(_ detail: String) -> Problem {
        Problem(status: .notFound, kind: "not-found", title: "Not found", detail: detail)
    }

    /// A 405 for a method the path does not take.
    static func methodNotAllowed(_ method: HTTPRequest.Method, allowed: [HTTPRequest.Method]) -> Problem {
        Problem(
            status: .methodNotAllowed, kind: "method-not-allowed", title: "Method not allowed",
            detail: "\(method.rawValue) is not allowed here; allowed: "
                + allowed.map(\.rawValue).joined(separator: ", "),
            allowed: allowed)
    }

    /// The answer for `error`: 409 for a full list, 503 for a store that is unavailable (its reason stays in the
    /// log).
    static func store(_ error: WatchlistStoreError) -> Problem {
        switch error {
        case .full(let capacity):
            Problem(
                status: .conflict, kind: "watchlist-full", title: "Watchlist full",
                detail: "the watchlist holds \(capacity) movies, the most it may; remove one first")
        case .unavailable:
            Problem(
                status: .serviceUnavailable, kind: "store-unavailable", title: "Store unavailable",
                detail: "the watchlist store is unavailable; try again later")
        }
    }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        let document = Document(
            type: "urn:watchlist-service:problem:\(kind)", title: title, status: status.code, detail: detail,
            instance: request.uri.path)
        var headers = HTTPFields()
        if !allowed.isEmpty { headers[.allow] = allowed.map(\.rawValue).joined(separator: ", ") }
        return try .json(document, status: status, contentType: "application/problem+json", headers: headers)
    }

    private struct Document: Encodable {
        let type: String
        let title: String
        let status: Int
        let detail: String
        let instance: String
    }
}

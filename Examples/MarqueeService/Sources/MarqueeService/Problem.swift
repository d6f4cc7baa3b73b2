import Hummingbird
import MarqueeKit

/// An error answer as `application/problem+json` (RFC 9457): `type`, `title`, `status`, `detail`, `instance` (the
/// request's path, never its query), plus `parameter` for bad input. `Retry-After` is set when the wait is known.
///
/// Every message is written by the service: no upstream URL, query, credential or stack trace reaches a body.
/// The table from each use-case error to a problem is in `Problem+UseCaseErrors.swift` and the README.
struct Problem: HTTPResponseError, Sendable, Hashable {
    /// The problem types, as `urn:marquee:problem:<kind>` URIs.
    enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A path or query parameter is malformed, out of range, repeated or unknown (400).
        case invalidParameter = "invalid-parameter"
        /// The resource does not exist (404).
        case notFound = "not-found"
        /// A write from another site's page (`Sec-Fetch-Site`, `Origin`), or a form without its anti-forgery token
        /// (403).
        case forbidden
        /// The request's method is not served at this path (405).
        case methodNotAllowed = "method-not-allowed"
        /// The request body is larger than the service reads (413).
        case contentTooLarge = "content-too-large"
        /// The request body is not of the type the route reads (`application/json`) (415).
        case unsupportedMediaType = "unsupported-media-type"
        /// The upstream API refused our credential (502).
        case upstreamUnauthorized = "upstream-unauthorized"
        /// The upstream API refused the request as invalid (502).
        case upstreamRejected = "upstream-rejected"
        /// The upstream API answered with something its API does not promise (502).
        case upstreamInvalidResponse = "upstream-invalid-response"
        /// The upstream API is rate-limiting us, also after retrying (503, `Retry-After`).
        case upstreamRateLimited = "upstream-rate-limited"
        /// The upstream API cannot be reached or failed (503).
        case upstreamUnavailable = "upstream-unavailable"
        /// The Movies context has no usable TMDb credential (503, names the variables).
        case moviesNotConfigured = "movies-not-configured"
        /// The service has no `MARQUEE_SESSION_KEY` (live), so it cannot keep a visitor's ratings (503, names it).
        case ratingsNotConfigured = "ratings-not-configured"
        /// Live without `MARQUEE_WATCHLIST_URL`: no watchlist (503).
        case watchlistNotConfigured = "watchlist-not-configured"
        /// A watchlist that holds as many movies as it may (409).
        case watchlistFull = "watchlist-full"
        /// The request was cancelled before an answer arrived (503).
        case cancelled
        /// Under `-uitest`: the UI-test session a request names is not one the service holds (404), or no more
        /// sessions fit (503).
        /// Its `type` is named after the session itself (`StubWorlds.cookieName`), which is spelled in one place.
        case uiTestSession
        /// Anything else; the body says nothing more (500).
        case internalError = "internal-error"

        /// The problem's `type` URI.
        var uri: String {
            #if UITesting
                if self == .uiTestSession { return "urn:marquee:problem:" + StubWorlds.cookieName }
            #endif
            return "urn:marquee:problem:" + rawValue
        }
    }

    /// What kind of problem.
    let kind: Kind
    /// The HTTP status.
    let status: HTTPResponse.Status
    /// A short summary of the kind, the same for every occurrence.
    let title: String
    /// This occurrence, one line.
    let detail: String
    /// The parameter that is wrong, for ``Kind/invalidParameter``.
    let parameter: String?
    /// Seconds to wait before retrying, when known.
    let retryAfterSeconds: Int?

    /// A problem of `kind` answered with `status`.
    init(
        _ kind: Kind, status: HTTPResponse.Status, title: String, detail: String, parameter: String? = nil,
        retryAfterSeconds: Int? = nil
    ) {
        self.kind = kind
        self.status = status
        self.title = title
        self.detail = detail
        self.parameter = parameter
        self.retryAfterSeconds = retryAfterSeconds
    }

    /// A 400 naming `parameter`.
    static func invalidParameter(_ parameter: String, _ detail: String) -> Problem {
        Problem(
            .invalidParameter, status: .badRequest, title: "Invalid parameter", detail: detail, parameter: parameter)
    }

    /// The problem document for a request to `path`.
    func document(instance path: String) -> JSONValue {
        var object: JSONObject = [
            "type": .string(kind.uri), "title": .string(title), "status": .integer(status.code),
            "detail": .string(detail), "instance": .string(path),
        ]
        if let parameter { object.append("parameter", .string(parameter)) }
        return .object(object)
    }

    /// The answer: the document as `application/problem+json`, with `Retry-After` when known.
    func response(from request: Request, context: some RequestContext) throws -> Response {
        var headers: HTTPFields = [.contentType: "application/problem+json"]
        if let retryAfterSeconds { headers[.retryAfter] = String(retryAfterSeconds) }
        return Response(
            status: status, headers: headers,
            body: ResponseBody(
                byteBuffer: ByteBuffer(string: document(instance: request.uri.path).rendered(pretty: false))))
    }
}

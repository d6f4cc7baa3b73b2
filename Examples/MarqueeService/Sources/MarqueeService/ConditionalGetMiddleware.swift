import Hummingbird

/// `If-None-Match` on `GET` and `HEAD` (RFC 9110 §13.1.2): when a 200 answer carries an `ETag` (every JSON answer
/// does, ``Response/json(_:status:)``) that the request's `If-None-Match` names, the answer is a 304 with that
/// `ETag` and no body. Any other answer passes unchanged.
struct ConditionalGetMiddleware: RouterMiddleware {
    typealias Context = BasicRequestContext

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let response = try await next(request, context)
        guard request.method == .get || request.method == .head, response.status == .ok,
            let ifNoneMatch = request.headers[.ifNoneMatch], let tag = response.headers[.eTag],
            EntityTag.isTag(tag, matchedByIfNoneMatch: ifNoneMatch)
        else { return response }
        return Response(status: .notModified, headers: [.eTag: tag])
    }
}

import Hummingbird

/// Answers the not-found page (404) for an address nothing serves, except under `/__uitest/`, whose callers are
/// programs and get a problem document: a person who follows a stale link sees a page, not JSON.
struct PageNotFoundMiddleware: RouterMiddleware {
    let pages: PageRoutes

    func handle(
        _ request: Request, context: BasicRequestContext,
        next: (Request, BasicRequestContext) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            guard !request.uri.path.hasPrefix("/__uitest/") else {
                throw Problem.notFound("nothing is served at \(request.uri.path)")
            }
            return pages.notFound()
        }
    }
}

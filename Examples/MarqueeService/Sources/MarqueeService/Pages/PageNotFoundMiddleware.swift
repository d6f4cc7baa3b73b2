import Hummingbird

/// Answers the HTML not-found page (404) for an address nothing serves, outside the JSON API, `/health` and
/// `/__uitest/` (which keep their problem documents): a person who follows a stale link sees a page, not JSON.
struct PageNotFoundMiddleware<Context: RequestContext>: RouterMiddleware {
    let pages: PageRoutes

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound && Self.isPage(request.uri.path) {
            return pages.notFound()
        }
    }

    /// Whether `path` belongs to the pages: anything outside the machine-facing `/api`, `/__uitest` and `/health`
    /// (each the segment itself or below it; `/healthz` is a page address).
    static func isPage(_ path: String) -> Bool {
        !["/api", "/__uitest", "/health"].contains { path == $0 || path.hasPrefix($0 + "/") }
    }
}

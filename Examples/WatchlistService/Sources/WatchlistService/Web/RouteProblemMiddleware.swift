import Hummingbird

/// Answers what the router finds nothing for as a problem document: a path a route has, asked with another method, is
/// a 405 naming the methods it takes (Hummingbird's router answers 404 for it); any other path is a 404.
struct RouteProblemMiddleware: RouterMiddleware {
    func handle(
        _ request: Request, context: BasicRequestContext,
        next: (Request, BasicRequestContext) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            if let allowed = WatchlistRoutes.allowedMethods(forPath: request.uri.path),
                !allowed.contains(request.method)
            {
                throw Problem.methodNotAllowed(request.method, allowed: allowed)
            }
            throw Problem.notFound("nothing is served at \(request.uri.path)")
        }
    }
}

import Hummingbird

/// Cancels the handling of a request when its client goes away before the answer: the task is cancelled, and with
/// it the request's place in the upstream queue or its upstream call (unless another request waits on the same
/// upstream answer, which then carries on for that one). Without it, the requests of visitors who gave up would keep
/// their place in the queue and still be sent.
///
/// Hummingbird notices a closed connection only while it reads the next request, so this reads it meanwhile
/// (`consumeWithCancellationOnInboundClose`), which closes the connection after the answer (`Connection: close` says
/// so): only the routes that may wait for an upstream (`/api/v1/movies…`, `/api/v1/characters…` and the pages) go
/// through it; `/health…`, `/metrics`, the OpenAPI document and `/__uitest/` keep their connections alive. The
/// price is a new connection per such request: the service pays it live only, where a request may hold a place in
/// the upstream queue (behind a reverse proxy, which keeps its own connections to clients, it is a loopback
/// connect); on stubs the middleware is not installed.
struct AbandonedRequestMiddleware: RouterMiddleware {
    typealias Context = BasicRequestContext

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard Self.mayWaitForUpstream(path: request.uri.path) else { return try await next(request, context) }
        var response = try await request.body.consumeWithCancellationOnInboundClose { body in
            var request = request
            request.body = body
            return try await next(request, context)
        }
        // Said, so that no client sends its next request on a connection about to close.
        response.headers[.connection] = "close"
        return response
    }

    /// Whether the route may wait for an upstream answer.
    static func mayWaitForUpstream(path: String) -> Bool {
        !(path == "/health" || path.hasPrefix("/health/") || path.hasPrefix("/__uitest/")
            || path == "/api/v1/openapi.json")
    }
}

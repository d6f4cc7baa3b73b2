import Hummingbird

/// Cancels the handling of a request when its client goes away before the answer, while the upstream is saturated:
/// the task is cancelled, and with it the request's place in the upstream queue or its upstream call (unless another
/// request waits on the same upstream answer, which then carries on for that one). Without it, the requests of
/// visitors who gave up would keep their place in the queue and still be sent, and the first visitor after a burst
/// would wait behind them.
///
/// Hummingbird notices a closed connection only while it reads the next request, so a watched request has it read
/// meanwhile (`consumeWithCancellationOnInboundClose`), which closes the connection after the answer
/// (`Connection: close` says so). That is why only a request that arrives while `isSaturated` says some upstream
/// host has every slot taken — one that may have to queue — is watched: under normal load every route keeps its
/// connection alive, for browsers and for a load balancer's pool alike, and a request admitted at once holds a slot
/// nobody is waiting for (bounded by the upstream timeout). `/health…`, `/metrics`, the OpenAPI document and
/// `/__uitest/` never wait for an upstream and are never watched. Live only: on stubs there is no upstream.
struct AbandonedRequestMiddleware: RouterMiddleware {
    typealias Context = BasicRequestContext

    /// Whether a request arriving now may have to wait for an upstream slot (``UpstreamMetrics/isSaturated``).
    let isSaturated: @Sendable () -> Bool

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard isSaturated(), Self.mayWaitForUpstream(path: request.uri.path) else {
            return try await next(request, context)
        }
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

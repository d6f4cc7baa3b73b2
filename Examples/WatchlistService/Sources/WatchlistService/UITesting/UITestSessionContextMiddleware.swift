#if UITesting
    import Hummingbird
    import ServiceContextModule
    import UITestControlHummingbird

    /// Under `-uitest`: serves each request with the UI-test session it names (`request.uiTestSession`: cookie, else
    /// `UITest-Session` header, else W3C `baggage: uitest-session=<id>`) in the task's `ServiceContext`
    /// (``ServiceContext/uiTestSession``), beside whatever the context already holds (a tracing middleware's span,
    /// other baggage). The routes find their session's world there; a request naming none is served with none set.
    struct UITestSessionContextMiddleware<Context: RequestContext>: RouterMiddleware {
        func handle(
            _ request: Request, context: Context, next: (Request, Context) async throws -> Response
        ) async throws -> Response {
            var serviceContext = ServiceContext.current ?? .topLevel
            serviceContext.uiTestSession = request.uiTestSession
            return try await ServiceContext.withValue(serviceContext) { try await next(request, context) }
        }
    }
#endif

import Hummingbird

/// Binds the UI-test session a request names (``Hummingbird/Request/uiTestSession``: cookie, header or `baggage`) to
/// a task-local value of the service's while the rest of the chain serves the request, so that the service's clients
/// that carry the session (Marquee's `SessionCarryingUpstreamClient`) send it to the next service of the system under
/// test as the W3C baggage entry `uitest-session=<id>`. Under `-uitest` only:
///
/// ```swift
/// router.add(middleware: UITestSessionBindingMiddleware(binding: UITestSessionContext.$current))
/// ```
///
/// The service passes the task-local (`UITestSessionContext.$current`, which exists only in a build with Marquee's
/// `UITesting` trait) because this package builds Marquee without the trait. A request that names no session is
/// served with `nil` bound, so it carries none; the session is not checked here (the service's own routes refuse one
/// it does not hold).
public struct UITestSessionBindingMiddleware<Context: RequestContext>: RouterMiddleware {
    private let current: TaskLocal<String?>

    /// The middleware binding `current` to each request's session while it is served.
    public init(binding current: TaskLocal<String?>) {
        self.current = current
    }

    /// Serves `request` with `next`, its session bound to the task-local.
    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        try await current.withValue(request.uiTestSession) { try await next(request, context) }
    }
}

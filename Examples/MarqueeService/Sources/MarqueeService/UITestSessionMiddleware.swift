#if UITesting
    import HTTPTypes
    import Hummingbird
    import MarqueeKit
    import UITestControlHummingbird

    /// Serves a request that names a UI-test session (the `uitest-session` cookie, or the `UITest-Session` header for
    /// a client without cookies) from that session's world: its scenario, data, call logs and stub ratings
    /// (``ServiceDependencies/requestDependencies``). A request that names none is served by the launch world, as
    /// before sessions existed; one that names a session the service does not hold (never started, ended, or dropped
    /// after being idle) is a 404 problem, never another session's world. `/__uitest/` is left to the control
    /// (`UITestControlHummingbird`'s `addUITestControl`), which reads the session itself.
    struct UITestSessionMiddleware: RouterMiddleware {
        typealias Context = BasicRequestContext

        func handle(
            _ request: Request, context: Context, next: (Request, Context) async throws -> Response
        ) async throws -> Response {
            guard !request.uri.path.hasPrefix("/__uitest/"), let id = request.uiTestSession else {
                return try await next(request, context)
            }
            let dependencies: AppDependencies
            do {
                dependencies = try session.dependencies(forSession: id)
            } catch {
                throw Problem(error)
            }
            // The session is bound for the service's own ports too: the watchlist's stub, or its live client,
            // which carries it to watchlist-service (WatchlistWiring).
            return try await ServiceDependencies.$requestDependencies.withValue(dependencies) {
                try await UITestSessionContext.$current.withValue(id) { try await next(request, context) }
            }
        }

        /// The service's stubs: the launch world, and the sessions' worlds beside it.
        let session: UITestSession
    }

    extension StubWorlds {
        /// The world of the session `request` names (the launch world's without one), or the problem of a session the
        /// service does not hold: how the control routes that act on one session find it.
        func world(of request: Request) throws -> StubWorld {
            do {
                return try world(forSession: request.uiTestSession)
            } catch {
                throw Problem(error)
            }
        }
    }

    extension Problem {
        /// The problem for a UI-test session the service cannot serve: 404 for one it does not hold, 503 when no more
        /// fit.
        init(_ error: UITestSessionError) {
            self.init(
                .uiTestSession, status: .init(code: error.status), title: "UI-test session", detail: error.description)
        }
    }
#endif

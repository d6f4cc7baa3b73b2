#if UITesting
    import Hummingbird
    import HummingbirdTesting
    import ServiceContextModule
    import Testing

    @testable import WatchlistService

    @Suite("Under -uitest: the session a request names, in the task's ServiceContext")
    struct UITestSessionContextTests {
        @Test(
            "The session a request names, by baggage only, cookie or header, is in ServiceContext.current, beside what the context held",
            arguments: [
                baggage("other=1,uitest-session=s1"),
                [.cookie: "uitest-session=s1"],
                session("s1"),
            ])
        func sessionInContext(headers: HTTPFields) async throws {
            try await withProbe { client in
                // Given a context that already holds another service's value (and a stale session)
                // When a request naming the session s1 reaches a route behind the middleware
                let answer = try await send(.get, "/probe", headers: headers, on: client)

                // Then the route finds s1 in ServiceContext.current, and the other value is kept
                #expect(answer.status == 200)
                #expect(answer.body == "session=s1 other=kept")
            }
        }

        @Test("A request naming no session leaves none in ServiceContext, even when the context held one")
        func noSession() async throws {
            try await withProbe { client in
                // Given a context that already holds another service's value and a stale session
                // When a request naming no session (a baggage without the entry) reaches the route
                let answer = try await send(.get, "/probe", headers: baggage("other=1"), on: client)

                // Then the route finds no session, and the other value is kept
                #expect(answer.body == "session=none other=kept")
            }
        }

        @Test("The routes find the session's world in ServiceContext: s1's list by baggage, a 404 for one not held")
        func routesReadTheContext() async throws {
            try await withService(["-uitest"]) { client in
                // Given a session s1 whose list holds 550
                _ = try await send(.put, "/__uitest/sessions/s1", on: client)
                _ = try await send(.put, "/watchlists/v/movies/550", headers: baggage("uitest-session=s1"), on: client)

                // When the list is read in s1, in a session not held, and in none
                let inSession = try await send(.get, "/watchlists/v", headers: baggage("uitest-session=s1"), on: client)
                let unknown = try await send(.get, "/watchlists/v", headers: baggage("uitest-session=gone"), on: client)
                let launch = try await send(.get, "/watchlists/v", on: client)

                // Then s1's list, a 404 problem, and the launch world's empty list
                #expect(try inSession.watchlist().movies == [550])
                #expect(unknown.status == 404)
                #expect(unknown.contentType == "application/problem+json")
                #expect(try launch.watchlist().movies == [])
            }
        }

        /// A router with, outermost, a middleware that puts another value and a stale session into the task's
        /// context, then ``UITestSessionContextMiddleware``, and `GET /probe` answering
        /// `session=<ServiceContext.current?.uiTestSession ?? "none"> other=<the other value ?? "lost">`.
        private func withProbe(_ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
            let router = Router()
            router.add(middleware: OuterContextMiddleware())
            router.add(middleware: UITestSessionContextMiddleware())
            router.get("probe") { _, _ in
                let context = ServiceContext.current
                return "session=\(context?.uiTestSession ?? "none") other=\(context?[OtherKey.self] ?? "lost")"
            }
            try await Application(router: router).test(.router) { client in try await body(client) }
        }
    }

    /// A value another part of the service put into the context (a tracer's, say).
    private enum OtherKey: ServiceContextKey {
        typealias Value = String
    }

    /// Serves each request in a context that holds `OtherKey` = `kept` and the stale session `stale`.
    private struct OuterContextMiddleware: RouterMiddleware {
        func handle(
            _ request: Request, context: BasicRequestContext,
            next: (Request, BasicRequestContext) async throws -> Response
        ) async throws -> Response {
            var serviceContext = ServiceContext.topLevel
            serviceContext[OtherKey.self] = "kept"
            serviceContext.uiTestSession = "stale"
            return try await ServiceContext.withValue(serviceContext) { try await next(request, context) }
        }
    }
#endif

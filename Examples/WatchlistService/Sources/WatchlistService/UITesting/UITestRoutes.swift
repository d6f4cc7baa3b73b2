#if UITesting
    import Hummingbird
    import ServiceContextModule
    import UITestControlHummingbird
    import UITestScenario

    /// Under `-uitest`: the routes on the stub store of the UI-test session each request names (by cookie,
    /// `UITest-Session` header or W3C `baggage: uitest-session=<id>`; the launch world when it names none, a 404
    /// problem when it names one this service does not hold), and the `/__uitest/` control routes.
    enum UITestRoutes {
        /// The store of the world that the session of the request being served has in `worlds`: the session is read
        /// from the task's `ServiceContext` (``ServiceContext/uiTestSession``), where
        /// ``UITestSessionContextMiddleware`` put the one the request names.
        static func store(in worlds: StubWorlds) throws(Problem) -> any WatchlistStore {
            do {
                return try worlds.world(forSession: ServiceContext.current?.uiTestSession)
                    .stubs(StubWatchlistStore.self)
            } catch {
                throw .notFound(error.description)
            }
        }

        /// Session worlds for `scenario` (already checked by the launch), the control routes on `router`, and the
        /// middleware that puts each request's session into the task's `ServiceContext` for the routes.
        static func worlds(simulating scenario: Scenario, on router: Router<BasicRequestContext>) -> StubWorlds {
            let worlds: StubWorlds
            do {
                worlds = try StubWorlds(scenario: scenario, stubbing: [StubWatchlistStore.self])
            } catch {
                preconditionFailure("LaunchOptions checked the scenario: \(error)")
            }
            router.add(middleware: UITestSessionContextMiddleware())
            router.addUITestControl(UITestControl(worlds: worlds))
            return worlds
        }
    }
#endif

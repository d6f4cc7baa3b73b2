#if UITesting
    import ServiceContextModule

    /// The UI-test session a request names, as a swift-service-context value: under `-uitest`,
    /// ``UITestSessionContextMiddleware`` puts it into the task's `ServiceContext` while the request is served, so the
    /// routes, and anything they call (a log handler, an instrument), find it beside the service's other baggage.
    /// Named `uitest-session`, the W3C `baggage` entry's key, for an instrument that carries named values on.
    enum UITestSessionKey: ServiceContextKey {
        typealias Value = String
        static var nameOverride: String? { "uitest-session" }
    }

    extension ServiceContext {
        /// The UI-test session of the request being served (``UITestSessionKey``), `nil` when it names none (the
        /// launch world serves it).
        var uiTestSession: String? {
            get { self[UITestSessionKey.self] }
            set { self[UITestSessionKey.self] = newValue }
        }
    }
#endif

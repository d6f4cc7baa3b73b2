#if UITesting
    /// The UI-test session whose request the current task is serving, for the transport to carry to the next service
    /// of the system under test (``SessionCarryingUpstreamClient``). A service under `-uitest` binds it where it
    /// serves a request from the world of the session the request names, for as long as it serves it:
    ///
    /// ```swift
    /// try await UITestSessionContext.$current.withValue(id) { try await next(request, context) }
    /// ```
    ///
    /// A task-local value: each request's tasks see their own session, and a child task inherits it. It exists only
    /// in builds with Marquee's `UITesting` trait; a production build has no session to carry, and nothing to set.
    public enum UITestSessionContext {
        /// The id of the session being served (`StubWorlds`' id, as the cookie and the header name it); `nil` when
        /// the task serves no session, and then nothing is carried.
        @TaskLocal public static var current: String?
    }
#endif

#if UITesting
    /// The calls one stub port received, as reported by `UITestSession.recordedCalls`: each call is the Swift
    /// description of the stub's typed call value, arguments included, e.g. `popularMovies(page: 2)` or
    /// `character(id: 1)`, in the order the calls arrived.
    public struct StubCallLog: Sendable, Hashable {
        /// The bounded context, e.g. `movies`.
        public let context: String
        /// The port, e.g. `MovieRepository`.
        public let port: String
        /// The calls, oldest first.
        public let calls: [String]

        /// A log of `calls` to `port` of `context`.
        public init(context: String, port: String, calls: [String]) {
            self.context = context
            self.port = port
            self.calls = calls
        }
    }
#endif

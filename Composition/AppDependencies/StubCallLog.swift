#if UITesting
    /// The calls one stub port received, as reported by `UITestSession.recordedCalls`: each call is the Swift
    /// description of the stub's typed call value, arguments included, e.g. `popularMovies(page: 2)` or
    /// `character(id: 1)`, in the order the calls arrived. A stub keeps only its most recent calls
    /// (`CallLog.defaultCapacity`); `dropped` counts the older ones.
    public struct StubCallLog: Sendable, Hashable {
        /// The bounded context, e.g. `movies`.
        public let context: String
        /// The port, e.g. `MovieRepository`.
        public let port: String
        /// The most recent calls, oldest first.
        public let calls: [String]
        /// How many calls arrived before `calls` and were dropped to keep the stub's log bounded.
        public let dropped: Int

        /// A log of `calls` to `port` of `context`, after `dropped` older calls no longer held.
        public init(context: String, port: String, calls: [String], dropped: Int = 0) {
            self.context = context
            self.port = port
            self.calls = calls
            self.dropped = dropped
        }
    }
#endif

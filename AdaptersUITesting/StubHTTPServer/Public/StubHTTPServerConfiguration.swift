/// Tuning for ``StubHTTPServer``; the defaults suit tests.
public struct StubHTTPServerConfiguration: Sendable, Hashable {
    /// Threads that run `.handler` closures and read fixtures (at least 1). The server also has one I/O thread;
    /// the total does not grow with the number of connections.
    package var workerThreads: Int
    /// Keep only the most recent this many requests in ``StubHTTPServer/requests``; `nil` keeps all of them.
    /// Long-running servers (benchmarks, manual sessions) set it to bound memory.
    package var requestLogLimit: Int?

    /// A configuration; the defaults suit tests.
    public init(workerThreads: Int = 2, requestLogLimit: Int? = nil) {
        self.workerThreads = workerThreads
        self.requestLogLimit = requestLogLimit
    }
}

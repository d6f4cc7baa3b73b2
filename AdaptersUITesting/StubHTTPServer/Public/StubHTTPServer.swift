import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A loopback HTTP/1.1 server for tests: routes answer with canned responses or faults, and every request is
/// recorded. Point production HTTP adapters at ``baseURL`` (for instance through `API_BASE_URL`) to exercise
/// them against deterministic data without the internet.
///
/// ```swift
/// let server = try StubHTTPServer.start()
/// defer { server.stop() }
/// server.register(.get, "/3/movie/550", .fixture(movieFixtureURL))
/// server.registerPrefix(.get, "/3/movie/", .status(404))
/// // ... run the code under test against server.baseURL ...
/// let request = try await server.waitForRequest(timeout: .seconds(5)) { $0.path == "/3/movie/550" }
/// ```
///
/// **Routing.** An exact method+path route beats the longest matching path prefix, which beats the catch-all,
/// whatever the registration order. At each level a route for the request's method beats one for any method
/// (`nil`). A `HEAD` request without a `HEAD` route at a level is answered by that level's `GET` route, then its
/// any-method route: the same status and headers, without the body (it counts as a request to that route, so it
/// advances a `.sequence`). Registering the same route again replaces it, also while the server runs, and
/// restarts its `.sequence`. Paths are matched percent-decoded and without the query. A replayed recording
/// (`replay(_:)`) answers after the exact and prefix routes and before the catch-all; forwarding to an upstream
/// (`forwardUnmatched(to:timeout:clock:recorder:)`) comes last. Unmatched requests get a 404 with a small JSON body,
/// which names the closest recorded request when a recording is replayed.
///
/// **Parsing.** Lines of the request head and of a chunked body may end with CRLF or with a bare LF (RFC 9112
/// section 2.2 lets a recipient accept it); a CR not followed by LF is malformed. A request the server cannot
/// accept gets an error status (400 when malformed, 431 for a head over 64 KiB, 413 for a body over 64 MiB) with a
/// small JSON body, and its connection is closed.
///
/// **Threads.** One I/O thread serves every connection with `poll`, plus a fixed pool of worker threads for
/// `.handler` closures and fixtures (see ``StubHTTPServerConfiguration``): the count does not grow with the number
/// of connections. Their names start with `stub <port> `. Many servers can run in one process.
///
/// **Stopping.** ``stop()`` waits for the server's threads, including a `.handler` that is running, so it blocks
/// its caller for a moment; from async code prefer ``shutdown()``, which waits without holding a thread of the
/// cooperative pool. Should the I/O thread ever fail (`poll` reporting an error other than `EINTR`), the server
/// closes its listener and connections and ends every wait with ``StubHTTPServerError/stopped``, as if stopped;
/// ``stop()`` still releases the rest.
public final class StubHTTPServer: Sendable {
    let core: ServerCore

    private init(core: ServerCore) {
        self.core = core
    }

    deinit {
        core.stop()
    }

    /// Starts a server on 127.0.0.1:`port` (`0`, the default, picks a free ephemeral port: see ``port``), with the
    /// given tuning.
    public static func start(
        port: UInt16 = 0,
        configuration: StubHTTPServerConfiguration = StubHTTPServerConfiguration()
    ) throws(StubHTTPServerError) -> StubHTTPServer {
        try start(port: port, configuration: configuration, poll: POSIX.poll)
    }

    /// Starts a server whose event loop waits with `poll` (tests inject failures through it).
    static func start(
        port: UInt16,
        configuration: StubHTTPServerConfiguration,
        poll: @escaping POSIX.PollFunction
    ) throws(StubHTTPServerError) -> StubHTTPServer {
        let inbox = try LoopInbox()
        let listener: (descriptor: Int32, port: UInt16)
        do {
            listener = try POSIX.makeListener(port: port)
        } catch {
            inbox.close()
            throw error
        }
        let core = ServerCore(
            listener: listener.descriptor,
            port: listener.port,
            inbox: inbox,
            configuration: configuration,
            poll: poll
        )
        guard core.startThreads() else {
            core.stop()
            throw .threadStartFailed
        }
        return StubHTTPServer(core: core)
    }

    /// `http://127.0.0.1:<port>`, without a trailing slash. (Not `localhost` or `[::1]`: Linux URLSession
    /// rejects IPv6 literal hosts, and `localhost` may resolve to IPv6 first.)
    public var baseURL: URL { core.baseURL }

    /// The port the server listens on.
    public var port: UInt16 { core.port }

    /// ``baseURL`` followed by `pathAndQuery` as given, e.g. `server.url("/3/search/movie?query=fight%20club")`.
    /// Characters a URL cannot hold (such as spaces) are percent-encoded; `%` escapes already present are kept.
    package func url(_ pathAndQuery: String) -> URL {
        let base = baseURL.absoluteString
        if let url = URL(string: base + pathAndQuery) { return url }
        var allowed = CharacterSet.urlQueryAllowed
        allowed.insert("%")
        let encoded = pathAndQuery.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
        return URL(string: base + encoded) ?? baseURL
    }

    /// Closes the listener and every connection, waits for the server's threads to finish and frees the port.
    /// Calling it again does nothing; waits in progress end with ``StubHTTPServerError/stopped``. The routes are
    /// forgotten, which releases what their handlers captured. Dropping the last reference to the server stops it
    /// too, but a `.handler` that captures the server keeps it referenced: call `stop()` (or ``shutdown()``).
    ///
    /// It blocks until the threads are gone, which includes waiting for a `.handler` that is running: a handler
    /// that never returns makes `stop()` hang.
    public func stop() {
        core.stop()
    }

    /// ``stop()`` for async code: the same, but the waiting for the server's threads happens on a thread of its
    /// own while the calling task is suspended, so it never holds one of the few threads of the cooperative pool
    /// (which parallel tests share). When it returns, the server is stopped and the port is free.
    public func shutdown() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let stopper = Thread { [core] in
                core.stop()
                continuation.resume()
            }
            stopper.start()
        }
    }

    /// The descriptors the server holds open now: its listening socket, both ends of its wake-up pipe and one
    /// socket per open connection; empty once stopped. For leak checks: record them while the server runs, stop
    /// it, and check that each one is closed.
    var ownedDescriptors: [Int32] { core.ownedDescriptors }

    // MARK: - Routes

    /// Answers `method` (`nil`: any method) on exactly `path` (percent-decoded, without query) with `response`.
    public func register(_ method: HTTPMethod?, _ path: String, _ response: StubResponse) {
        core.routes.withLock { $0.register(RouteKey(kind: .exact, method: method, path: path), response) }
    }

    /// Answers `method` (`nil`: any method) on every path that starts with `prefix` with `response`; the longest
    /// matching prefix wins.
    package func registerPrefix(_ method: HTTPMethod?, _ prefix: String, _ response: StubResponse) {
        core.routes.withLock { $0.register(RouteKey(kind: .prefix, method: method, path: prefix), response) }
    }

    /// Answers every request that no other route matches with `response`.
    public func registerCatchAll(_ response: StubResponse) {
        core.routes.withLock { $0.register(.catchAll, response) }
    }

    /// Removes every route: requests get 404 until new routes are registered.
    package func removeAllRoutes() {
        core.routes.withLock { $0.removeAll() }
    }

    // MARK: - Request log

    /// The requests received so far, in arrival order. A request is recorded before it is answered.
    public var requests: [ReceivedRequest] { core.requests }

    /// Forgets the recorded requests (routes and their sequences are kept).
    package func clearRequests() {
        core.clearRequests()
    }

    /// The first recorded request that satisfies `predicate`, or the next one to arrive, within `timeout` measured
    /// on `clock`: a test injects its own, so that the timeout comes when the test says (at once, or never), not
    /// when a real timer happens to fire.
    ///
    /// It is woken by the arrival itself, not by polling. `predicate` runs on the server's I/O thread: keep it
    /// quick and do not stop the server from it.
    /// - Throws: ``StubHTTPServerError/timedOut``, ``StubHTTPServerError/stopped`` or
    ///   ``StubHTTPServerError/cancelled``.
    public func waitForRequest(
        timeout: Duration,
        clock: any Clock<Duration> = ContinuousClock(),
        where predicate: @escaping @Sendable (ReceivedRequest) -> Bool
    ) async throws(StubHTTPServerError) -> ReceivedRequest {
        try await core.waitForRequest(timeout: timeout, clock: clock, where: predicate).get()
    }

    // MARK: - Connections

    /// How many connections are open now.
    package var openConnectionCount: Int { core.openConnectionCount }

    /// The kernel ids of the server's threads (Linux's `/proc/self/task/<id>`), so a test looks each one up rather
    /// than listing every thread of a busy process.
    package var threadIDs: [String] { core.threadIDs }

    /// How many connections the server has accepted since it started.
    public var acceptedConnectionCount: Int { core.acceptedConnectionCount }

    /// Returns once at most `limit` connections are open (e.g. 0: every client has gone and the server closed its
    /// sockets), woken by the closing itself.
    /// - Throws: ``StubHTTPServerError/timedOut`` or ``StubHTTPServerError/cancelled``.
    package func waitUntilOpenConnections(atMost limit: Int = 0, timeout: Duration) async throws(StubHTTPServerError) {
        try await core.waitUntilOpenConnections(atMost: limit, timeout: timeout).get()
    }
}

/// Why the stub server could not start, or why waiting on it ended without a result.
public enum StubHTTPServerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A socket or pipe could not be created (`errno` says why, e.g. too many open files).
    case socketFailed(errno: Int32)
    /// 127.0.0.1:`port` could not be bound, e.g. because the port is in use.
    case bindFailed(port: UInt16, errno: Int32)
    /// The bound socket could not listen.
    case listenFailed(errno: Int32)
    /// The system refused to start the server's threads.
    case threadStartFailed
    /// What was awaited (a matching request, connections closing) did not happen within the timeout.
    case timedOut
    /// The server was stopped while (or before) waiting for a request, and none that matched had arrived.
    case stopped
    /// The waiting task was cancelled.
    case cancelled

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .socketFailed(let code):
            "StubHTTPServer could not create a socket: \(Self.message(for: code))"
        case .bindFailed(let port, let code):
            "StubHTTPServer could not bind 127.0.0.1:\(port): \(Self.message(for: code))"
        case .listenFailed(let code):
            "StubHTTPServer could not listen: \(Self.message(for: code))"
        case .threadStartFailed:
            "StubHTTPServer could not start its threads"
        case .timedOut:
            "StubHTTPServer: what was awaited did not happen before the timeout"
        case .stopped:
            "StubHTTPServer was stopped before anything matching arrived"
        case .cancelled:
            "StubHTTPServer: waiting was cancelled"
        }
    }

    private static func message(for code: Int32) -> String {
        "\(String(cString: strerror(code))) (errno \(code))"
    }
}

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

extension StubHTTPServer {
    /// Serves `recording`: a request that no exact or prefix route matches gets the recorded answer to its
    /// ``RecordingKey`` (method, path and query items in any order, credentials ignored), before the catch-all.
    /// A request that matches nothing at all gets a 404 whose JSON body names the closest recorded request and how
    /// the two differ (`closestRecording`, `differences`), and the request log says the same
    /// (``ReceivedRequest/nearMiss``). Replaying again replaces the recording; `nil` stops replaying.
    package func replay(_ recording: StubRecording?) {
        core.fallbacks.withLock { $0.replay = recording }
    }

    /// Forwards every request that nothing else answers (no route, no recorded answer, no catch-all) to
    /// `upstream` — its scheme, host, port and path prefix, followed by the request's own path and query — and
    /// answers with the upstream's status, headers and body. A `recorder` writes each exchange as a recording
    /// file. When the upstream cannot be reached, times out (after `timeout`) or sends something that is not
    /// HTTP, the answer is a 502 (504 for the timeout) with a JSON body saying so, and the recorder notes the
    /// failure and writes nothing. `timeout` is measured on `clock` (a test injects its own, so that the timeout
    /// comes when the test says, never in a race with its client's timeout). `nil` stops forwarding.
    package func forwardUnmatched(
        to upstream: URL?, timeout: Duration = .seconds(30), clock: any Clock<Duration>,
        recorder: StubRecorder? = nil
    ) {
        let forwarder = upstream.map {
            UpstreamForwarder(upstream: $0, timeout: timeout, clock: clock, recorder: recorder)
        }
        core.fallbacks.withLock { $0.forwarder = forwarder }
    }

    /// ``forwardUnmatched(to:timeout:clock:recorder:)`` with the timeout on the continuous clock.
    package func forwardUnmatched(
        to upstream: URL?, timeout: Duration = .seconds(30), recorder: StubRecorder? = nil
    ) {
        forwardUnmatched(to: upstream, timeout: timeout, clock: ContinuousClock(), recorder: recorder)
    }
}

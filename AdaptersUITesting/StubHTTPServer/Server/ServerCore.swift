import Foundation
import Synchronization

/// The state shared by the public server object, the event loop thread and the worker threads. Every mutable
/// part is inside a `Mutex`, so it is `Sendable` without `@unchecked`.
final class ServerCore: Sendable {
    let port: UInt16
    let baseURL: URL
    let resolver: ResponseResolver
    let routes = Mutex(RouteTable())
    /// What answers when no exact or prefix route does: a replayed recording, then the catch-all, then forwarding.
    let fallbacks = Mutex(ServerFallbacks())
    let inbox: LoopInbox
    let pool: WorkerPool
    /// How the event loop waits: `POSIX.poll`, or a replacement that injects errors in tests.
    let poll: POSIX.PollFunction
    private let log: Mutex<RequestLogState>
    private let connections = Mutex(ConnectionCountsState())
    private let listener: Int32
    /// The listener and both ends of the wake-up pipe, each until it is closed.
    private let ownDescriptors: Mutex<Set<Int32>>
    private let isStopped = Mutex(false)
    private let loopThread = Mutex<OSThread?>(nil)

    init(
        listener: Int32,
        port: UInt16,
        inbox: LoopInbox,
        configuration: StubHTTPServerConfiguration,
        poll: @escaping POSIX.PollFunction
    ) {
        self.listener = listener
        self.port = port
        self.inbox = inbox
        self.poll = poll
        ownDescriptors = Mutex([listener, inbox.wakeDescriptor, inbox.signalDescriptor])
        // `URL(string:)` cannot fail for this text.
        baseURL = URL(string: "http://127.0.0.1:\(port)")!
        resolver = ResponseResolver(baseURLText: "http://127.0.0.1:\(port)")
        pool = WorkerPool(size: configuration.workerThreads)
        log = Mutex(RequestLogState(limit: configuration.requestLogLimit))
    }

    /// Starts the worker threads and the event loop thread; `false` if the system refused a thread (the caller
    /// then stops the server to release what was started).
    func startThreads() -> Bool {
        // Linux keeps 15 characters of a thread name: "stub 65535 io", "stub 65535 w1".
        let name = "stub \(port)"
        let workersStarted = pool.start(name: name) { [self] job in
            let step = resolver.resolve(job.response, for: job.exchange, mayBlock: true)
            inbox.post(WorkerResult(connectionID: job.exchange.connectionID, step: step))
        }
        guard workersStarted else { return false }
        let thread = OSThread.spawn(name: "\(name) io") { [self, listener] in
            EventLoop(core: self, listener: listener).run()
        }
        guard let thread else { return false }
        loopThread.withLock { $0 = thread }
        return true
    }

    /// The kernel ids of the event loop's thread and the workers' (``OSThread/kernelID``), while they run.
    var threadIDs: [String] {
        let loop = loopThread.withLock { $0?.kernelID }
        return (loop.map { [$0] } ?? []) + pool.threadIDs
    }

    /// Stops the loop (which closes the listener and every connection), joins the threads, closes the pipe,
    /// forgets the routes (releasing what handlers captured, such as the server itself) and ends every wait. Only
    /// the first call does anything.
    func stop() {
        let alreadyStopped = isStopped.withLock { stopped in
            defer { stopped = true }
            return stopped
        }
        guard !alreadyStopped else { return }
        inbox.requestStop()
        if let loop = loopThread.withLock({ $0.take() }) {
            loop.join()
        }
        // Already closed by the loop, unless it never started.
        closeListener()
        pool.shutdown()
        inbox.close()
        ownDescriptors.withLock { $0.removeAll() }
        // Swapped out under the lock but released after it: releasing a handler may release the server itself,
        // whose deinit calls `stop` again.
        _ = routes.withLock { table in
            defer { table = RouteTable() }
            return table
        }
        _ = fallbacks.withLock { fallbacks in
            defer { fallbacks = ServerFallbacks() }
            return fallbacks
        }
        endWaits()
    }

    /// The event loop met an error it cannot recover from and has closed the listener and every connection: end
    /// the waits as `stop` does (`stop` still joins the threads and closes the pipe).
    func eventLoopFailed() {
        endWaits()
    }

    /// Closes the listening socket; later calls do nothing.
    func closeListener() {
        let wasOpen = ownDescriptors.withLock { $0.remove(listener) != nil }
        if wasOpen { POSIX.closeDescriptor(listener) }
    }

    /// The descriptors the server holds open now: the listener, both ends of the wake-up pipe and one socket per
    /// open connection. Empty once `stop` has returned.
    var ownedDescriptors: [Int32] {
        let own = ownDescriptors.withLock { $0 }
        let sockets = connections.withLock { $0.descriptors }
        return own.union(sockets).sorted()
    }

    /// Ends every wait: a request wait with `.stopped`, a connection wait with success (nothing is open any
    /// more). Later waits end at once.
    private func endWaits() {
        let requestWaiters = log.withLock { state in
            state.isStopped = true
            defer { state.waiters.removeAll() }
            return Array(state.waiters.values)
        }
        for waiter in requestWaiters { waiter.continuation.resume(returning: .failure(.stopped)) }
        let connectionWaiters = connections.withLock { state in
            state.isStopped = true
            state.open = 0
            state.descriptors.removeAll()
            defer { state.waiters.removeAll() }
            return Array(state.waiters.values)
        }
        for waiter in connectionWaiters { waiter.continuation.resume(returning: .success(())) }
    }

    // MARK: - Routing

    /// Routes a request: an exact or prefix route; else the recorded answer to it; else the catch-all; else the
    /// upstream it is forwarded to; else `nil`, with the near-miss report when a recording is replayed.
    func route(
        method: HTTPMethod, path: String, queryItems: [(name: String, value: String)], body: Data = Data()
    ) -> ServerRouting {
        if let match = routes.withLock({ $0.match(method: method, path: path, includingCatchAll: false) }) {
            return ServerRouting(match: match, nearMiss: nil)
        }
        let (replay, forwarder) = fallbacks.withLock { ($0.replay, $0.forwarder) }
        var nearMiss: NearMiss?
        if let replay {
            let key = RecordingKey(
                method: method == .head ? .get : method, path: path,
                queryItems: queryItems.map { RecordingQueryItem(name: $0.name, value: $0.value) }, body: body,
                redaction: replay.redaction)
            if let exchange = replay.exchange(for: key) {
                let headers = Dictionary(exchange.headers.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
                let response = StubResponse.status(exchange.status, body: exchange.body, headers: headers)
                return ServerRouting(
                    match: RouteMatch(routeName: "recording \(key)", response: response, hitIndex: 0), nearMiss: nil)
            }
            nearMiss = replay.nearMiss(for: key)
        }
        if let match = routes.withLock({ $0.match(method: method, path: path) }) {
            return ServerRouting(match: match, nearMiss: nil)
        }
        if let forwarder {
            let response = StubResponse.handler { forwarder.forward($0) }
            return ServerRouting(
                match: RouteMatch(routeName: "forward \(forwarder.upstream)", response: response, hitIndex: 0),
                nearMiss: nil)
        }
        return ServerRouting(match: nil, nearMiss: nearMiss)
    }

    // MARK: - Request log

    var requests: [ReceivedRequest] {
        log.withLock { $0.requests }
    }

    func clearRequests() {
        log.withLock { $0.removeAll() }
    }

    /// Appends a request and wakes the waiters it satisfies. Predicates run outside the lock, so they may use
    /// the server.
    func record(_ request: ReceivedRequest) {
        let waiters = log.withLock { state in
            state.append(request)
            return state.waiters.isEmpty ? [] : state.waiters.map { (id: $0.key, predicate: $0.value.predicate) }
        }
        for waiter in waiters where waiter.predicate(request) {
            finishRequestWait(waiter.id, with: .success(request))
        }
    }

    func waitForRequest(
        timeout: Duration,
        clock: any Clock<Duration>,
        where predicate: @escaping @Sendable (ReceivedRequest) -> Bool
    ) async -> Result<ReceivedRequest, StubHTTPServerError> {
        let id = log.withLock { state in
            state.nextWaiterID += 1
            return state.nextWaiterID
        }
        return await Waiting.wait(timeout: timeout, clock: clock, id: id) { continuation in
            // Registering and taking the snapshot under one lock: every request is either in the snapshot or
            // recorded later and then checked against this waiter.
            let (snapshot, registered) = log.withLock { state in
                guard !state.isStopped else { return (state.requests, false) }
                state.waiters[id] = RequestWaiter(predicate: predicate, continuation: continuation)
                return (state.requests, true)
            }
            let match = snapshot.first(where: predicate)
            if registered {
                if let match { finishRequestWait(id, with: .success(match)) }
            } else {
                continuation.resume(returning: match.map { .success($0) } ?? .failure(.stopped))
            }
        } abandon: { [self] id, error in
            finishRequestWait(id, with: .failure(error))
        }
    }

    private func finishRequestWait(_ id: Int, with result: Result<ReceivedRequest, StubHTTPServerError>) {
        let waiter = log.withLock { $0.waiters.removeValue(forKey: id) }
        waiter?.continuation.resume(returning: result)
    }

    // MARK: - Connections

    var openConnectionCount: Int {
        connections.withLock { $0.open }
    }

    var acceptedConnectionCount: Int {
        connections.withLock { $0.accepted }
    }

    /// Counts a new connection on `descriptor` and returns its id (1, 2, ...).
    func connectionOpened(descriptor: Int32) -> Int {
        connections.withLock { state in
            state.open += 1
            state.accepted += 1
            state.descriptors.insert(descriptor)
            return state.accepted
        }
    }

    /// Called right after the connection's socket was closed.
    func connectionClosed(descriptor: Int32) {
        let satisfied = connections.withLock { state in
            state.open -= 1
            state.descriptors.remove(descriptor)
            return state.waiters.isEmpty ? [] : state.takeSatisfiedWaiters()
        }
        for waiter in satisfied { waiter.continuation.resume(returning: .success(())) }
    }

    func waitUntilOpenConnections(atMost limit: Int, timeout: Duration) async -> Result<Void, StubHTTPServerError> {
        let id = connections.withLock { state in
            state.nextWaiterID += 1
            return state.nextWaiterID
        }
        return await Waiting.wait(timeout: timeout, clock: ContinuousClock(), id: id) { continuation in
            let satisfied = connections.withLock { state in
                guard !state.isStopped, state.open > limit else { return true }
                state.waiters[id] = ConnectionWaiter(atMost: limit, continuation: continuation)
                return false
            }
            if satisfied { continuation.resume(returning: .success(())) }
        } abandon: { [self] id, error in
            let waiter = connections.withLock { $0.waiters.removeValue(forKey: id) }
            waiter?.continuation.resume(returning: .failure(error))
        }
    }
}

/// What answers a request that no exact or prefix route matches, besides the catch-all.
struct ServerFallbacks: Sendable {
    /// The recording being replayed (``StubHTTPServer/replay(_:)``).
    var replay: StubRecording?
    /// Where unmatched requests go (``StubHTTPServer/forwardUnmatched(to:timeout:clock:recorder:)``).
    var forwarder: UpstreamForwarder?
}

/// The outcome of routing one request, with the near-miss report when nothing matched a replayed recording.
struct ServerRouting: Sendable {
    let match: RouteMatch?
    let nearMiss: NearMiss?
}

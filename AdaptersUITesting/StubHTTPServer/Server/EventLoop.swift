import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The server's I/O thread: one `poll` loop that accepts, reads, parses, routes and writes for every
/// connection, with non-blocking sockets. Handlers and fixtures go to the worker pool; delays are timers here, so
/// nothing a stub does can stall other connections. All state is confined to the loop's thread.
final class EventLoop {
    /// How long a connection being closed keeps draining input so the peer reads the last response.
    private static let lingerTime = Duration.seconds(2)
    /// Input buffered while a response is pending (pipelining) before the loop stops reading.
    private static let maximumBufferedInput = 1 << 20
    private static let acceptBackoff = Duration.milliseconds(100)
    /// The longest single `poll` (a minute): a later deadline is reached in several.
    private static let longestPollMilliseconds: Int32 = 60_000
    private static let continueResponse = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)

    private let core: ServerCore
    private let listener: Int32
    private let clock = ContinuousClock()
    private var connections: [Int: Connection] = [:]
    private var delays: [PendingDelay] = []
    private var acceptPausedUntil: ContinuousClock.Instant?
    private var readBuffer = [UInt8](repeating: 0, count: 64 * 1024)

    init(core: ServerCore, listener: Int32) {
        self.core = core
        self.listener = listener
    }

    /// Runs until the server is stopped, then closes the listener and every connection. Also ends, the same way,
    /// when `poll` fails with anything but `EINTR` (`EINVAL`, `ENOMEM`, `EFAULT`: none can happen with this
    /// loop's descriptors, and each would fail again at once, so retrying would only spin): the server then stops
    /// serving and ends every wait, and `stop` releases the rest.
    func run() {
        var pollSet: [pollfd] = []
        var owners: [Int] = []
        while true {
            pollSet.removeAll(keepingCapacity: true)
            owners.removeAll(keepingCapacity: true)
            let now = clock.now
            if let paused = acceptPausedUntil, paused <= now { acceptPausedUntil = nil }
            let listening = acceptPausedUntil == nil
            pollSet.append(pollfd(fd: core.inbox.wakeDescriptor, events: Int16(POLLIN), revents: 0))
            if listening { pollSet.append(pollfd(fd: listener, events: Int16(POLLIN), revents: 0)) }
            let firstConnection = pollSet.count
            for (id, connection) in connections {
                pollSet.append(pollfd(fd: connection.descriptor, events: events(for: connection), revents: 0))
                owners.append(id)
            }
            let ready = core.poll(&pollSet, pollTimeout(now: now))
            if ready < 0 {
                if -ready == EINTR { continue }
                closeEverything()
                core.eventLoopFailed()
                return
            }
            if pollSet[0].revents != 0 {
                let (results, stopRequested) = core.inbox.take()
                if stopRequested {
                    closeEverything()
                    return
                }
                for result in results { apply(result) }
            }
            if listening, pollSet[1].revents != 0 { acceptConnections() }
            for index in firstConnection..<pollSet.count where pollSet[index].revents != 0 {
                handle(events: pollSet[index].revents, on: owners[index - firstConnection])
            }
            fireDueTimers()
        }
    }

    // MARK: - Polling

    private func events(for connection: Connection) -> Int16 {
        var events: Int32 = 0
        switch connection.phase {
        case .lingering:
            events = Int32(POLLIN)
        case .reading:
            if !connection.peerFinishedSending { events |= Int32(POLLIN) }
        case .awaitingResponse:
            if !connection.peerFinishedSending, connection.input.count < Self.maximumBufferedInput {
                events |= Int32(POLLIN)
            }
        }
        if connection.hasPendingOutput { events |= Int32(POLLOUT) }
        return Int16(events)
    }

    private func pollTimeout(now: ContinuousClock.Instant) -> Int32 {
        var deadline = acceptPausedUntil
        for delay in delays where deadline.map({ delay.deadline < $0 }) ?? true {
            deadline = delay.deadline
        }
        for connection in connections.values {
            if case .lingering(let until) = connection.phase, deadline.map({ until < $0 }) ?? true {
                deadline = until
            }
        }
        guard let deadline else { return -1 }
        let remaining = deadline - now
        guard remaining > .zero else { return 0 }
        // At most a minute per poll: comparing first keeps the arithmetic below far from overflowing.
        guard remaining < .milliseconds(Self.longestPollMilliseconds) else { return Self.longestPollMilliseconds }
        let (seconds, attoseconds) = remaining.components
        return Int32(seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }

    // MARK: - Accepting

    private func acceptConnections() {
        for _ in 0..<64 {
            let descriptor = POSIX.accept(from: listener)
            if descriptor >= 0 {
                let id = core.connectionOpened(descriptor: descriptor)
                connections[id] = Connection(id: id, descriptor: descriptor)
                continue
            }
            switch -descriptor {
            case EINTR, ECONNABORTED:
                continue
            case EMFILE, ENFILE, ENOBUFS, ENOMEM:
                // Out of descriptors: stop polling the listener for a moment instead of spinning on it.
                acceptPausedUntil = clock.now + Self.acceptBackoff
                return
            default:
                return
            }
        }
    }

    // MARK: - Connection events

    private func handle(events: Int16, on id: Int) {
        guard let connection = connections[id] else { return }
        let revents = Int32(events)
        if revents & Int32(POLLERR | POLLNVAL) != 0 {
            close(connection)
            return
        }
        if revents & Int32(POLLOUT) != 0 {
            flush(connection)
            guard !connection.isClosed else { return }
        }
        if revents & Int32(POLLIN) != 0 {
            receive(on: connection)
        } else if revents & Int32(POLLHUP) != 0 {
            // Both directions are gone: nothing can be read or sent any more.
            close(connection)
        }
    }

    private func receive(on connection: Connection) {
        let count = POSIX.receive(connection.descriptor, into: &readBuffer)
        if count > 0 {
            if case .lingering = connection.phase { return }
            connection.input.append(contentsOf: readBuffer[0..<count])
            settle(connection)
        } else if count == 0 {
            connection.peerFinishedSending = true
            if case .lingering = connection.phase {
                close(connection)
            } else {
                settle(connection)
            }
        } else if -count != Int(EAGAIN), -count != Int(EWOULDBLOCK) {
            close(connection)
        }
    }

    /// Parses and answers what can be answered now; closes a connection whose peer is done and that has nothing
    /// left to send.
    private func settle(_ connection: Connection) {
        processInput(connection)
        guard !connection.isClosed, case .reading = connection.phase else { return }
        if connection.peerFinishedSending, !connection.hasPendingOutput {
            close(connection)
        }
    }

    // MARK: - Parsing

    private func processInput(_ connection: Connection) {
        while !connection.isClosed, !connection.closeAfterWrite, case .reading = connection.phase {
            if connection.head == nil {
                guard let head = parseHead(connection) else { return }
                connection.head = head
            }
            guard let head = connection.head else { return }
            switch RequestParser.parseBody(connection.input, head: head) {
            case .incomplete:
                if head.expectsContinue, !connection.sentContinue {
                    connection.sentContinue = true
                    send(Self.continueResponse, on: connection)
                }
                return
            case .failed(let failure):
                reject(connection, failure)
                return
            case .complete(let body, let end):
                connection.input.removeFirst(end)
                connection.resetRequestState()
                dispatch(head: head, body: body, on: connection)
            }
        }
    }

    /// The head once it is complete and valid; `nil` while incomplete or after rejecting it.
    private func parseHead(_ connection: Connection) -> RequestHead? {
        switch RequestParser.nextHead(in: &connection.input, scanFrom: &connection.headScanFrom) {
        case .complete(let head):
            return head
        case .failed(let failure):
            reject(connection, failure)
            return nil
        case .incomplete:
            return nil
        }
    }

    /// Answers an unparseable request with its error status and closes the connection: after a framing error
    /// the rest of the stream cannot be trusted.
    private func reject(_ connection: Connection, _ failure: HTTPParseFailure) {
        connection.input.removeAll()
        connection.resetRequestState()
        connection.closeAfterWrite = true
        let bytes = ResponseSerializer.serialize(
            status: failure.status,
            headers: ["Content-Type": "application/json"],
            body: ResponseSerializer.jsonErrorBody("StubHTTPServer: \(failure.message)"),
            keepAlive: false
        )
        send(bytes, on: connection)
    }

    // MARK: - Answering

    private func dispatch(head: RequestHead, body: Data, on connection: Connection) {
        let routing = core.route(method: head.method, path: head.path, queryItems: head.queryItems, body: body)
        let match = routing.match
        let request = ReceivedRequest(
            method: head.method,
            path: head.path,
            rawTarget: head.rawTarget,
            queryItems: head.queryItems,
            headers: head.headers,
            body: body,
            matchedRoute: match?.routeName,
            connectionID: connection.id,
            httpVersion: head.httpVersion,
            nearMiss: routing.nearMiss
        )
        // Recorded before answering: a client that got its response finds its request in the log.
        core.record(request)
        let exchange = Exchange(
            connectionID: connection.id,
            request: request,
            keepAlive: head.keepAlive,
            omitBody: head.method == .head,
            hitIndex: match?.hitIndex ?? 0
        )
        connection.phase = .awaitingResponse(exchange)
        let step =
            match.map { core.resolver.resolve($0.response, for: exchange, mayBlock: false) }
            ?? core.resolver.notFound(exchange, nearMiss: routing.nearMiss)
        perform(step, for: exchange, on: connection)
    }

    private func perform(_ step: ResponseStep, for exchange: Exchange, on connection: Connection) {
        switch step {
        case .write(let bytes, let thenClose):
            connection.phase = .reading
            if thenClose { connection.closeAfterWrite = true }
            send(bytes, on: connection)
        case .close:
            close(connection)
        case .delay(let delay, let response):
            // Clamped: `now + delay` traps when the sum does not fit.
            let deadline = clock.now + delay.clampedForStubServer
            delays.append(PendingDelay(deadline: deadline, connectionID: connection.id, response: response))
        case .offload(let response):
            core.pool.submit(WorkerJob(exchange: exchange, response: response))
        }
    }

    private func apply(_ result: WorkerResult) {
        guard let connection = connections[result.connectionID],
            case .awaitingResponse(let exchange) = connection.phase
        else { return }
        perform(result.step, for: exchange, on: connection)
        settle(connection)
    }

    private func fireDueTimers() {
        let now = clock.now
        if delays.contains(where: { $0.deadline <= now }) {
            let due = delays.filter { $0.deadline <= now }
            delays.removeAll { $0.deadline <= now }
            for delay in due {
                guard let connection = connections[delay.connectionID],
                    case .awaitingResponse(let exchange) = connection.phase
                else { continue }
                perform(
                    core.resolver.resolve(delay.response, for: exchange, mayBlock: false), for: exchange, on: connection
                )
                settle(connection)
            }
        }
        for connection in connections.values {
            if case .lingering(let until) = connection.phase, until <= now { close(connection) }
        }
    }

    // MARK: - Writing and closing

    private func send(_ bytes: [UInt8], on connection: Connection) {
        connection.output.append(contentsOf: bytes)
        flush(connection)
    }

    private func flush(_ connection: Connection) {
        while connection.hasPendingOutput {
            let sent = POSIX.send(connection.descriptor, connection.output, from: connection.outputOffset)
            if sent > 0 {
                connection.outputOffset += sent
            } else if sent == -Int(EAGAIN) || sent == -Int(EWOULDBLOCK) {
                return
            } else {
                // The peer is gone (EPIPE, ECONNRESET): nothing more to do for this connection.
                close(connection)
                return
            }
        }
        connection.output.removeAll(keepingCapacity: true)
        connection.outputOffset = 0
        if connection.closeAfterWrite, !connection.isAwaitingResponse {
            beginClosing(connection)
        }
    }

    private func beginClosing(_ connection: Connection) {
        if connection.peerFinishedSending {
            close(connection)
            return
        }
        POSIX.shutdownWrite(connection.descriptor)
        connection.input.removeAll()
        connection.phase = .lingering(until: clock.now + Self.lingerTime)
    }

    private func close(_ connection: Connection) {
        guard !connection.isClosed else { return }
        connection.isClosed = true
        POSIX.closeDescriptor(connection.descriptor)
        connections[connection.id] = nil
        core.connectionClosed(descriptor: connection.descriptor)
    }

    private func closeEverything() {
        core.closeListener()
        for connection in Array(connections.values) { close(connection) }
        delays.removeAll()
    }
}

/// A `.delayed` response waiting for its moment on the event loop.
struct PendingDelay {
    let deadline: ContinuousClock.Instant
    let connectionID: Int
    let response: StubResponse
}

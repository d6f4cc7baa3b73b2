/// One accepted connection. Owned and touched only by the event loop thread.
final class Connection {
    let id: Int
    let descriptor: Int32
    var phase = ConnectionPhase.reading
    /// Received bytes not yet consumed by a request.
    var input: [UInt8] = []
    /// The head of the request being received, once complete.
    var head: RequestHead?
    /// Where the search for the end of the head resumes.
    var headScanFrom = 0
    var sentContinue = false
    var output: [UInt8] = []
    var outputOffset = 0
    /// Close (after lingering) once `output` is sent.
    var closeAfterWrite = false
    /// The peer shut down its sending side (end of stream read).
    var peerFinishedSending = false
    var isClosed = false

    init(id: Int, descriptor: Int32) {
        self.id = id
        self.descriptor = descriptor
    }

    var hasPendingOutput: Bool { outputOffset < output.count }

    var isAwaitingResponse: Bool {
        if case .awaitingResponse = phase { return true }
        return false
    }

    /// Forgets the request just consumed, ready for the next one.
    func resetRequestState() {
        head = nil
        headScanFrom = 0
        sentContinue = false
    }
}

/// Where a connection is in its request/response cycle.
enum ConnectionPhase {
    /// Waiting for (the rest of) the next request.
    case reading
    /// A request is being answered: by a worker, after a delay, or right now.
    case awaitingResponse(Exchange)
    /// The last response is sent and the write side shut down; incoming bytes are discarded until the peer
    /// closes or the deadline passes. Closing at once could reset the connection and destroy the response.
    case lingering(until: ContinuousClock.Instant)
}

/// One request being answered, with what the answer needs to know about it.
struct Exchange: Sendable {
    let connectionID: Int
    let request: ReceivedRequest
    let keepAlive: Bool
    /// `HEAD`: send the headers without the body.
    let omitBody: Bool
    /// The position in a `.sequence`: how many requests the route answered before this one.
    let hitIndex: Int
}

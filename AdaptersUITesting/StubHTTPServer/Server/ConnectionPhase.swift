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

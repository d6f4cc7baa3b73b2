/// What the event loop does next for an exchange.
enum ResponseStep: Sendable {
    /// Send the bytes; then close the connection (`thenClose`) or read the next request.
    case write([UInt8], thenClose: Bool)
    /// Close the connection without answering.
    case close
    /// Wait, then resolve the response.
    case delay(Duration, StubResponse)
    /// The response runs user code or reads a file: resolve it on a worker thread.
    case offload(StubResponse)
}

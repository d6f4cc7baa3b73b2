/// The server's request parsing without sockets: bytes go in as a connection receives them, and requests and
/// refusals come out exactly as the event loop reads them (the same ``RequestParser`` calls, the same order). For
/// the fuzz targets in `Fuzz/`, so that they exercise the parser the server runs; not API.
package struct RequestStreamParser: Sendable {
    /// The longest head (request line and headers) the server reads; longer heads are refused with 431.
    package static let maximumHeadBytes = RequestParser.maximumHeadBytes
    /// The longest body the server reads; longer bodies are refused with 413.
    package static let maximumBodyBytes = RequestParser.maximumBodyBytes

    private var input: [UInt8] = []
    private var head: RequestHead?
    private var headScanFrom = 0
    private var finished = false

    /// A parser at the start of a connection.
    package init() {}

    /// Reads `bytes` after those received before, and returns what they completed: requests, and at most one
    /// refusal, after which (as after a request that closes the connection) nothing more is read.
    package mutating func receive(_ bytes: some Sequence<UInt8>) -> [RequestStreamEvent] {
        guard !finished else { return [] }
        input.append(contentsOf: bytes)
        var events: [RequestStreamEvent] = []
        while !finished {
            if head == nil {
                switch RequestParser.nextHead(in: &input, scanFrom: &headScanFrom) {
                case .incomplete: return events
                case .failed(let failure): return events + [refuse(failure)]
                case .complete(let complete): head = complete
                }
            }
            guard let head else { return events }
            switch RequestParser.parseBody(input, head: head) {
            case .incomplete:
                return events
            case .failed(let failure):
                return events + [refuse(failure)]
            case .complete(let body, let end):
                input.removeFirst(end)
                self.head = nil
                headScanFrom = 0
                finished = !head.keepAlive
                let request = ReceivedRequest(
                    method: head.method, path: head.path, rawTarget: head.rawTarget, queryItems: head.queryItems,
                    headers: head.headers, body: body, httpVersion: head.httpVersion)
                events.append(.request(request, keepAlive: head.keepAlive))
            }
        }
        return events
    }

    private mutating func refuse(_ failure: HTTPParseFailure) -> RequestStreamEvent {
        finished = true
        input.removeAll()
        return .refused(status: failure.status, message: failure.message)
    }
}

/// What ``RequestStreamParser`` read from the bytes it was given. For the fuzz targets in `Fuzz/`; not API.
package enum RequestStreamEvent: Sendable {
    /// A complete request, as the server records it; `keepAlive` is whether the connection stays open after its
    /// response (when it does not, nothing after the request is read).
    case request(ReceivedRequest, keepAlive: Bool)
    /// The bytes are not a request the server accepts: it answers `status` (400, 413, 431, 501 or 505) with
    /// `message` and closes the connection.
    case refused(status: Int, message: String)
}

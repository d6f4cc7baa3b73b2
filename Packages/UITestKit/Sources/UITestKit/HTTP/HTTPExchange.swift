import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One HTTP request and its answer: the kit's WebDriver commands, its `/__uitest/` control calls, chromedriver's
/// shutdown. Foundation only, so that the kit adds no package to a service's graph.
///
/// An `http` URL (chromedriver, a service under test, a plain grid) goes over a connection of its own
/// (`Connection: close`), read by ``HTTPAnswer`` on a thread of the exchange's own: the waiting task suspends, no
/// cooperative thread blocks, and cancelling the task shuts the connection. Not URLSession, because corelibs
/// Foundation's URLSession refuses chromedriver's answers (`Content-Length:881`, no space after the colon: "Failed
/// writing header"). An `https` URL (a grid behind TLS) goes through URLSession, whose TLS this kit does not redo.
struct HTTPExchange: Sendable {
    /// `GET`, `POST`, …
    var method: String
    /// The full URL, e.g. `http://127.0.0.1:9515/session`.
    var url: URL
    /// The request body, if any.
    var body: [UInt8]?
    /// The body's `Content-Type`.
    var contentType: String?
    /// How long the exchange may wait for progress: to connect, and between two pieces of the answer.
    var timeout: Duration
    /// Further request headers, by name (a UI-test session's `UITest-Session`).
    var headers: [String: String] = [:]

    /// The answer, whatever its status.
    func send() async throws(HTTPExchangeError) -> HTTPAnswer {
        guard let host = url.host(percentEncoded: false), !host.isEmpty else { throw .unsupportedURL("\(url)") }
        switch url.scheme?.lowercased() {
        case "http": return try await sendOverTCP(host: host, port: url.port ?? 80)
        case "https": return try await sendOverURLSession()
        default: throw .unsupportedURL("\(url)")
        }
    }

    /// The request's bytes: `Connection: close`, so that an answer without a length ends with the connection.
    func requestBytes(host: String, port: Int) -> [UInt8] {
        var target = url.path(percentEncoded: true)
        if target.isEmpty { target = "/" }
        if let query = url.query(percentEncoded: true) { target += "?\(query)" }
        let hostHeader = host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
        var head = "\(method) \(target) HTTP/1.1\r\nHost: \(hostHeader)\r\nConnection: close\r\n"
        if headers["Accept"] == nil { head += "Accept: */*\r\n" }
        if let contentType { head += "Content-Type: \(contentType)\r\n" }
        if let body { head += "Content-Length: \(body.count)\r\n" }
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        return Array((head + "\r\n").utf8) + (body ?? [])
    }

    private func sendOverTCP(host: String, port: Int) async throws(HTTPExchangeError) -> HTTPAnswer {
        let request = requestBytes(host: host, port: port)
        let timeout = timeout
        let connection = TCPConnection()
        let result: Result<HTTPAnswer, HTTPExchangeError> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let thread = Thread {
                    continuation.resume(
                        returning: Result { () throws(HTTPExchangeError) -> HTTPAnswer in
                            defer { connection.close() }
                            try connection.connect(host: host, port: port, timeout: timeout)
                            try connection.send(request)
                            return try Self.receiveAnswer(on: connection)
                        })
                }
                thread.name = "uitestkit-http"
                thread.start()
            }
        } onCancel: {
            connection.cancel()
        }
        return try result.get()
    }

    /// Receives until the answer is complete (or the connection ends).
    private static func receiveAnswer(on connection: TCPConnection) throws(HTTPExchangeError) -> HTTPAnswer {
        var received: [UInt8] = []
        while true {
            let bytes = try connection.receive()
            received += bytes
            switch HTTPAnswer.read(received, ended: bytes.isEmpty) {
            case .complete(let answer): return answer
            case .malformed(let detail): throw .malformedAnswer(detail)
            case .incomplete: continue
            }
        }
    }

    private func sendOverURLSession() async throws(HTTPExchangeError) -> HTTPAnswer {
        var request = URLRequest(url: url, timeoutInterval: Double(timeout / .milliseconds(1)) / 1000)
        request.httpMethod = method
        if let contentType { request.setValue(contentType, forHTTPHeaderField: "Content-Type") }
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        request.httpBody = body.map { Data($0) }
        do {
            let (data, response) = try await URLSession.shared.data(for: request)
            guard let response = response as? HTTPURLResponse else {
                throw HTTPExchangeError.malformedAnswer("no HTTP")
            }
            return HTTPAnswer(status: response.statusCode, body: Array(data))
        } catch let error as HTTPExchangeError {
            throw error
        } catch {
            throw .connectionFailed("\(error)")
        }
    }
}

import Foundation

/// Reduces a ``StubResponse`` to the next ``ResponseStep``: picks the element of a sequence, runs handlers, reads
/// fixtures and serializes.
struct ResponseResolver: Sendable {
    /// How deep sequences and handlers may nest before the response counts as a stub error (500).
    private static let maximumNesting = 64

    /// The server's base URL, replacing `{{BASE_URL}}` in fixtures.
    let baseURLText: String

    /// - Parameter mayBlock: `false` on the event loop: handlers and fixtures are then handed to a worker
    ///   (`.offload`) instead of being run.
    func resolve(_ response: StubResponse, for exchange: Exchange, mayBlock: Bool) -> ResponseStep {
        var current = response
        for _ in 0..<Self.maximumNesting {
            switch current {
            case .status(let code, let body, let headers):
                return write(status: code, headers: headers, body: body ?? Data(), exchange)
            case .fixture(let url, let status, let contentType):
                guard mayBlock else { return .offload(current) }
                return fixture(url, status: status, contentType: contentType, exchange)
            case .sequence(let responses):
                guard !responses.isEmpty else {
                    return error(500, "StubHTTPServer: the route answers with an empty .sequence", exchange)
                }
                current = responses[min(exchange.hitIndex, responses.count - 1)]
            case .handler(let handler):
                guard mayBlock else { return .offload(current) }
                current = handler(exchange.request)
            case .delayed(let delay, let next):
                guard delay > .zero else {
                    current = next
                    continue
                }
                return .delay(delay, next)
            case .closeConnection:
                return .close
            case .truncatedBody(let body, let declaredLength, let status):
                let bytes = ResponseSerializer.serialize(
                    status: status,
                    headers: [:],
                    body: body,
                    keepAlive: false,
                    omitBody: exchange.omitBody,
                    declaredLength: declaredLength
                )
                return .write(bytes, thenClose: true)
            case .garbage(let bytes):
                return .write(Array(bytes), thenClose: true)
            }
        }
        return error(500, "StubHTTPServer: the stub response nests sequences or handlers too deeply", exchange)
    }

    /// The answer when no route matches: a 404 whose JSON body says so and, when a recording is replayed, names
    /// the closest recorded request and how this one differs (`nearMiss`).
    func notFound(_ exchange: Exchange, nearMiss: NearMiss? = nil) -> ResponseStep {
        let request = exchange.request
        guard let nearMiss else {
            return error(404, "StubHTTPServer has no route for \(request.method) \(request.path)", exchange)
        }
        let key = RecordingKey(
            method: request.method, path: request.path,
            queryItems: request.queryItems.map { RecordingQueryItem(name: $0.name, value: $0.value) })
        let body = ResponseSerializer.jsonErrorBody(
            "StubHTTPServer has no route or recording for \(key)", nearMiss: nearMiss)
        return write(status: 404, headers: ["Content-Type": "application/json"], body: body, exchange)
    }

    private static let baseURLPlaceholder = Data("{{BASE_URL}}".utf8)

    private func fixture(_ url: URL, status: Int, contentType: String, _ exchange: Exchange) -> ResponseStep {
        guard var data = try? Data(contentsOf: url) else {
            return error(500, "StubHTTPServer could not read the fixture \(url.lastPathComponent)", exchange)
        }
        // The placeholder is looked for in the bytes: Foundation's `String.contains` goes through CFStringFind and
        // was 60 % of a replay server's CPU on every request (Benchmarks/README.md, "marquee-service").
        if data.range(of: Self.baseURLPlaceholder) != nil, let text = String(data: data, encoding: .utf8) {
            data = Data(text.replacingOccurrences(of: "{{BASE_URL}}", with: baseURLText).utf8)
        }
        return write(status: status, headers: ["Content-Type": contentType], body: data, exchange)
    }

    private func write(status: Int, headers: [String: String], body: Data, _ exchange: Exchange) -> ResponseStep {
        let bytes = ResponseSerializer.serialize(
            status: status,
            headers: headers,
            body: body,
            keepAlive: exchange.keepAlive,
            omitBody: exchange.omitBody
        )
        return .write(bytes, thenClose: !exchange.keepAlive)
    }

    private func error(_ status: Int, _ message: String, _ exchange: Exchange) -> ResponseStep {
        let body = ResponseSerializer.jsonErrorBody(message)
        return write(status: status, headers: ["Content-Type": "application/json"], body: body, exchange)
    }
}

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

import Foundation

/// What a route answers: a response, a fixture, a sequence, a computed answer, or a fault.
///
/// The server always writes `Content-Length` and `Connection` itself: such headers given here are ignored.
/// A `HEAD` request gets the headers of the response without its body.
public enum StubResponse: Sendable {
    /// A response with status `code`, an optional body and extra headers (no `Content-Type` is added).
    case status(_ code: Int, body: Data? = nil, headers: [String: String] = [:])

    /// The file at `fileURL` with every `{{BASE_URL}}` replaced by the server's `baseURL` (no trailing slash).
    /// The file is read when a request arrives; a file that cannot be read is answered with a 500 that names it.
    case fixture(_ fileURL: URL, status: Int = 200, contentType: String = "application/json")

    /// One response per request to this route: the first answers the first request, and so on; the last repeats
    /// forever. An empty sequence answers 500. The count belongs to the route and restarts when it is registered
    /// again.
    case sequence([StubResponse])

    /// A response computed from the request. It runs on one of the server's worker threads, never on the thread
    /// that does the I/O, so it may take a moment (other connections are served meanwhile).
    ///
    /// - Important: It must not block indefinitely. ``StubHTTPServer/stop()`` (and dropping the server) joins the
    ///   worker threads, so it waits for a running handler to return: a handler that never returns makes `stop()`
    ///   hang. A handler that captures its own server (to register routes or read the log from it) creates a
    ///   reference cycle, server → route → handler → server, so dropping the server no longer stops it: call
    ///   `stop()`, which also forgets the routes and so breaks the cycle.
    case handler(@Sendable (ReceivedRequest) -> StubResponse)

    /// Fault: wait `delay`, then answer with `response`. Other connections are served meanwhile.
    indirect case delayed(_ delay: Duration, _ response: StubResponse)

    /// Fault: close the connection without answering.
    case closeConnection

    /// Fault: declare `Content-Length: declaredLength` but send only `body`, then close the connection.
    case truncatedBody(_ body: Data, declaredLength: Int, status: Int = 200)

    /// Fault: send `bytes` instead of a status line, then close the connection.
    case garbage(_ bytes: Data)
}

extension StubResponse {
    /// A JSON body with `Content-Type: application/json` (a `Content-Type` in `headers` wins).
    public static func json(_ data: Data, status: Int = 200, headers: [String: String] = [:]) -> StubResponse {
        .status(status, body: data, headers: Self.adding(contentType: "application/json", to: headers))
    }

    /// A JSON body given as text, sent as UTF-8.
    public static func json(string: String, status: Int = 200, headers: [String: String] = [:]) -> StubResponse {
        .json(Data(string.utf8), status: status, headers: headers)
    }

    /// `value` encoded with `JSONEncoder` (keys sorted, so the bytes are deterministic). A value that cannot be
    /// encoded is answered with a 500 whose JSON body says so.
    package static func json<T: Encodable & Sendable>(encoding value: T, status: Int = 200) -> StubResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return .json(try encoder.encode(value), status: status)
        } catch {
            return .json(
                string: #"{"error":"StubHTTPServer could not encode the stub value of type \#(T.self)"}"#,
                status: 500
            )
        }
    }

    /// Raw bytes with the given `Content-Type`.
    package static func raw(_ data: Data, contentType: String, status: Int = 200) -> StubResponse {
        .status(status, body: data, headers: ["Content-Type": contentType])
    }

    /// A plain-text body (`text/plain; charset=utf-8`).
    package static func text(_ text: String, status: Int = 200) -> StubResponse {
        .raw(Data(text.utf8), contentType: "text/plain; charset=utf-8", status: status)
    }

    private static func adding(contentType: String, to headers: [String: String]) -> [String: String] {
        guard !headers.keys.contains(where: { $0.lowercased() == "content-type" }) else { return headers }
        var merged = headers
        merged["Content-Type"] = contentType
        return merged
    }
}

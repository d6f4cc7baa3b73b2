import Dispatch
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends a request the server received on to the upstream and turns the upstream's answer into the server's
/// answer, recording it. It runs on a worker thread (a `.handler`), so waiting for the upstream blocks only that
/// thread.
struct UpstreamForwarder: Sendable {
    /// Request headers never forwarded: the connection's own, and what URLSession sets itself.
    private static let hopByHopHeaders: Set<String> = [
        "host", "connection", "keep-alive", "content-length", "transfer-encoding", "accept-encoding", "te",
        "upgrade", "proxy-connection",
    ]
    /// Answer headers never passed back: the server frames the body itself, and it arrives decoded.
    private static let framingHeaders: Set<String> = [
        "content-length", "transfer-encoding", "connection", "keep-alive", "content-encoding",
    ]

    /// Scheme, host, port and any path prefix of the upstream, without a trailing slash.
    let upstream: String
    let timeout: Duration
    /// What measures `timeout`: the only timer of an exchange, so a test decides when the upstream took too long.
    let clock: any Clock<Duration>
    let recorder: StubRecorder?

    init(upstream: URL, timeout: Duration, clock: any Clock<Duration>, recorder: StubRecorder?) {
        var text = upstream.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        self.upstream = text
        self.timeout = timeout
        self.clock = clock
        self.recorder = recorder
    }

    /// The upstream's answer to `request`, or a 502 (504 on a timeout) whose JSON body says what went wrong
    /// without repeating the request's query (it may hold a credential).
    func forward(_ request: ReceivedRequest) -> StubResponse {
        guard let url = URL(string: upstream + request.rawTarget) else {
            return failure(request, status: 502, reason: "the upstream URL cannot be formed")
        }
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = request.method.rawValue
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        urlRequest.timeoutInterval = Self.backstop
        for header in request.headers where !Self.hopByHopHeaders.contains(header.name.lowercased()) {
            urlRequest.addValue(header.value, forHTTPHeaderField: header.name)
        }
        if !request.body.isEmpty { urlRequest.httpBody = request.body }

        let outcome = Self.send(urlRequest, timeout: timeout, clock: clock)
        switch outcome {
        case .success(let (response, body)):
            let headers = response.allHeaderFields.compactMap { name, value -> (name: String, value: String)? in
                guard let name = name as? String, let value = value as? String else { return nil }
                return (name, value)
            }
            recorder?.record(request, status: response.statusCode, headers: headers, body: body)
            var passed: [String: String] = [:]
            for header in headers where !Self.framingHeaders.contains(header.name.lowercased()) {
                passed[header.name] = header.value
            }
            return .status(response.statusCode, body: body, headers: passed)
        case .failure(let error):
            let timedOut = error.code == .timedOut
            let reason =
                timedOut
                ? "the upstream timed out after \(Self.format(seconds)) s"
                : "the upstream gave no usable answer (\(Self.describe(error.code)))"
            return failure(request, status: timedOut ? 504 : 502, reason: reason)
        }
    }

    private func failure(_ request: ReceivedRequest, status: Int, reason: String) -> StubResponse {
        recorder?.fail(request, reason: reason)
        return .status(
            status, body: ResponseSerializer.jsonErrorBody("StubHTTPServer: \(reason)"),
            headers: ["Content-Type": "application/json"])
    }

    /// URLSession's own timeouts, in seconds: a week, so that they never race `clock` (URLSession's default for a
    /// resource).
    private static let backstop: TimeInterval = 604_800

    /// One URLSession exchange, waited for on this (worker) thread until it ends or `timeout` passes on `clock`,
    /// whichever comes first; a timeout cancels the exchange and is `URLError(.timedOut)`.
    private static func send(
        _ request: URLRequest, timeout: Duration, clock: any Clock<Duration>
    ) -> Result<(HTTPURLResponse, Data), URLError> {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = backstop
        configuration.timeoutIntervalForResource = backstop
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        let done = DispatchSemaphore(value: 0)
        let box = ForwardResultBox()
        let task = session.dataTask(with: request) { data, response, error in
            if let response = response as? HTTPURLResponse, error == nil {
                box.set(.success((response, data ?? Data())))
            } else {
                box.set(.failure((error as? URLError) ?? URLError(.badServerResponse)))
            }
            done.signal()
        }
        let timer = Task {
            // Cancelled when the exchange ended first: then the sleep throws and nothing is set.
            guard (try? await clock.sleep(for: timeout)) != nil else { return }
            box.set(.failure(URLError(.timedOut)))
            done.signal()
        }
        task.resume()
        done.wait()
        timer.cancel()
        task.cancel()
        return box.value ?? .failure(URLError(.unknown))
    }

    private static func describe(_ code: URLError.Code) -> String {
        switch code {
        case .cannotConnectToHost, .cannotFindHost: "cannot connect"
        case .networkConnectionLost: "the connection was closed"
        case .badServerResponse, .cannotParseResponse: "the answer is not HTTP"
        case .notConnectedToInternet: "no network"
        default: "URL error \(code.rawValue)"
        }
    }

    private static func format(_ seconds: Double) -> String {
        seconds >= 1 && seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}

/// A forwarded request that got no usable answer, or whose recording could not be written.
package struct ForwardingFailure: Hashable, Sendable, CustomStringConvertible {
    /// The request (credentials left out).
    package let request: RecordingKey
    /// Why, in a few words: `the upstream timed out after 30 s`, `the upstream's answer is not HTTP`, …
    package let reason: String

    /// A failure of `request` for `reason`.
    package init(request: RecordingKey, reason: String) {
        self.request = request
        self.reason = reason
    }

    /// `GET /3/movie/640: the upstream timed out after 30 s`.
    package var description: String { "\(request): \(reason)" }
}

/// Hands a URLSession completion's result to the thread waiting for it.
final class ForwardResultBox: Sendable {
    private let result = Mutex<Result<(HTTPURLResponse, Data), URLError>?>(nil)

    var value: Result<(HTTPURLResponse, Data), URLError>? { result.withLock { $0 } }

    /// Keeps `value` unless a result is already there: the first of the exchange and the timeout wins.
    func set(_ value: Result<(HTTPURLResponse, Data), URLError>) {
        result.withLock { $0 = $0 ?? value }
    }
}

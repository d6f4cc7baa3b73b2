import Foundation

/// A W3C WebDriver endpoint (a local chromedriver, or a Selenium Grid named by `WEBDRIVER_URL`) and the one HTTP
/// client that talks to it. Every command is one JSON request whose answer is `{"value": …}`.
///
/// Each command is one HTTP/1.1 exchange of the kit's own (Foundation only, on a thread of its own): the test's task
/// suspends, never blocking a cooperative thread, while the browser works; cancelling the task shuts the connection.
/// Not URLSession: corelibs Foundation's URLSession refuses chromedriver's answers (`Content-Length:881`, without
/// the space after the colon).
@available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0, outside the API promise")
public struct WebDriverConnection: Sendable {
    /// The endpoint, e.g. `http://127.0.0.1:9515` or a grid's `http://grid:4444/wd/hub`.
    public let baseURL: URL
    /// How long one command may take; axe-core on a page and a browser start take seconds, never a minute.
    private let timeout: Duration = .seconds(60)

    /// The endpoint at `baseURL`.
    public init(baseURL: URL) {
        self.baseURL = baseURL
    }

    /// `GET path`, decoding the answer's `value` as `Value`.
    public func get<Value: Decodable>(
        _ path: String, as type: Value.Type = Value.self
    ) async throws(WebDriverError) -> Value {
        try await send("GET", path, body: nil, as: type)
    }

    /// `POST path` with `body` as JSON, decoding the answer's `value` as `Value`.
    public func post<Value: Decodable>(
        _ path: String, _ body: some Encodable, as type: Value.Type = Value.self
    ) async throws(WebDriverError) -> Value {
        let data: Data
        do {
            data = try JSONEncoder().encode(body)
        } catch {
            throw .malformedResponse(command: "POST \(path)", detail: "could not encode the request: \(error)")
        }
        return try await send("POST", path, body: data, as: type)
    }

    /// `DELETE path`, ignoring the answer's value.
    public func delete(_ path: String) async throws(WebDriverError) {
        _ = try await send("DELETE", path, body: nil, as: IgnoredValue.self)
    }

    private func send<Value: Decodable>(
        _ method: String, _ path: String, body: Data?, as type: Value.Type
    ) async throws(WebDriverError) -> Value {
        let command = "\(method) \(path)"
        let exchange = HTTPExchange(
            method: method, url: baseURL.appending(path: path), body: body.map(Array.init),
            contentType: body == nil ? nil : "application/json; charset=utf-8", timeout: timeout)
        let status: Int
        let responseBody: Data
        do {
            let answer = try await exchange.send()
            status = answer.status
            responseBody = Data(answer.body)
        } catch {
            throw .transport(command: command, detail: "\(error)")
        }
        let decoder = JSONDecoder()
        guard (200...299).contains(status) else {
            if let failure = try? decoder.decode(Envelope<FailureValue>.self, from: responseBody) {
                // chromedriver appends session and system details after the first line; the first line says it.
                let message = failure.value.message.split(separator: "\n").first.map(String.init) ?? ""
                throw .command(command: command, error: failure.value.error, message: message)
            }
            throw .malformedResponse(command: command, detail: "HTTP \(status)")
        }
        do {
            return try decoder.decode(Envelope<Value>.self, from: responseBody).value
        } catch {
            let prefix = String(decoding: responseBody.prefix(200), as: UTF8.self)
            throw .malformedResponse(command: command, detail: "\(error) in \(prefix)")
        }
    }
}

/// Every WebDriver answer: `{"value": …}`.
private struct Envelope<Value: Decodable>: Decodable {
    let value: Value
}

/// The `value` of a failed command.
private struct FailureValue: Decodable {
    let error: String
    let message: String
}

/// A `value` the caller does not need (`null` for most commands that act).
struct IgnoredValue: Decodable {
    init(from decoder: any Decoder) throws {}
}

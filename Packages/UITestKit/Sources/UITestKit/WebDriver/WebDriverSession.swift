import Foundation

/// One browser session on a WebDriver endpoint: the W3C commands the robots need, each one suspending until the
/// browser answered.
///
/// Robots use it; tests never do (they talk to robots).
@available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0: drive pages through robots and UITestApp")
public struct WebDriverSession: Sendable {
    /// The session id the endpoint gave.
    public let id: String
    private let connection: WebDriverConnection

    /// The WebDriver endpoint the session runs on.
    public var endpoint: URL { connection.baseURL }

    private init(id: String, connection: WebDriverConnection) {
        self.id = id
        self.connection = connection
    }

    /// Starts a browser with `options` (headless Chromium, console log captured) and returns its session.
    public static func start(
        on connection: WebDriverConnection, options: BrowserOptions
    ) async throws(WebDriverError) -> WebDriverSession {
        let request = NewSessionRequest(
            capabilities: .init(
                alwaysMatch: .init(
                    browserName: "chrome",
                    chromeOptions: .init(
                        binary: options.binary, args: options.arguments,
                        mobileEmulation: options.emulatedViewport.map { viewport in
                            .init(deviceMetrics: .init(width: viewport.width, height: viewport.height))
                        }),
                    loggingPrefs: ["browser": "ALL"],
                    pageLoadStrategy: "normal",
                    timeouts: .init(implicit: 0, pageLoad: 30_000, script: 30_000)
                )))
        let created = try await connection.post("session", request, as: NewSessionValue.self)
        return WebDriverSession(id: created.sessionId, connection: connection)
    }

    /// Ends the session and closes its browser. Errors are ignored: the browser may already be gone.
    public func end() async {
        try? await connection.delete("session/\(id)")
    }

    /// Loads `url` and waits until the page finished loading.
    public func navigate(to url: URL) async throws(WebDriverError) {
        _ = try await post("url", URLBody(url: url.absoluteString))
    }

    /// The address of the page shown now.
    public func currentURL() async throws(WebDriverError) -> String {
        try await get("url", as: String.self)
    }

    /// The browser's Back button.
    public func back() async throws(WebDriverError) {
        _ = try await post("back", EmptyBody())
    }

    /// The browser's Reload button: loads the current page again and waits until it finished loading.
    public func refresh() async throws(WebDriverError) {
        _ = try await post("refresh", EmptyBody())
    }

    /// Sets the cookie `name=value` (path `/`, HTTP only) for the site of the page shown now: WebDriver adds a
    /// cookie only for the current document's host, so a page of that site must be shown first.
    public func addCookie(name: String, value: String) async throws(WebDriverError) {
        _ = try await post("cookie", CookieBody(cookie: .init(name: name, value: value)))
    }

    /// Deletes every cookie the browser holds for the site of the page shown now.
    public func deleteAllCookies() async throws(WebDriverError) {
        try await connection.delete("session/\(id)/cookie")
    }

    /// The elements matching a CSS selector, in document order; empty when none does.
    public func elements(matching selector: String) async throws(WebDriverError) -> [ElementReference] {
        try await post("elements", Locator(value: selector), as: [ElementReference].self)
    }

    /// Whether `element` is shown (W3C "element displayedness").
    public func isDisplayed(_ element: ElementReference) async throws(WebDriverError) -> Bool {
        try await get("element/\(element.id)/displayed", as: Bool.self)
    }

    /// Whether `element` is enabled (not a disabled form control).
    public func isEnabled(_ element: ElementReference) async throws(WebDriverError) -> Bool {
        try await get("element/\(element.id)/enabled", as: Bool.self)
    }

    /// The rendered text of `element`, as a person reads it.
    public func text(of element: ElementReference) async throws(WebDriverError) -> String {
        try await get("element/\(element.id)/text", as: String.self)
    }

    /// The element's tag name in lower case (`img`).
    public func tagName(of element: ElementReference) async throws(WebDriverError) -> String {
        try await get("element/\(element.id)/name", as: String.self).lowercased()
    }

    /// The value of an attribute of `element`, or `nil` when it has none.
    public func attribute(_ name: String, of element: ElementReference) async throws(WebDriverError) -> String? {
        try await get("element/\(element.id)/attribute/\(name)", as: String?.self)
    }

    /// The value of a DOM property of `element` (`src`, the address an image loads, resolved against the page),
    /// or `nil` when it has none.
    func property<Value: Decodable>(
        _ name: String, of element: ElementReference, as type: Value.Type = Value.self
    ) async throws(WebDriverError) -> Value? {
        try await get("element/\(element.id)/property/\(name)", as: Value?.self)
    }

    /// The current value of a form control's `value` property.
    public func value(of element: ElementReference) async throws(WebDriverError) -> String {
        try await get("element/\(element.id)/property/value", as: String?.self) ?? ""
    }

    /// Clicks `element` the way a person would (scrolls it into view first); a link's page load is waited for.
    public func click(_ element: ElementReference) async throws(WebDriverError) {
        _ = try await post("element/\(element.id)/click", EmptyBody())
    }

    /// Empties a text field.
    public func clear(_ element: ElementReference) async throws(WebDriverError) {
        _ = try await post("element/\(element.id)/clear", EmptyBody())
    }

    /// Types `text` into `element`.
    public func type(_ text: String, into element: ElementReference) async throws(WebDriverError) {
        _ = try await post("element/\(element.id)/value", TextBody(text: text))
    }

    /// The page's HTML as the browser holds it now.
    public func pageSource() async throws(WebDriverError) -> String {
        try await get("source", as: String.self)
    }

    /// A PNG of the viewport.
    public func screenshot() async throws(WebDriverError) -> Data {
        let base64 = try await get("screenshot", as: String.self)
        guard let data = Data(base64Encoded: base64) else {
            throw .malformedResponse(command: "GET screenshot", detail: "not base64")
        }
        return data
    }

    /// The console lines logged since the last call (chromedriver's `se/log`, type `browser`).
    public func browserLog() async throws(WebDriverError) -> [BrowserLogEntry] {
        try await post("se/log", LogRequest(type: "browser"), as: [BrowserLogEntry].self)
    }

    /// Runs `script` as a function body in the page (`arguments` as its `arguments`) and decodes what it returns.
    public func execute<Value: Decodable>(
        _ script: String, arguments: [String] = [], as type: Value.Type = Value.self
    ) async throws(WebDriverError) -> Value {
        try await post("execute/sync", ScriptBody(script: script, args: arguments), as: type)
    }

    /// Runs `script` as an asynchronous function body: it finishes by calling its last argument with the result.
    public func executeAsync<Value: Decodable>(
        _ script: String, arguments: [String] = [], as type: Value.Type = Value.self
    ) async throws(WebDriverError) -> Value {
        try await post("execute/async", ScriptBody(script: script, args: arguments), as: type)
    }

    private func get<Value: Decodable>(_ path: String, as type: Value.Type) async throws(WebDriverError) -> Value {
        try await connection.get("session/\(id)/\(path)", as: type)
    }

    private func post<Value: Decodable>(
        _ path: String, _ body: some Encodable, as type: Value.Type = IgnoredValue.self
    ) async throws(WebDriverError) -> Value {
        try await connection.post("session/\(id)/\(path)", body, as: type)
    }
}

// The request and answer bodies of the commands above, spelled as the W3C specification and chromedriver do.

private struct NewSessionRequest: Encodable {
    struct Capabilities: Encodable {
        struct Match: Encodable {
            let browserName: String
            let chromeOptions: ChromeOptions
            let loggingPrefs: [String: String]
            let pageLoadStrategy: String
            let timeouts: Timeouts

            enum CodingKeys: String, CodingKey {
                case browserName, pageLoadStrategy, timeouts
                case chromeOptions = "goog:chromeOptions"
                case loggingPrefs = "goog:loggingPrefs"
            }
        }
        let alwaysMatch: Match
    }
    struct ChromeOptions: Encodable {
        let binary: String?
        let args: [String]
        let mobileEmulation: MobileEmulation?
    }
    struct MobileEmulation: Encodable {
        struct DeviceMetrics: Encodable {
            let width: Int
            let height: Int
            let pixelRatio = 1.0
            let mobile = false
            let touch = false
        }
        let deviceMetrics: DeviceMetrics
    }
    struct Timeouts: Encodable {
        let implicit: Int
        let pageLoad: Int
        let script: Int
    }
    let capabilities: Capabilities
}

private struct NewSessionValue: Decodable {
    let sessionId: String
}

private struct EmptyBody: Encodable {}

private struct CookieBody: Encodable {
    struct Cookie: Encodable {
        let name: String
        let value: String
        let path = "/"
        let httpOnly = true
    }
    let cookie: Cookie
}

private struct URLBody: Encodable {
    let url: String
}

private struct Locator: Encodable {
    let using = "css selector"
    let value: String
}

private struct TextBody: Encodable {
    let text: String
}

private struct LogRequest: Encodable {
    let type: String
}

private struct ScriptBody: Encodable {
    let script: String
    let args: [String]
}

/// One line of the browser's console log, as chromedriver reports it (`goog:loggingPrefs`).
@available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0, outside the API promise")
public struct BrowserLogEntry: Decodable, Sendable, Hashable, CustomStringConvertible {
    /// An entry logged at `timestamp` (milliseconds since 1970) with `level` and `message`.
    public init(level: String, message: String, timestamp: Int64) {
        self.level = level
        self.message = message
        self.timestamp = timestamp
    }

    /// `SEVERE`, `WARNING`, `INFO`, …
    public let level: String
    /// The console line.
    public let message: String
    /// When it was logged, in milliseconds since 1970.
    public let timestamp: Int64

    /// Whether this is the browser's own request rather than the page's: the `/favicon.ico` it asks every site for
    /// on its own, which most test services answer 404 (`http://127.0.0.1:40123/favicon.ico - Failed to load
    /// resource: the server responded with a status of 404 (Not Found)`). Left out of failure bundles (also when a
    /// page links that very icon: the log cannot tell the two apart).
    public var isBrowsersOwnRequest: Bool {
        message.contains("/favicon.ico ") && message.contains("Failed to load resource")
    }

    /// `[LEVEL] message`.
    public var description: String { "[\(level)] \(message)" }
}

/// One line of the browser's console log, as chromedriver reports it (`goog:loggingPrefs`).
public struct BrowserLogEntry: Decodable, Sendable, Hashable, CustomStringConvertible {
    /// `SEVERE`, `WARNING`, `INFO`, …
    public let level: String
    /// The console line.
    public let message: String
    /// When it was logged, in milliseconds since 1970.
    public let timestamp: Int64

    /// `[LEVEL] message`.
    public var description: String { "[\(level)] \(message)" }
}

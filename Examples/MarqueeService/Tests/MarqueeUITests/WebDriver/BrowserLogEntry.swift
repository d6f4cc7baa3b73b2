/// One line of the browser's console log, as chromedriver reports it (`goog:loggingPrefs`).
struct BrowserLogEntry: Decodable, Sendable, Hashable, CustomStringConvertible {
    let level: String
    let message: String
    let timestamp: Int64

    var description: String { "[\(level)] \(message)" }
}

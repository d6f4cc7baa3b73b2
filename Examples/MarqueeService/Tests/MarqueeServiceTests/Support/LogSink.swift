import Foundation
import Synchronization

/// Collects the lines a `JSONLogHandler` writes.
final class LogSink: Sendable {
    private let lines = Mutex<[String]>([])

    func append(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    /// Every line so far, each parsed as a JSON object.
    var entries: [[String: Any]] {
        lines.withLock { $0 }.compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    /// Every line so far, as written.
    var text: String {
        lines.withLock { $0.joined() }
    }
}

import Foundation
import MarqueeTestSupport
import StubHTTPServer
import Testing

/// The upstream the fixtures tool records from in tests: a loopback server replaying the committed recordings,
/// optionally with a few payloads edited, standing in for both APIs (`API_BASE_URL`).
enum Upstream {
    /// The recordings the contract suites read, in this checkout.
    static let committedRecordings = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ContractTests/Fixtures", isDirectory: true)

    /// One edit: in the recorded answer to `request`, `from` (which occurs exactly once) becomes `to`.
    struct Edit {
        let request: String
        let from: String
        let to: String
    }

    /// The committed recordings with `edits` applied.
    static func recording(editedBy edits: [Edit] = []) throws -> StubRecording {
        let committed = try StubRecording.load(from: committedRecordings)
        var exchanges = committed.sortedExchanges
        for edit in edits {
            let index = try #require(exchanges.firstIndex { $0.key.description == edit.request }, "\(edit.request)")
            let old = exchanges[index]
            let text = String(decoding: old.body, as: UTF8.self)
            try #require(text.components(separatedBy: edit.from).count == 2, "\(edit.from) once in \(edit.request)")
            exchanges[index] = RecordedExchange(
                key: old.key, status: old.status, headers: old.headers,
                body: Data(text.replacingOccurrences(of: edit.from, with: edit.to).utf8))
        }
        return StubRecording(exchanges)
    }

    /// The environment that points both APIs at `server`.
    static func environment(_ server: StubHTTPServer, extra: [String: String] = [:]) -> [String: String] {
        ["API_BASE_URL": server.baseURL.absoluteString].merging(extra) { $1 }
    }
}

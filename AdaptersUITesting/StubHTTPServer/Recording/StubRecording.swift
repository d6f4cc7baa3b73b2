import Foundation

/// A set of recorded exchanges, one per ``RecordingKey``: what a recording folder holds, ready to replay with
/// `replay(_:)`. The one reader of `.recording` files, for any host that replays them (``load(from:)``).
public struct StubRecording: Sendable {
    /// The extension of a recording file.
    package static let fileExtension = ".recording"

    /// The exchanges by the request they answer.
    package let exchanges: [RecordingKey: RecordedExchange]
    /// The redaction that keys incoming requests on replay (secret query items left out).
    package let redaction: RecordingRedaction

    /// A recording of `exchanges`; a later exchange for the same key replaces an earlier one.
    package init(_ exchanges: [RecordedExchange], redaction: RecordingRedaction = RecordingRedaction()) {
        self.exchanges = Dictionary(exchanges.map { ($0.key, $0) }, uniquingKeysWith: { _, last in last })
        self.redaction = redaction
    }

    /// Every `*.recording` file in `folder` (not its subfolders). Other files are ignored.
    /// - Throws: ``StubRecordingError`` naming the folder, or the file and line that cannot be read.
    package static func load(
        from folder: URL, redaction: RecordingRedaction
    ) throws(StubRecordingError) -> StubRecording {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw .unreadableFolder(folder.path)
        }
        var exchanges: [RecordedExchange] = []
        for name in names.sorted() where name.hasSuffix(fileExtension) {
            let file = folder.appendingPathComponent(name)
            guard let contents = try? Data(contentsOf: file) else { throw .unreadableFile(file.path) }
            do {
                exchanges.append(try RecordedExchange.parse(contents))
            } catch {
                throw .malformedFile(file.path, error)
            }
        }
        return StubRecording(exchanges, redaction: redaction)
    }

    /// Every `*.recording` file in `folder` (not its subfolders), keyed as a replay keys a request with no secret in
    /// it. Other files are ignored.
    /// - Throws: ``StubRecordingError`` naming the folder, or the file and line that cannot be read.
    public static func load(from folder: URL) throws(StubRecordingError) -> StubRecording {
        try load(from: folder, redaction: RecordingRedaction())
    }

    /// The exchanges in key order.
    package var sortedExchanges: [RecordedExchange] {
        exchanges.keys.sorted().compactMap { exchanges[$0] }
    }

    /// Each exchange as a route's answer, in key order: the request's path, its query items (an item given twice
    /// keeps its first value), and the recorded status, headers and body, with `headers` set over the recorded ones.
    /// A replay that routes by path and query registers these.
    public func answers(
        overridingHeaders headers: [String: String] = [:]
    ) -> [(path: String, query: [String: String], response: StubResponse)] {
        sortedExchanges.map { exchange in
            let query = Dictionary(
                exchange.key.queryItems.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
            let recorded = Dictionary(
                exchange.headers.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
            let response = StubResponse.status(
                exchange.status, body: exchange.body, headers: recorded.merging(headers) { _, given in given })
            return (exchange.key.path, query, response)
        }
    }

    /// The recorded answer to `key`, if any.
    package func exchange(for key: RecordingKey) -> RecordedExchange? {
        exchanges[key]
    }

    /// The recorded request closest to `key`, and how `key` differs from it; `nil` when nothing is recorded.
    /// Closest: the fewest differences, a different method counting most, then a different path; ties go to the
    /// first in key order.
    package func nearMiss(for key: RecordingKey) -> NearMiss? {
        var best: (cost: Int, miss: NearMiss)?
        for candidate in exchanges.keys.sorted() {
            let miss = NearMiss(request: key, recorded: candidate)
            if best == nil || miss.cost < best?.cost ?? .max { best = (miss.cost, miss) }
        }
        return best?.miss
    }
}

/// Why a recording folder could not be loaded.
public enum StubRecordingError: Error, Sendable, CustomStringConvertible {
    /// The folder does not exist or cannot be listed.
    case unreadableFolder(String)
    /// A recording file cannot be read.
    case unreadableFile(String)
    /// A recording file is not in the recording format.
    case malformedFile(String, RecordingFormatError)

    /// One line naming the folder or file (and line) and the problem.
    public var description: String {
        switch self {
        case .unreadableFolder(let path): "cannot read the recording folder \(path)"
        case .unreadableFile(let path): "cannot read the recording \(path)"
        case .malformedFile(let path, let error): "\(path): \(error)"
        }
    }
}

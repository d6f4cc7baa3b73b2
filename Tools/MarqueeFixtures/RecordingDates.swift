import Foundation
import SharedKernel

/// When each recording of a folder was made: one file beside the recordings, `recording-dates.txt`, one line per
/// recording (`2026-11-25T10:46:44.000Z  get-3-movie-640-language=en-US.55c97d4f.recording`), sorted by name.
/// The recordings themselves stay exactly what the API answered, so an unchanged answer re-recorded is the same
/// bytes and a diff shows only real changes; their ages change in this one file.
struct RecordingDates: Sendable, Hashable {
    /// The file's name in the recording folder.
    static let fileName = "recording-dates.txt"
    static let header = "# marquee-fixtures: when each recording was made (UTC); written by refresh"

    /// Recording file name → when it was made.
    let dates: [String: Date]

    /// The dates; see ``dates``.
    init(_ dates: [String: Date]) {
        self.dates = dates
    }

    /// The dates noted in `folder`; none when it has no such file.
    /// - Throws: ``FixturesFailure`` naming the line that is not `INSTANT  NAME`.
    static func load(from folder: URL) throws(FixturesFailure) -> RecordingDates {
        let file = folder.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: file.path) else { return RecordingDates([:]) }
        guard let data = try? Data(contentsOf: file), let text = String(data: data, encoding: .utf8) else {
            throw FixturesFailure("cannot read \(file.path)")
        }
        var dates: [String: Date] = [:]
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.isEmpty && !line.hasPrefix("#") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count == 2, let date = try? Self.instantStyle.parse(String(fields[0])) else {
                throw FixturesFailure(
                    "\(file.path):\(index + 1): expected `INSTANT  NAME`, e.g. 2026-11-25T10:00:00.000Z")
            }
            dates[String(fields[1])] = date
        }
        return RecordingDates(dates)
    }

    /// The file's contents.
    var fileContents: Data {
        let lines = dates.keys.sorted().map { name in
            "\(UTCInstant.iso8601Milliseconds(dates[name] ?? .distantPast) ?? "-")  \(name)"
        }
        return Data(([Self.header] + lines).joined(separator: "\n").appending("\n").utf8)
    }

    /// ISO 8601 in UTC with milliseconds, what ``UTCInstant`` writes; the time zone is fixed, never the host's.
    private static let instantStyle = Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt)
}

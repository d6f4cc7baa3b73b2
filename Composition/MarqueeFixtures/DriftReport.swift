import Foundation
import StubHTTPServer

/// The stubs compared with a recording folder: for every need with a recording, the fields whose values differ,
/// volatile and drift apart.
public struct DriftReport: Sendable {
    /// The folder as given.
    public let folder: String
    /// How many recordings the folder holds.
    public let recordingCount: Int
    /// One entry per need, in ``FixtureNeed/catalogue`` order.
    public let entries: [DriftEntry]

    /// Whether any field drifted: the stub is wrong somewhere.
    public var hasDrift: Bool { entries.contains { $0.differences.contains { $0.kind == .drift } } }

    /// Replays `folder` and asks every need of the production adapters (reading the recordings) and of the stubs.
    public static func measure(
        recordings folder: URL, shownAs name: String, needs: [FixtureNeed] = FixtureNeed.catalogue
    ) async throws(FixturesFailure) -> DriftReport {
        let recording: StubRecording
        do {
            recording = try StubRecording.load(from: folder)
        } catch {
            throw FixturesFailure("drift: \(error)")
        }
        let server: StubHTTPServer
        do {
            server = try StubHTTPServer.start()
        } catch {
            throw FixturesFailure("drift: \(error)")
        }
        server.replay(recording)
        let asker = FixtureAsker(
            tmdbBaseURL: FixtureAsker.url(of: server, path: "/3"),
            rickAndMortyBaseURL: FixtureAsker.url(of: server, path: "/api"),
            credential: FixtureAsker.placeholderCredential, timeout: .seconds(10))
        let stubs = FixturePorts.stubs()
        var entries: [DriftEntry] = []
        for need in needs {
            server.clearRequests()
            let answer = await asker.ask(need)
            let requests = server.requests
            if let missed = requests.first(where: { $0.matchedRoute == nil }) {
                entries.append(
                    DriftEntry(
                        question: need.question, recording: nil, compared: false, differences: [],
                        nearMiss: missed.nearMiss.map(String.init(describing:))
                            ?? "\(missed.method) \(missed.path) (nothing recorded)"))
                continue
            }
            let recorded = requests.compactMap(\.matchedRoute).map {
                $0.replacingOccurrences(of: "recording ", with: "")
            }
            var differences: [FieldDifference] = []
            if need.comparesWithStub {
                let stub = await need.ask(stubs)
                differences = DriftComparison(volatileLists: need.volatileLists)
                    .differences(stub: stub.json, recorded: answer.json)
            }
            entries.append(
                DriftEntry(
                    question: need.question, recording: recorded.joined(separator: ", "),
                    compared: need.comparesWithStub,
                    differences: differences, nearMiss: nil))
        }
        await server.shutdown()
        return DriftReport(folder: name, recordingCount: recording.exchanges.count, entries: entries)
    }

    /// The report for a person: a summary table (one row per need), then the drifted fields, then the volatile
    /// ones, then what has no recording.
    public func rendered() -> String {
        let compared = entries.filter(\.compared)
        var lines = [
            "Stubs against \(recordingCount) recordings in \(folder): \(compared.count) answers compared", "",
        ]
        var rows = [["QUESTION", "RECORDING", "DRIFT", "VOLATILE"]]
        let missing = entries.filter { $0.recording == nil }
        for entry in entries where entry.recording != nil {
            let drift = entry.differences.filter { $0.kind == .drift }.count
            let volatile = entry.differences.count - drift
            rows.append([
                entry.question, entry.recording ?? "none",
                entry.recording == nil ? "-" : entry.compared ? String(drift) : "kept",
                entry.recording == nil || !entry.compared ? "-" : String(volatile),
            ])
        }
        let all = entries.flatMap(\.differences)
        let totalDrift = all.filter { $0.kind == .drift }.count
        if !missing.isEmpty { rows.append(["(\(missing.count) more without a recording)", "none", "-", "-"]) }
        rows.append(["TOTAL", "", String(totalDrift), String(all.count - totalDrift)])
        lines += Self.table(rows)
        for kind in [DriftKind.drift, .volatile] {
            let affected = entries.filter { $0.differences.contains { $0.kind == kind } }
            guard !affected.isEmpty else { continue }
            lines.append("")
            lines.append(
                kind == .drift
                    ? "DRIFT: the stub is now wrong; fix its data (or the recording, if the API is wrong):"
                    : "VOLATILE: expected to move, nothing to fix:")
            for entry in affected {
                lines.append("  \(entry.question)  [\(entry.recording ?? "")]")
                let differences = entry.differences.filter { $0.kind == kind }
                let width = differences.map(\.path.count).max() ?? 0
                for difference in differences {
                    let path = difference.path.padding(toLength: width, withPad: " ", startingAt: 0)
                    lines.append("    \(path)  stub \(difference.stub)  recorded \(difference.recorded)")
                }
            }
        }
        if !missing.isEmpty {
            lines.append("")
            lines.append("NOT RECORDED (\(missing.count)): run `marquee-fixtures refresh` to record them:")
            for entry in missing.prefix(Self.listedMissing) {
                lines.append("  \(entry.question): \(entry.nearMiss ?? "")")
            }
            if missing.count > Self.listedMissing {
                lines.append("  … and \(missing.count - Self.listedMissing) more")
            }
        }
        lines.append("")
        lines.append(
            totalDrift == 0
                ? "No drift: every compared field agrees with the recordings"
                    + (all.isEmpty ? "." : ", apart from \(all.count) volatile ones.")
                : "Drift in \(totalDrift) field(s): the stubs no longer match the recordings.")
        return lines.joined(separator: "\n") + "\n"
    }

    /// How many requests without a recording the details name one by one.
    static let listedMissing = 10

    /// Rows as left-aligned columns two spaces apart.
    private static func table(_ rows: [[String]]) -> [String] {
        let widths = (0..<(rows.first?.count ?? 0)).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            zip(row, widths).enumerated().map { index, cell in
                index == row.count - 1 ? cell.0 : cell.0.padding(toLength: cell.1, withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }
    }
}

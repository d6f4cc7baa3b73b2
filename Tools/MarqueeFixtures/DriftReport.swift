import Foundation
import MarqueeJSON
import StubHTTPServer

/// The stubs compared with a recording folder: for every need with a recording, the fields whose values differ
/// (volatile and drift apart) and the stub entities gone upstream; and, about the folder itself, the recordings
/// that are too old (stale) and those nothing reads (unused).
struct DriftReport: Sendable {
    /// The folder as given.
    let folder: String
    /// How many recordings the folder holds.
    let recordingCount: Int
    /// One entry per need, in ``FixtureNeed/catalogue`` order.
    let entries: [DriftEntry]
    /// The recordings no need reads (neither a contract test nor a stub entity): file names, sorted.
    let unused: [String]
    /// The recordings older than the expiry's maximum age, or undated, one line each; empty without an expiry.
    let stale: [String]
    /// The expiry asked for, if any.
    let expiry: RecordingExpiry?

    /// Whether any field drifted or any stub entity is gone upstream: the stub is wrong somewhere.
    var hasDrift: Bool {
        entries.contains { !$0.gone.isEmpty || $0.differences.contains { $0.kind == .drift } }
    }

    /// Whether the run fails: drift, or stale recordings under `--expired error`.
    var fails: Bool { hasDrift || (expiry?.policy == .error && !stale.isEmpty) }

    /// Replays `folder` and asks every need of the production adapters (reading the recordings) and of the stubs.
    static func measure(
        recordings folder: URL, shownAs name: String, needs: [FixtureNeed] = FixtureNeed.catalogue,
        expiry: RecordingExpiry? = nil
    ) async throws(FixturesFailure) -> DriftReport {
        let recording: StubRecording
        let dates: RecordingDates
        do {
            recording = try StubRecording.load(from: folder)
            dates = try RecordingDates.load(from: folder)
        } catch let failure as FixturesFailure {
            throw FixturesFailure("drift: \(failure.message)")
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
        let exchanges = Dictionary(
            recording.exchanges.values.map { ($0.key.description, $0) }, uniquingKeysWith: { first, _ in first })
        let stubs = FixturePorts.stubs()
        var entries: [DriftEntry] = []
        var read = Set<String>()
        for need in needs {
            server.clearRequests()
            let answer = await asker.ask(need)
            let requests = server.requests
            if let missed = requests.first(where: { $0.matchedRoute == nil }) {
                entries.append(
                    DriftEntry(
                        question: need.question, recording: nil, compared: false, differences: [], gone: [],
                        nearMiss: missed.nearMiss.map(String.init(describing:))
                            ?? "\(missed.method) \(missed.path) (nothing recorded)",
                        entityKind: need.entityKind, entityID: need.entityID, recorded: nil, entities: 0))
                continue
            }
            let recorded = requests.compactMap(\.matchedRoute).map {
                $0.replacingOccurrences(of: "recording ", with: "")
            }
            read.formUnion(recorded)
            var differences: [FieldDifference] = []
            var gone: [GoneEntity] = []
            var entities = 0
            if need.comparesWithStub {
                let stub = await need.ask(stubs).json
                if need.entityKind != nil {
                    if need.entityID != nil {
                        entities = 1
                    } else if case .array(let elements) = stub {
                        entities = elements.count
                    }
                }
                if let kind = need.entityKind, let id = need.entityID, need.expectedStatus == 200,
                    let notFound = recorded.compactMap({ exchanges[$0] }).first(where: \.isAPINotFound)
                {
                    gone.append(
                        GoneEntity(
                            entity: StubEntity(kind, id: id), name: Self.name(of: stub),
                            evidence: "\(notFound.key) answered 404"
                                + (notFound.apiMessage.map { " (\($0))" } ?? "")))
                } else {
                    differences = DriftComparison(volatileLists: need.volatileLists)
                        .differences(stub: stub, recorded: answer.json)
                    if let kind = need.entityKind, need.entityID == nil {
                        (differences, gone) = Self.separateGone(
                            differences, kind: kind, stub: stub, request: recorded.joined(separator: ", "))
                    }
                }
            }
            entries.append(
                DriftEntry(
                    question: need.question, recording: recorded.joined(separator: ", "),
                    compared: need.comparesWithStub, differences: differences, gone: gone, nearMiss: nil,
                    entityKind: need.entityKind, entityID: need.entityID, recorded: answer.json,
                    entities: entities))
        }
        await server.shutdown()
        let all = recording.sortedExchanges
        return DriftReport(
            folder: name, recordingCount: all.count, entries: entries,
            unused: all.filter { !read.contains($0.key.description) }.map(\.fileName).sorted(),
            stale: expiry?.stale(all.map(\.fileName), dates: dates) ?? [], expiry: expiry)
    }

    /// A batch's elements the stub has and the answer lacks (`[id 19]`, recorded absent) are gone upstream, not
    /// field drift.
    private static func separateGone(
        _ differences: [FieldDifference], kind: StubEntity.Kind, stub: JSONValue, request: String
    ) -> ([FieldDifference], [GoneEntity]) {
        var kept: [FieldDifference] = []
        var gone: [GoneEntity] = []
        for difference in differences {
            guard difference.recorded == "absent", difference.path.hasPrefix("[id "), difference.path.hasSuffix("]"),
                let id = Int(difference.path.dropFirst(4).dropLast())
            else {
                kept.append(difference)
                continue
            }
            let element: JSONValue? =
                if case .array(let elements) = stub {
                    elements.first { element in
                        if case .object(let object) = element,
                            case .integer(id) = object.members.first(where: { $0.key == "id" })?.value
                        {
                            return true
                        }
                        return false
                    }
                } else { nil }
            gone.append(
                GoneEntity(
                    entity: StubEntity(kind, id: id), name: element.flatMap(name(of:)),
                    evidence: "the batch answer (\(shortened(request))) lacks it"))
        }
        return (kept, gone)
    }

    /// The `title` or `name` of an answer, if it has one.
    private static func name(of answer: JSONValue) -> String? {
        guard case .object(let object) = answer else { return nil }
        for key in ["title", "name"] {
            if case .string(let value) = object.members.first(where: { $0.key == key })?.value { return value }
        }
        return nil
    }
}

/// One need's outcome in a ``DriftReport``.
struct DriftEntry: Sendable {
    /// The need.
    let question: String
    /// The recorded request that answered it; `nil` when the folder has no recording for it.
    let recording: String?
    /// Whether the stub's answer was compared (the 401 recording is kept, never compared).
    let compared: Bool
    /// The differences, in path order (a gone entity is not among them: see ``gone``).
    let differences: [FieldDifference]
    /// The stub entities the API no longer has.
    let gone: [GoneEntity]
    /// For a need without a recording: the closest recorded request and how it differs.
    let nearMiss: String?
    /// The kind of stub entity the need asks for (``FixtureNeed/entityKind``).
    let entityKind: StubEntity.Kind?
    /// The one entity's id (``FixtureNeed/entityID``).
    let entityID: Int?
    /// What the adapter read from the recording, as compared; `nil` without a recording.
    let recorded: JSONValue?
    /// How many stub entities the comparison covered: 1 for one asked by id, a batch's size, 0 for other answers.
    let entities: Int
}

extension DriftReport {
    /// The report for a person: a summary table (answers checked, drifted, entities gone, stale and unused
    /// recordings), the table of questions, then the details: drifted fields, entities gone upstream, volatile
    /// fields, stale and unused recordings, and what has no recording.
    func rendered() -> String {
        let compared = entries.filter { $0.compared && $0.recording != nil }
        let drifted = compared.filter { $0.differences.contains { $0.kind == .drift } }
        let gone = entries.flatMap(\.gone)
        let all = entries.flatMap(\.differences)
        let totalDrift = all.filter { $0.kind == .drift }.count
        var lines = ["Stubs against \(recordingCount) recordings in \(folder)", ""]
        lines += Self.table([
            ["SUMMARY", "", ""],
            [
                "checked", String(compared.count),
                "answers compared with the stubs, covering \(compared.map(\.entities).reduce(0, +)) stub entities",
            ],
            ["drifted", String(drifted.count), "of them with \(totalDrift) field(s) the stub has wrong"],
            ["gone", String(gone.count), "stub entities the upstream no longer has"],
            [
                "stale", expiry == nil || expiry?.policy == .ignore ? "-" : String(stale.count),
                expiry.map { "recordings older than \($0.maxAge) (--expired \($0.policy.rawValue))" }
                    ?? "recordings too old (not asked: --max-age)",
            ],
            ["unused", String(unused.count), "recordings no contract test or stub entity reads"],
        ])
        lines.append("")
        var rows = [["QUESTION", "RECORDING", "DRIFT", "VOLATILE"]]
        let missing = entries.filter { $0.recording == nil }
        for entry in entries where entry.recording != nil {
            let drift = entry.differences.filter { $0.kind == .drift }.count
            let volatile = entry.differences.count - drift
            rows.append([
                entry.question, Self.shortened(entry.recording ?? "none"),
                !entry.compared ? "kept" : entry.gone.isEmpty ? String(drift) : "gone",
                !entry.compared ? "-" : String(volatile),
            ])
        }
        if !missing.isEmpty { rows.append(["(\(missing.count) more without a recording)", "none", "-", "-"]) }
        rows.append(["TOTAL", "", String(totalDrift), String(all.count - totalDrift)])
        lines += Self.table(rows)
        lines += details(of: .drift)
        if !gone.isEmpty {
            lines.append("")
            lines.append("GONE UPSTREAM (\(gone.count)): remove the stub entity or replace it with one the API has:")
            for entry in entries where !entry.gone.isEmpty {
                lines.append("  \(entry.question)")
                lines += entry.gone.map { "    \($0.line)" }
            }
        }
        lines += details(of: .volatile)
        if !stale.isEmpty, let expiry {
            lines.append("")
            lines.append(
                "STALE (\(stale.count)): older than \(expiry.maxAge) or undated; run `marquee-fixtures refresh`:")
            lines += stale.map { "  \($0)" }
        }
        if !unused.isEmpty {
            lines.append("")
            lines.append(
                "UNUSED (\(unused.count)): no contract test or stub entity reads them; "
                    + "`marquee-fixtures refresh --prune` removes them:")
            lines += unused.map { "  \($0)" }
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
        lines.append(verdict(totalDrift: totalDrift, gone: gone.count, volatile: all.count - totalDrift))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The last line.
    private func verdict(totalDrift: Int, gone: Int, volatile: Int) -> String {
        let expired =
            expiry?.policy == .error && !stale.isEmpty
            ? " \(stale.count) recording(s) expired (--expired error)." : ""
        guard totalDrift > 0 || gone > 0 else {
            return "No drift: every compared field agrees with the recordings"
                + (volatile == 0 ? "." : ", apart from \(volatile) volatile ones.") + expired
        }
        var parts: [String] = []
        if totalDrift > 0 { parts.append("Drift in \(totalDrift) field(s)") }
        if gone > 0 { parts.append("\(gone) stub entit\(gone == 1 ? "y" : "ies") gone upstream") }
        return parts.joined(separator: " and ") + ": the stubs no longer match the recordings." + expired
    }

    /// The fields of one kind, grouped by question.
    private func details(of kind: DriftKind) -> [String] {
        let affected = entries.filter { $0.differences.contains { $0.kind == kind } }
        guard !affected.isEmpty else { return [] }
        var lines = [
            "",
            kind == .drift
                ? "DRIFT: the stub is now wrong; fix its data (or the recording, if the API is wrong):"
                : "VOLATILE: expected to move, nothing to fix:",
        ]
        for entry in affected {
            lines.append("  \(entry.question)  [\(entry.recording ?? "")]")
            let differences = entry.differences.filter { $0.kind == kind }
            let width = differences.map(\.path.count).max() ?? 0
            for difference in differences {
                let path = difference.path.padding(toLength: width, withPad: " ", startingAt: 0)
                lines.append("    \(path)  stub \(difference.stub)  recorded \(difference.recorded)")
            }
        }
        return lines
    }

    /// `text` cut to at most `limit` characters, ending with `…` when cut: a batch request names every id.
    static func shortened(_ text: String, limit: Int = 60) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }

    /// How many requests without a recording the details name one by one.
    static let listedMissing = 10

    /// Rows as left-aligned columns two spaces apart, without trailing spaces.
    private static func table(_ rows: [[String]]) -> [String] {
        let widths = (0..<(rows.first?.count ?? 0)).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            var line = zip(row, widths).map { cell, width in
                cell.padding(toLength: width, withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}

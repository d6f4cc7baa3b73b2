extension DriftReport {
    /// The report for a person: a summary table (answers checked, drifted, entities gone, stale and unused
    /// recordings), the table of questions, then the details: drifted fields, entities gone upstream, volatile
    /// fields, stale and unused recordings, and what has no recording.
    package func rendered() -> String {
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

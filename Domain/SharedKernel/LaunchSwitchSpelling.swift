/// Recognises near-misses of the launch switches, so that a typo fails loudly instead of silently running live.
///
/// An argument is compared after normalising it: the part before any `=`, leading dashes dropped, lower-cased,
/// with `-`, `_` and `.` removed. `-UITest`, `--uitest`, `-ui-test`, `-uitest=1` all normalise to `uitest`.
/// Typographic dashes count as dashes: autocorrect turns `--uitest` into `—uitest`.
package enum LaunchSwitchSpelling {
    /// Hyphen-minus, hyphen, non-breaking hyphen, en dash, em dash, minus sign, small and full-width hyphen-minus.
    private static let dashes: Set<Swift.Character> = [
        "-", "\u{2010}", "\u{2011}", "\u{2013}", "\u{2014}", "\u{2212}", "\u{FE63}", "\u{FF0D}",
    ]

    /// What a suspicious argument resembles.
    package enum Resemblance: Equatable {
        case uiTestSwitch
        case scenarioOption
    }

    /// What `argument` (not exactly `-uitest` or `-uitest-scenario`) resembles, or `nil` when it is unrelated.
    package static func resemblance(of argument: String) -> Resemblance? {
        guard let first = argument.first, dashes.contains(first) else { return nil }
        let key = normalised(argument)
        guard key.count >= 4 else { return nil }
        if key.contains("scenario"), key.hasPrefix("ui") || distance(key, "uitestscenario") <= 2 {
            return .scenarioOption
        }
        if key.hasPrefix("uitest") || distance(key, "uitest") <= 1 {
            return .uiTestSwitch
        }
        return nil
    }

    /// Whether an environment variable's name resembles `UITEST_SCENARIO` without being it.
    package static func resemblesScenarioVariable(_ name: String) -> Bool {
        let key = normalised(name)
        return key.contains("scenario") && (key.hasPrefix("uitest") || distance(key, "uitestscenario") <= 2)
    }

    /// Whether an environment variable's name is a would-be stub switch such as `UITEST` or `UI_TEST`.
    package static func resemblesUITestVariable(_ name: String) -> Bool {
        ["uitest", "uitests", "uitesting"].contains(normalised(name))
    }

    private static func normalised(_ text: String) -> String {
        let key = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return String(key.drop { dashes.contains($0) }.lowercased().filter { !"-_.".contains($0) })
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and adjacent transpositions.
    package static func distance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs.unicodeScalars)
        let b = Array(rhs.unicodeScalars)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}

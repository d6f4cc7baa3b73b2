import Testing

/// A stub-mode command whose `--json` document must have exactly these top-level keys, in this order.
struct JSONShape: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let keys: [String]

    var testDescription: String { arguments.joined(separator: " ") }

    /// The top-level keys of a document printed with two-space indentation, in the order they appear.
    static func topLevelKeys(of document: String) -> [String] {
        document.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  \""), !line.hasPrefix("   ") else { return nil }
            return line.dropFirst(3).split(separator: "\"", maxSplits: 1).first.map(String.init)
        }
    }
}

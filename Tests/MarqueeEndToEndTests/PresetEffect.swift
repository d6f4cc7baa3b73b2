import Testing

/// What a scenario preset visibly does to one command.
struct PresetEffect: Sendable, CustomTestStringConvertible {
    let preset: String
    let arguments: [String]
    let status: Int32
    /// On success, text stdout contains; on failure, text the last stderr line contains.
    let text: String

    var testDescription: String { "\(preset): \(arguments.joined(separator: " "))" }
}

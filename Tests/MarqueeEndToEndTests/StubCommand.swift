import Testing

/// One command in stub mode, and text its standard output must contain.
struct StubCommand: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let expected: [String]

    var testDescription: String { arguments.joined(separator: " ") }
}

import Testing

/// A launch that must be refused, and the error case it must be refused with.
struct InvalidLaunch: Sendable, CustomTestStringConvertible {
    let label: String
    let arguments: [String]
    var environment: [String: String] = [:]
    /// The error's case name, e.g. `misspelledUITestSwitch`.
    let expected: String
    /// Text the one-line message must contain.
    let message: String

    var testDescription: String { label }
}

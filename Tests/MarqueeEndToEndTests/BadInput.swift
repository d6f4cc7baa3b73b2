import Foundation
import Testing

/// A command line that must be refused before any port is called.
struct BadInput: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    var environment: [String: String] = [:]
    /// Files written to the working directory first.
    var files: [String: Data] = [:]
    /// Text the single stderr line must contain.
    let message: String
    var status: Int32 = 2

    var testDescription: String { arguments.joined(separator: " ") }
}

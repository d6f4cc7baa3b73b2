import CompositionKit

/// Why a scenario could not be read. Its ``message`` is one line that names what was wrong and lists what is
/// valid instead.
public struct ScenarioError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong, for tests and code to match on.
    public let reason: ScenarioErrorReason
    /// One line naming the problem and listing what is valid.
    public let message: String

    /// An error; the factory functions below write the message.
    init(_ reason: ScenarioErrorReason, message: String) {
        self.reason = reason
        self.message = message
    }

    /// The message.
    public var description: String { message }

    /// The longest piece of the offending input quoted in a message.
    static let maximumQuotedLength = 60

    static func unknownPreset(_ text: String) -> ScenarioError {
        ScenarioError(
            .unknownPreset(text),
            message: "unknown scenario \(quoted(text)): expected a preset (\(list(Scenario.presetNames))) "
                + "or inline JSON starting with \"{\"")
    }

    static func unknownKey(_ key: String, in context: String, allowed: [String]) -> ScenarioError {
        ScenarioError(
            .unknownKey(key, context: context),
            message: "unknown key \(quoted(key)) in \(context): expected one of \(list(allowed))")
    }

    /// `path` is the object's place in the document, `[]` at the top; parts that are not plain names are quoted in
    /// the message, so that it stays one line whatever the keys are.
    static func duplicateKey(_ key: String, path: [String]) -> ScenarioError {
        let context = path.isEmpty ? "scenario" : path.joined(separator: ".")
        let shownContext = shownPath(path)
        return ScenarioError(
            .duplicateKey(key, context: context),
            message: "duplicate key \(quoted(key)) in \(shownContext): each key may appear only once in an object")
    }

    /// `ports` names `name`, which is not one of the ports `known` (the wired ones, in report order).
    package static func unknownPort(_ name: String, known: [String]) -> ScenarioError {
        ScenarioError(
            .unknownPort(name), message: "unknown port \(quoted(name)) in ports: expected one of \(list(known))")
    }

    static func unknownBehavior(_ name: String, in context: String) -> ScenarioError {
        ScenarioError(
            .unknownBehavior(name),
            message: "unknown behavior \(quoted(name)) in \(context): expected one of \(list(PortBehavior.names))")
    }

    static func unknownFailure(_ name: String, in context: String) -> ScenarioError {
        ScenarioError(
            .unknownFailure(name),
            message: "unknown failure \(quoted(name)) in \(context): expected one of \(list(ScenarioFailure.names))")
    }

    static func unsupportedVersion(_ version: Int) -> ScenarioError {
        ScenarioError(
            .unsupportedVersion(version),
            message: "unsupported scenario version \(version): this build reads version \(Scenario.currentVersion)")
    }

    static let fileInControlBody = ScenarioError(
        .fileInControlBody, message: "a scenario file is read at launch only; send a preset name or inline JSON")

    static let missingVersion = ScenarioError(
        .missingVersion,
        message: "scenario JSON has no \"version\": add \"version\": \(Scenario.currentVersion)")

    static func invalidValue(key: String, in context: String, expected: String) -> ScenarioError {
        ScenarioError(
            .invalidValue(key: key, context: context), message: "invalid \(key) in \(context): expected \(expected)")
    }

    static func malformedJSON(at context: String, expected: String) -> ScenarioError {
        ScenarioError(
            .malformedJSON(context: context), message: "invalid scenario JSON at \(context): expected \(expected)")
    }

    /// `text` in double quotes, shortened and with control characters escaped, so a message stays one line.
    /// A place in the document for a message: `scenario` at the top, else the keys joined by dots, each key that
    /// is not a plain name (ASCII letters, digits, `_`) quoted, so that the message stays one line whatever the
    /// keys are (a port name is any string).
    static func shownPath(_ path: [String]) -> String {
        let plain = { (part: String) in
            !part.isEmpty
                && part.unicodeScalars.allSatisfy {
                    $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
                }
        }
        return path.isEmpty ? "scenario" : path.map { plain($0) ? $0 : quoted($0) }.joined(separator: ".")
    }

    static func quoted(_ text: String) -> String {
        UserText.quoted(text, mark: "\"", maximumLength: maximumQuotedLength)
    }

    private static func list(_ names: [String]) -> String {
        names.joined(separator: ", ")
    }
}

/// What was wrong with a scenario.
public enum ScenarioErrorReason: Hashable, Sendable {
    /// The text is neither a preset name nor JSON.
    case unknownPreset(String)
    /// A JSON object has the same key twice; `context` is where (`scenario`, `ports`, `ports.MovieRepository`).
    case duplicateKey(String, context: String)
    /// A JSON object has a key the format does not define; `context` is where (`scenario`, `default`,
    /// `ports.MovieRepository`).
    case unknownKey(String, context: String)
    /// `ports` names a port that does not exist.
    case unknownPort(String)
    /// A behaviour name is not one of `PortBehavior.names`.
    case unknownBehavior(String)
    /// A failure name is not one of `ScenarioFailure.names`.
    case unknownFailure(String)
    /// `version` is not one this build reads.
    case unsupportedVersion(Int)
    /// A control request's body names a scenario file (`@…`), which only a launch reads.
    case fileInControlBody
    /// The JSON has no `version`.
    case missingVersion
    /// A value is out of range or not allowed where it stands.
    case invalidValue(key: String, context: String)
    /// The text is not JSON, or a value has the wrong type.
    case malformedJSON(context: String)
}

extension ScenarioError {
    /// The error for a failure of the JSON decoder itself: text that is not JSON, or a value of the wrong type.
    init(decodingError: DecodingError) {
        switch decodingError {
        case .typeMismatch(let type, let context):
            self = .malformedJSON(at: ScenarioCodingKey.context(of: context.codingPath), expected: "a \(type) value")
        case .valueNotFound(let type, let context):
            self = .malformedJSON(
                at: ScenarioCodingKey.context(of: context.codingPath), expected: "a \(type), not null")
        case .keyNotFound(let key, let context):
            self = .malformedJSON(
                at: ScenarioCodingKey.context(of: context.codingPath), expected: "a \"\(key.stringValue)\"")
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            self = .malformedJSON(at: "scenario", expected: "well-formed JSON")
        case .dataCorrupted(let context):
            self = .malformedJSON(at: ScenarioCodingKey.context(of: context.codingPath), expected: "a valid value")
        @unknown default:
            self = .malformedJSON(at: "scenario", expected: "a JSON object")
        }
    }
}

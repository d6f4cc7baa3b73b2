import MarqueeJSON
import SharedKernel

/// Why a scenario could not be read. Its ``message`` is one line that names what was wrong and lists what is
/// valid instead.
public struct ScenarioError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong, for tests and code to match on.
    package let reason: ScenarioErrorReason
    /// One line naming the problem and listing what is valid.
    public let message: String

    /// An error; the factory functions below write the message (each case's meaning is on ``ScenarioErrorReason``).
    init(_ reason: ScenarioErrorReason, message: String) {
        self.reason = reason
        self.message = message
    }

    /// The message.
    public var description: String { message }

    /// The longest piece of the offending input quoted in a message.
    static let maximumQuotedLength = 60

    /// `offered` are the presets the ports in question can serve (all of them when the ports are not known yet).
    package static func unknownPreset(_ text: String, offered: [String] = Scenario.presetNames) -> ScenarioError {
        ScenarioError(
            .unknownPreset(text),
            message: "unknown scenario \(quoted(text)): expected a preset (\(list(offered))) "
                + "or inline JSON starting with \"{\"")
    }

    /// `data` names `kind`, but no registered port serves any data kind.
    static func noDataKinds(_ kind: String) -> ScenarioError {
        ScenarioError(
            .unknownKey(kind, context: "data"),
            message: "unknown key \(quoted(kind)) in data: no registered port serves data (a StubbedPort serves "
                + "the StubDataKinds its init(scenario:clock:) reads)")
    }

    package static func unknownKey(_ key: String, in context: String, allowed: [String]) -> ScenarioError {
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
            message: "unknown failure \(quoted(name)) in \(context): expected one of \(list(PortBehavior.failureNames))"
        )
    }

    static func unsupportedVersion(_ version: Int) -> ScenarioError {
        ScenarioError(
            .unsupportedVersion(version),
            message:
                "unsupported scenario version \(version): this build reads versions 1 and \(Scenario.currentVersion)")
    }

    static let fileInControlBody = ScenarioError(
        .fileInControlBody, message: "a scenario file is read at launch only; send a preset name or inline JSON")

    static let missingVersion = ScenarioError(
        .missingVersion,
        message: "scenario JSON has no \"version\": add \"version\": \(Scenario.currentVersion)")

    /// The value at `path` (`data.movies[0].title`) is not what `expected` says; `found` is shown as JSON (shortened),
    /// or as `nothing` when the value is absent.
    package static func wrongValue(at path: String, expected: String, found: JSONValue?) -> ScenarioError {
        let shown = found.map { quotedJSON($0) } ?? "nothing"
        return ScenarioError(.wrongValue(path: path), message: "\(path): expected \(expected), found \(shown)")
    }

    static func duplicateID(_ id: String, at path: String, first: String) -> ScenarioError {
        ScenarioError(
            .duplicateID(id, path: path),
            message: "\(path): duplicate id \(id), already used by \(first); each id may appear once per kind")
    }

    /// The entity at `path` refers to `what` (`episode 99`), which neither the scenario nor its catalogue has.
    package static func missingReference(
        at path: String, to what: String, catalogue: ScenarioCatalogue
    ) -> ScenarioError {
        let source =
            catalogue == .none
            ? "the scenario's data (catalogue none)" : "the scenario's data or the standard catalogue"
        return ScenarioError(.missingReference(path: path), message: "\(path): no \(what) in \(source)")
    }

    static func unknownMethod(_ name: String, of port: String, known: [String]) -> ScenarioError {
        ScenarioError(
            .unknownMethod(name, port: port),
            message: "unknown method \(quoted(name)) in \(shownPath(["ports", port, "methods"])): "
                + "\(port) has \(list(known))")
    }

    static func documentTooLarge(limit: Int) -> ScenarioError {
        ScenarioError(
            .tooLarge(limit: "\(limit) bytes"), message: "scenario is larger than the limit of \(limit) bytes")
    }

    static func tooManyEntities(limit: Int) -> ScenarioError {
        ScenarioError(
            .tooLarge(limit: "\(limit) entities"), message: "data holds more than the limit of \(limit) entities")
    }

    static func invalidValue(key: String, in context: String, expected: String) -> ScenarioError {
        ScenarioError(
            .invalidValue(key: key, context: context), message: "invalid \(key) in \(context): expected \(expected)")
    }

    static func malformedJSON(at context: String, expected: String) -> ScenarioError {
        ScenarioError(
            .malformedJSON(context: context), message: "invalid scenario JSON at \(context): expected \(expected)")
    }

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

    /// `value` as compact JSON, shortened like ``quoted(_:)`` so the message stays one line.
    static func quotedJSON(_ value: JSONValue) -> String {
        let text = value.rendered(pretty: false)
        guard text.count > maximumQuotedLength else { return text }
        return String(text.prefix(maximumQuotedLength)) + "…"
    }

    /// `text` in double quotes, shortened and with control characters escaped, so a message stays one line.
    static func quoted(_ text: String) -> String {
        UserText.quoted(text, mark: "\"", maximumLength: maximumQuotedLength)
    }

    private static func list(_ names: [String]) -> String {
        names.joined(separator: ", ")
    }
}

/// What was wrong with a scenario.
package enum ScenarioErrorReason: Hashable, Sendable {
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
    /// A failure name is not one of `PortBehavior.failureNames`.
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
    /// A value of a version 2 scenario's data has the wrong type or is out of range; `path` is where
    /// (`data.movies[0].title`).
    case wrongValue(path: String)
    /// Two entities of one kind have the same id (as JSON: `7`, `"PX-100"`); `path` is the second one's id.
    case duplicateID(String, path: String)
    /// An entity refers to one (an episode, a location) that is in neither the data nor its catalogue.
    case missingReference(path: String)
    /// `ports.<port>.methods` names a method the port does not have.
    case unknownMethod(String, port: String)
    /// The scenario is over a size limit; `limit` names it (`1048576 bytes`, `1000 entities`).
    case tooLarge(limit: String)
}

extension ScenarioError {
    /// The error for a failure of the JSON decoder itself: text that is not JSON, or a value of the wrong type.
    init(decodingError: DecodingError) {
        let (codingPath, expected): ([any CodingKey], String) =
            switch decodingError {
            case .typeMismatch(let type, let context): (context.codingPath, "a \(type) value")
            case .valueNotFound(let type, let context): (context.codingPath, "a \(type), not null")
            case .keyNotFound(let key, let context): (context.codingPath, "a \"\(key.stringValue)\"")
            case .dataCorrupted(let context):
                (context.codingPath, context.codingPath.isEmpty ? "well-formed JSON" : "a valid value")
            @unknown default: ([], "a JSON object")
            }
        self = .malformedJSON(at: ScenarioCodingKey.context(of: codingPath), expected: expected)
    }
}

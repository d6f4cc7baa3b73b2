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

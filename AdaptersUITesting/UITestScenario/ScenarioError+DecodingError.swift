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

import Foundation

extension Scenario {
    /// The scenario `text` names: a preset name (``presetNames``, exact spelling), or inline JSON starting with
    /// `{` (see ``Scenario`` for the format). Surrounding white space is ignored.
    public static func parse(_ text: String) throws(ScenarioError) -> Scenario {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix("{") {
            return try decode(json: Data(trimmed.utf8))
        }
        guard let preset = preset(named: trimmed) else { throw .unknownPreset(trimmed) }
        return preset
    }

    /// The scenario in the JSON `data`. A key given twice in one object is refused
    /// (``ScenarioErrorReason/duplicateKey(_:context:)``): a JSON decoder would keep one of the values silently.
    public static func decode(json data: Data) throws(ScenarioError) -> Scenario {
        if let duplicate = JSONDuplicateKeyScanner.firstDuplicateKey(in: data) {
            throw .duplicateKey(duplicate.key, path: duplicate.path)
        }
        do {
            return try JSONDecoder().decode(Scenario.self, from: data)
        } catch let error as ScenarioError {
            throw error
        } catch let error as DecodingError {
            throw ScenarioError(decodingError: error)
        } catch {
            throw .malformedJSON(at: "scenario", expected: "a JSON object")
        }
    }
}

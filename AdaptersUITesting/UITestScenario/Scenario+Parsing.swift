import Foundation

extension Scenario {
    /// The scenario `text` names: a preset name (``presetNames``, exact spelling), or inline JSON starting with
    /// `{` (see ``Scenario`` for the format). Surrounding white space is ignored.
    public static func parse(_ text: String) throws(ScenarioError) -> Scenario {
        guard text.utf8.count <= maximumDocumentBytes else { throw .documentTooLarge(limit: maximumDocumentBytes) }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix("{") {
            return try decode(json: Data(trimmed.utf8))
        }
        guard let preset = preset(named: trimmed) else { throw .unknownPreset(trimmed) }
        return preset
    }

    /// The scenario a control request's body names (`PUT /__uitest/scenario`): what ``parse(_:)`` reads, but not an
    /// `@file`, which only a launch reads (a control request must not make the process read its files). Bytes that
    /// are not UTF-8 read as U+FFFD, and are then refused like any text that names no scenario.
    public static func parse(controlBody body: some Collection<UInt8>) throws(ScenarioError) -> Scenario {
        let text = String(decoding: body, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.hasPrefix("@") else { throw .fileInControlBody }
        return try parse(text)
    }

    /// The scenario in the JSON `data`, at most ``maximumDocumentBytes`` long. A key given twice in one object is refused
    /// (`ScenarioErrorReason/duplicateKey(_:context:)`): a JSON decoder would keep one of the values silently.
    public static func decode(json data: Data) throws(ScenarioError) -> Scenario {
        guard data.count <= maximumDocumentBytes else { throw .documentTooLarge(limit: maximumDocumentBytes) }
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

import Foundation

/// One resource the replay server serves: its id, its JSON exactly as the API sends it (recorded, or generated
/// from the stub data), and the text fields the API searches and filters on.
struct ReplayRecord: Sendable {
    /// The API's id of the resource.
    let id: Int
    /// The resource's JSON object.
    let json: Data
    /// The searchable fields, by the API's key (e.g. `title`, or `name`, `status`, `gender`).
    let fields: [String: String]

    /// The resource parsed back into a JSON object, to embed in a page or an array.
    func object() throws(ContractHarnessError) -> [String: Any] {
        try JSON.object(json, "record \(id)")
    }
}

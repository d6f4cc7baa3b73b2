import Foundation
import StubHTTPServer

/// One resource the replay server serves: its id, its JSON exactly as the API sends it (recorded, or generated
/// from the stub data), and the text fields the API searches and filters on.
struct ReplayRecord: Sendable {
    /// The API's id of the resource.
    let id: Int
    /// The resource's JSON object.
    let json: Data
    /// The searchable fields, by the API's key (e.g. `title`, or `name`, `status`, `gender`).
    let fields: [String: String]

    /// A record of the JSON object `object`, which must have an integer `id`; `fields` are read from its string
    /// values.
    init(object: [String: Any], fields keys: [String]) throws(ContractHarnessError) {
        guard let id = object["id"] as? Int else { throw .invalidPayload("a record without an integer id") }
        self.id = id
        self.json = try JSON.data(object)
        self.fields = Dictionary(uniqueKeysWithValues: keys.map { ($0, object[$0] as? String ?? "") })
    }

    /// The resource parsed back into a JSON object, to embed in a page or an array.
    func object() throws(ContractHarnessError) -> [String: Any] {
        try JSON.object(json, "record \(id)")
    }

    /// A 200 with the JSON `body` builds; a harness failure (which no adapter should see as an API answer) is a
    /// 599 naming it, so the test that met it fails loudly.
    static func respond(_ body: () throws -> Any) -> StubResponse {
        do {
            return .json(try JSON.data(try body()))
        } catch {
            return .json(string: #"{"harness_error":"\#(error)"}"#, status: 599)
        }
    }
}

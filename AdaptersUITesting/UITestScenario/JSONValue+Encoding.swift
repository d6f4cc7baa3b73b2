import Foundation
import MarqueeJSON

extension JSONValue {
    /// `value` as JSON, with its own `Encodable` conformance: an argument of a recorded call.
    init(encoding value: any Encodable) {
        do {
            self = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
        } catch {
            preconditionFailure("a \(type(of: value)) does not encode as JSON: \(error)")
        }
    }
}

/// A JSON document built by hand, so that keys come out in the order they are written (not hash order) and
/// numbers and strings are printed the same way on every machine, in every locale and time zone.
indirect enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    /// Members in the order they are printed.
    case object([(String, JSONValue)])

    /// `value` as a string, or `null` when absent.
    static func string(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }

    /// `value` as a number, or `null` when absent.
    static func int(_ value: Int?) -> JSONValue {
        value.map(JSONValue.int) ?? .null
    }
}

import Foundation

/// One call a service's stub received, as `/__uitest/calls` reports it and as a test's typed call value stands for
/// it: the method's name and its arguments by label, kept as canonical JSON text (keys sorted), so two calls are
/// equal when their methods are and their arguments hold the same JSON, members in any order. The kit's own form:
/// a test writes its service's typed call values, never this.
struct CanonicalCall: Sendable, Hashable, CustomStringConvertible {
    /// The method, by name: `popularMovies`.
    let method: String
    /// The arguments by label, as canonical JSON text: `{"page":1,"query":"fight"}`.
    let arguments: String

    /// A call of `method` whose arguments encode as `arguments` (an object by label, a dictionary, or any
    /// `Encodable` value; `[String: Int]()` for none).
    init(method: String, arguments: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        self.method = method
        self.arguments = try Self.canonical(
            JSONSerialization.jsonObject(with: encoder.encode(arguments), options: .fragmentsAllowed))
    }

    /// The call a typed value stands for: a case of an `Encodable` enum of calls (a test's own, e.g.
    /// `BookCall.book(id: 2)`), whose synthesized `Encodable` form `{"book": {"id": 2}}` is read as the method `book`
    /// with the arguments `{"id": 2}`; a case without values is the method alone, so a test never spells a call as
    /// text.
    init(_ call: some Encodable) throws {
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(call), options: .fragmentsAllowed)
        if let method = json as? String {
            try self.init(method: method, jsonObject: [String: Any]())
        } else if let object = json as? [String: Any], object.count == 1, let (method, arguments) = object.first,
            arguments is [String: Any]
        {
            try self.init(method: method, jsonObject: arguments)
        } else {
            throw EncodingError.invalidValue(
                call,
                EncodingError.Context(
                    codingPath: [], debugDescription: "\(type(of: call)) does not encode as an enum case of calls"))
        }
    }

    /// A call of `method` with `arguments` as `JSONSerialization` reads them (one member of `/__uitest/calls`).
    init(method: String, jsonObject arguments: Any) throws {
        self.method = method
        self.arguments = try Self.canonical(arguments)
    }

    /// `popularMovies({"page":1})`.
    var description: String { "\(method)(\(arguments))" }

    /// The JSON text of `value` with sorted keys: the same for the same JSON, whatever the order of its members.
    private static func canonical(_ value: Any) throws -> String {
        String(
            decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed]),
            as: UTF8.self)
    }
}

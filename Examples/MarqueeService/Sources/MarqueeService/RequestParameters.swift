import Hummingbird

/// A request's path and query parameters, read strictly: an unknown or repeated query parameter, a number that is
/// not a whole number, or a value outside its set is a 400 ``Problem`` naming the parameter. Range checks that
/// belong to a use case (page limits, empty queries) are left to it, so the rules live in one place.
struct RequestParameters {
    private let request: Request
    private let context: BasicRequestContext
    private let query: [(name: String, value: String)]

    /// Reads `request`'s query; refuses any parameter not in `allowed`, and any given twice.
    init(_ request: Request, context: BasicRequestContext, allowed: Set<String>) throws(Problem) {
        self.request = request
        self.context = context
        query = request.uri.queryParameters.map { (String($0.key), String($0.value)) }
        var seen: Set<String> = []
        for (name, _) in query {
            guard allowed.contains(name) else {
                let list = allowed.sorted().joined(separator: ", ")
                throw .invalidParameter(
                    name, "unknown parameter \(Self.quoted(name)); " + (list.isEmpty ? "none is read" : "read: \(list)")
                )
            }
            guard seen.insert(name).inserted else { throw .invalidParameter(name, "\(name) is given more than once") }
        }
    }

    /// The query parameter `name`, or `nil` when absent.
    func text(_ name: String) -> String? {
        query.first { $0.name == name }?.value
    }

    /// The query parameter `name` as a whole number; `defaultValue` when absent.
    func integer(_ name: String, default defaultValue: Int) throws(Problem) -> Int {
        guard let text = text(name) else { return defaultValue }
        return try Self.wholeNumber(text, parameter: name)
    }

    /// The path parameter `name` (e.g. `id`) as a whole number.
    func pathInteger(_ name: String) throws(Problem) -> Int {
        guard let text = context.parameters.get(name) else {
            throw .invalidParameter(name, "\(name) is missing")
        }
        return try Self.wholeNumber(text, parameter: name)
    }

    /// The query parameter `name` as a value of `Value`, matched case-insensitively; `nil` when absent.
    func choice<Value: RawRepresentable & CaseIterable>(_ name: String, as type: Value.Type) throws(Problem) -> Value?
    where Value.RawValue == String {
        guard let text = text(name) else { return nil }
        guard let value = Value(rawValue: text.lowercased()) else {
            let list = Value.allCases.map(\.rawValue).joined(separator: ", ")
            throw .invalidParameter(name, "\(name) must be one of \(list), got \(Self.quoted(text))")
        }
        return value
    }

    private static func wholeNumber(_ text: String, parameter: String) throws(Problem) -> Int {
        // Digits only (an optional minus): `Int("+1")` would accept a sign and huge values would overflow.
        guard !text.isEmpty, text.count <= 18, text.dropFirst(text.hasPrefix("-") ? 1 : 0).allSatisfy(\.isASCIIDigit),
            let value = Int(text)
        else {
            throw .invalidParameter(parameter, "\(parameter) must be a whole number, got \(quoted(text))")
        }
        return value
    }

    /// `text` quoted on one line, control characters escaped, cut after 60 characters.
    static func quoted(_ text: String) -> String {
        let escaped = text.unicodeScalars.prefix(60).map { scalar in
            scalar.properties.generalCategory == .control ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
        }
        return "'" + escaped.joined() + (text.unicodeScalars.count > 60 ? "…" : "") + "'"
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

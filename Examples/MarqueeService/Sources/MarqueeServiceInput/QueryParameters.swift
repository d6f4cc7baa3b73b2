import CompositionKit

/// A request's query parameters, read strictly: an unknown or repeated parameter, a number that is not a whole
/// number, or a value outside its set is a ``ParameterProblem`` naming the parameter. Range checks that belong to a
/// use case (page limits, empty queries) are left to it, so the rules live in one place.
///
/// Pure (no HTTP server types), so that `Fuzz/` can reach the rules without building Hummingbird; the service reads
/// a request through it (`RequestParameters`).
public struct QueryParameters: Sendable {
    private let query: [(name: String, value: String)]

    /// Reads `query` (decoded names and values, in the request's order); refuses any parameter not in `allowed`,
    /// and any given twice.
    public init(_ query: [(name: String, value: String)], allowed: Set<String>) throws(ParameterProblem) {
        self.query = query
        var seen: Set<String> = []
        for (name, _) in query {
            guard allowed.contains(name) else {
                let list = allowed.sorted().joined(separator: ", ")
                throw ParameterProblem(
                    name, "unknown parameter \(Self.quoted(name)); " + (list.isEmpty ? "none is read" : "read: \(list)")
                )
            }
            guard seen.insert(name).inserted else { throw ParameterProblem(name, "\(name) is given more than once") }
        }
    }

    /// The parameter `name`, or `nil` when absent.
    public func text(_ name: String) -> String? {
        query.first { $0.name == name }?.value
    }

    /// The parameter `name` as a whole number; `defaultValue` when absent.
    public func integer(_ name: String, default defaultValue: Int) throws(ParameterProblem) -> Int {
        guard let text = text(name) else { return defaultValue }
        return try Self.wholeNumber(text, parameter: name)
    }

    /// The parameter `name` as a value of `Value`, matched case-insensitively; `nil` when absent.
    public func choice<Value: RawRepresentable & CaseIterable>(
        _ name: String, as type: Value.Type
    ) throws(ParameterProblem) -> Value? where Value.RawValue == String {
        guard let text = text(name) else { return nil }
        guard let value = Value(rawValue: text.lowercased()) else {
            let list = Value.allCases.map(\.rawValue).joined(separator: ", ")
            throw ParameterProblem(name, "\(name) must be one of \(list), got \(Self.quoted(text))")
        }
        return value
    }

    /// `text`, the value of `parameter` (a query or path parameter), as a whole number: ASCII digits with an
    /// optional minus, at most 18 characters.
    public static func wholeNumber(_ text: String, parameter: String) throws(ParameterProblem) -> Int {
        // Digits only (an optional minus): `Int("+1")` would accept a sign and huge values would overflow.
        guard !text.isEmpty, text.count <= 18, text.dropFirst(text.hasPrefix("-") ? 1 : 0).allSatisfy(\.isASCIIDigit),
            let value = Int(text)
        else {
            throw ParameterProblem(parameter, "\(parameter) must be a whole number, got \(quoted(text))")
        }
        return value
    }

    /// `text` quoted on one line (control characters and line separators escaped), cut after 60 characters.
    public static func quoted(_ text: String) -> String {
        UserText.quoted(text)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

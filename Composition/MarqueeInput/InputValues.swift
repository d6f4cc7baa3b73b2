import CharactersDomain
import MoviesDomain
import SharedKernel

/// The named values one request to Marquee gives (`page`, `query`, `name`, `status` …) and the one reading of them
/// into the domain's value types, whichever way the request came in: `marquee`'s options and arguments, the JSON
/// API's query string, a page's form. The same input is accepted, or refused with the same ``InputError``, on every
/// host; only how a host reports the error differs.
///
/// The rules, each said once here: a page is a decimal whole number from 1 (through `MoviePage.maximumPage` for
/// movies); an id is a decimal whole number from 1; a query is trimmed, required and at most
/// `SearchQuery.maximumLength` characters; filter texts are trimmed and at most `FilterText.maximumLength`
/// characters; neither has a control character; a status or gender is one of its values in any letter case; a
/// blank filter narrows nothing. A value read from a query string whose percent-encoded bytes are not UTF-8 is
/// refused when it is read, never read as U+FFFD.
public struct InputValues: Sendable {
    /// The character filter's parameters, in the order messages and forms list them.
    public static let characterFilterNames = ["name", "status", "species", "type", "gender"]

    private let values: [String: String]
    /// The names whose value, percent-decoded, was not UTF-8 (`values` holds it with U+FFFD).
    private let notUTF8: Set<String>

    /// Values a host's own grammar already read, one per name (the command line's options).
    package init(_ values: [String: String]) {
        self.values = values
        self.notUTF8 = []
    }

    /// The values of `pairs` (decoded names and values, in the request's order), read strictly: a name not in
    /// `allowed`, or one given twice, is refused. The values are taken as the text they are: a host that decoded
    /// bytes itself checks they were UTF-8 (``init(query:allowed:)`` and ``init(formQuery:)`` do).
    public init(_ pairs: [(name: String, value: String)], allowed: Set<String>) throws(InputError) {
        var values: [String: String] = [:]
        for (name, value) in pairs {
            guard allowed.contains(name) else {
                let list = allowed.sorted().joined(separator: ", ")
                throw InputError(
                    name,
                    "unknown parameter \(UserText.quoted(name)); " + (list.isEmpty ? "none is read" : "read: \(list)"))
            }
            guard values.updateValue(value, forKey: name) == nil else {
                throw InputError(name, "\(name) is given more than once")
            }
        }
        self.values = values
        self.notUTF8 = []
    }

    /// The query string `query` (without the `?`), form-decoded (``formDecoded(_:)``) and read strictly, as the JSON
    /// API reads its requests; a value that is not UTF-8 is refused too.
    public init(query: some StringProtocol, allowed: Set<String>) throws(InputError) {
        let pairs = Self.formPairs(query)
        try self.init(pairs.map { (name: $0.name, value: $0.value) }, allowed: allowed)
        if let pair = pairs.first(where: { !$0.isUTF8 }) { throw .notUTF8(pair.name) }
    }

    /// The query string `query` read as a browser submits a form: form-decoded, the first value of a repeated name
    /// wins, and a name nothing reads is ignored (a page's address may carry anything).
    public init(formQuery query: some StringProtocol) {
        var values: [String: String] = [:]
        var notUTF8: Set<String> = []
        for pair in Self.formPairs(query) where values[pair.name] == nil {
            values[pair.name] = pair.value
            if !pair.isUTF8 { notUTF8.insert(pair.name) }
        }
        self.values = values
        self.notUTF8 = notUTF8
    }

    /// The value of `name` as given, or `nil` when absent (U+FFFD stands for bytes that were not UTF-8).
    public subscript(name: String) -> String? {
        values[name]
    }

    /// The value of `name` for a typed reading: refused when its bytes were not UTF-8.
    private func text(of name: String) throws(InputError) -> String? {
        guard !notUTF8.contains(name) else { throw .notUTF8(name) }
        return values[name]
    }

    // MARK: - Values

    /// `page`: page 1 when absent.
    public func page() throws(InputError) -> PageNumber {
        try page(maximum: nil)
    }

    /// `page` of a movie list: page 1 when absent; TMDb serves pages 1 through `MoviePage.maximumPage` only, so a
    /// page past them is refused before any call.
    public func moviePage() throws(InputError) -> PageNumber {
        try page(maximum: MoviePage.maximumPage)
    }

    private func page(maximum: Int?) throws(InputError) -> PageNumber {
        guard let text = try text(of: "page") else { return .first }
        do {
            return try PageNumber(parsing: text, maximum: maximum ?? .max)
        } catch {
            throw .wholeNumber(error, parameter: "page", label: "page", maximum: maximum)
        }
    }

    /// `query`, trimmed: refused when absent, blank or too long.
    public func searchQuery() throws(InputError) -> SearchQuery {
        guard let text = try text(of: "query") else { throw InputError("query", "query is required") }
        do {
            return try SearchQuery(text)
        } catch {
            switch error {
            case .empty: throw InputError("query", "query must not be empty")
            case .tooLong(let maximumLength): throw .tooLong("query", maximumLength: maximumLength)
            case .controlCharacter: throw .controlCharacter("query")
            }
        }
    }

    /// The character filter of ``characterFilterNames``; an absent or blank value narrows nothing.
    public func characterFilter() throws(InputError) -> CharacterFilter {
        CharacterFilter(
            name: try text("name"), status: try choice("status"), species: try text("species"),
            type: try text("type"), gender: try choice("gender"))
    }

    private func text(_ name: String) throws(InputError) -> FilterText? {
        guard let text = try text(of: name) else { return nil }
        do {
            return try FilterText(text)
        } catch {
            switch error {
            case .tooLong(let maximumLength): throw .tooLong(name, maximumLength: maximumLength)
            case .controlCharacter: throw .controlCharacter(name)
            }
        }
    }

    /// The value of `name` as one of `Value`'s cases (a status, a gender), in any letter case.
    private func choice<Value: RawRepresentable & CaseIterable>(_ name: String) throws(InputError) -> Value?
    where Value.RawValue == String {
        guard let text = try text(of: name), !text.allSatisfy(\.isWhitespace) else { return nil }
        guard let value = Value(rawValue: text.lowercased()) else {
            throw .notOneOf(Value.allCases.map(\.rawValue), parameter: name, got: text)
        }
        return value
    }

    /// The movie id `text` (a command's argument, an address's path).
    public static func movieID(_ text: String) throws(InputError) -> EntityID {
        try id(text, label: "movie ID")
    }

    /// The rating `text` (a command's argument, a form's `value` field): a decimal number from 0.5 to 10 in steps of
    /// 0.5. The message names the range and quotes what was given:
    /// `value must be a rating from 0.5 to 10 in steps of 0.5 (too high), got '11'`.
    public static func rating(_ text: String) throws(InputError) -> MovieRating {
        do {
            return try MovieRating(parsing: text)
        } catch {
            let reason =
                switch error {
                case .notANumber: "not a number"
                case .tooHigh: "too high"
                case .tooLow: "too low"
                case .notAStep: "not a multiple of 0.5"
                }
            throw InputError(
                "value",
                "value must be a rating from 0.5 to 10 in steps of 0.5 (\(reason)), got \(UserText.quoted(text))")
        }
    }

    /// The character id `text` (a command's argument, an address's path).
    public static func characterID(_ text: String) throws(InputError) -> EntityID {
        try id(text, label: "character ID")
    }

    private static func id(_ text: String, label: String) throws(InputError) -> EntityID {
        do {
            return try EntityID(parsing: text)
        } catch {
            throw .wholeNumber(error, parameter: "id", label: label)
        }
    }

    // MARK: - Form decoding

    /// The names and values of the query string `query`, in order, decoded as an HTML form sends them
    /// (`application/x-www-form-urlencoded`): `+` is a space and `%2B` a plus, `%` and two hex digits a byte; a `%`
    /// that starts no such escape stays as it is, and bytes that are not UTF-8 read as U+FFFD (to read values, use
    /// ``init(query:allowed:)`` or ``init(formQuery:)``, which refuse such a value). Empty pairs (`a=1&&b=2`) are
    /// skipped; a pair without `=` has the empty value.
    public static func formDecoded(_ query: some StringProtocol) -> [(name: String, value: String)] {
        formPairs(query).map { (name: $0.name, value: $0.value) }
    }

    /// ``formDecoded(_:)``'s pairs, each saying whether its value's bytes were UTF-8.
    private static func formPairs(_ query: some StringProtocol) -> [(name: String, value: String, isUTF8: Bool)] {
        query.utf8.split(separator: UInt8(ascii: "&")).map { pair in
            let equals = pair.firstIndex(of: UInt8(ascii: "="))
            let name = String(decoding: decoded(pair[..<(equals ?? pair.endIndex)]), as: UTF8.self)
            let value = equals.map { decoded(pair[pair.index(after: $0)...]) } ?? []
            guard let text = String(validating: value, as: UTF8.self) else {
                return (name, String(decoding: value, as: UTF8.self), false)
            }
            return (name, text, true)
        }
    }

    /// The bytes `bytes` stand for: `+` a space, `%` and two hex digits a byte.
    private static func decoded(_ bytes: some Collection<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            bytes.formIndex(after: &index)
            if byte == UInt8(ascii: "+") {
                result.append(UInt8(ascii: " "))
            } else if byte == UInt8(ascii: "%"), index != bytes.endIndex, let high = HexDigit.value(of: bytes[index]),
                case let next = bytes.index(after: index), next != bytes.endIndex,
                let low = HexDigit.value(of: bytes[next])
            {
                result.append(high << 4 | low)
                index = bytes.index(after: next)
            } else {
                result.append(byte)
            }
        }
        return result
    }
}

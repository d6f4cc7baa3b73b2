import CompositionKit
import Foundation

/// How the stub data writes each entity's fields as Swift, and the recorded value of a field as that Swift: the
/// one place that knows the literal forms of `AdaptersUITesting/*/Data` (`Movie(id:…)`, `character(1, "Rick
/// Sanchez", .alive, …)`, `episode(1, "Pilot", season:…)`, `Location(id:…)`, `CastMember(creditID:…)`).
enum StubLiteral {
    /// The call that writes an entity, and how to recognise the one for an id.
    struct Form {
        /// The callee, e.g. `Movie`.
        let callee: String
        /// The identifying argument's label (`nil`: the first positional one).
        let identifier: String?

        /// Whether `call` is the one for `id` (an integer literal, or a quoted credit id).
        func matches(_ call: StubLiteralCall, id: String, in text: String) -> Bool {
            guard let argument = call.argument(identifier) else { return false }
            return text[argument.value].replacingOccurrences(of: "_", with: "") == id
        }
    }

    /// The forms an entity of `kind` is written in, tried in order (credits: cast, then crew members).
    static func forms(of kind: StubEntity.Kind) -> [Form] {
        switch kind {
        case .movie: [Form(callee: "Movie", identifier: "id")]
        case .credits:
            [Form(callee: "CastMember", identifier: "creditID"), Form(callee: "CrewMember", identifier: "creditID")]
        case .character: [Form(callee: "character", identifier: nil)]
        case .episode: [Form(callee: "episode", identifier: nil)]
        case .location: [Form(callee: "Location", identifier: "id")]
        }
    }

    /// The literal that holds a whole entity of `kind`: its own, except a movie's credits, which are written in
    /// the movie's record, next to its `Movie(…)` literal.
    static func wholeEntityForms(of kind: StubEntity.Kind) -> [Form] {
        kind == .credits ? forms(of: .movie) : forms(of: kind)
    }

    /// The arguments that write `field` of an entity of `kind`, each with its new value rendered from `entity`
    /// (the recorded entity as reflected JSON); `nil` when the field cannot be written from the recording (it is
    /// derived, such as a character's avatar URL, or the recording lacks it).
    static func arguments(
        for field: String, of kind: StubEntity.Kind, recorded entity: JSONValue
    ) -> [(label: String?, position: Int, swift: String)]? {
        guard case .object(let object) = entity,
            let value = object.members.first(where: { $0.key == field })?.value
        else { return nil }
        switch (kind, field) {
        case (.character, "name"), (.episode, "name"):
            return string(value).map { [(nil, 1, $0)] }
        case (.character, "status"):
            return enumCase(value).map { [(nil, 2, $0)] }
        case (.character, "gender"):
            return enumCase(value).map { [("gender", 0, $0)] }
        case (.character, "origin"), (.character, "location"):
            return place(value).map { [(field, 0, $0)] }
        case (.character, "episodeIDs"):
            return integers(value).map { [("episodes", 0, "[\($0.map(String.init).joined(separator: ", "))]")] }
        case (.character, "created"):
            return instant(value).map { [("created", 0, $0)] }
        case (.character, "imageURL"), (_, "id"), (_, "creditID"):
            return nil
        case (.episode, "code"):
            guard case .string(let code) = value, let parts = episodeCode(code) else { return nil }
            return [("season", 0, String(parts.season)), ("episode", 0, String(parts.episode))]
        case (.episode, "airDate"):
            guard case .string(let text) = value, let day = day(text) else { return nil }
            return [("aired", 0, "(\(day.year), \(day.month), \(day.day))")]
        case (.movie, "releaseDate"):
            if value == .null { return [(field, 0, "nil")] }
            guard case .string(let text) = value, let day = day(text) else { return nil }
            return [(field, 0, "date(\(day.year), \(day.month), \(day.day))")]
        case (.movie, "homepage"):
            if value == .null { return [(field, 0, "nil")] }
            return string(value).map { [(field, 0, "url(\($0))")] }
        case (.movie, "genres"):
            guard case .array(let genres) = value else { return nil }
            let ids = genres.compactMap { genre -> Int? in
                guard case .object(let members) = genre,
                    case .integer(let id) = members.members.first(where: { $0.key == "id" })?.value
                else { return nil }
                return id
            }
            guard ids.count == genres.count else { return nil }
            return [(field, 0, "genres(\(ids.map(String.init).joined(separator: ", ")))")]
        default:
            return scalar(value).map { [(field, 0, $0)] }
        }
    }

    /// A string, number, boolean or `nil` as a Swift literal; `nil` for anything else.
    static func scalar(_ value: JSONValue) -> String? {
        switch value {
        case .null: "nil"
        case .bool(let flag): flag ? "true" : "false"
        case .integer, .number: value.rendered(pretty: false)
        case .string: string(value)
        default: nil
        }
    }

    /// A Swift string literal: `UserText`'s double-quoted form (`\"`, `\\`, control characters as `\u{…}`) is
    /// one, whole.
    static func string(_ value: JSONValue) -> String? {
        guard case .string(let text) = value else { return nil }
        return UserText.quoted(text, mark: "\"", maximumLength: .max)
    }

    /// `.alive` for `"alive"`: an enum case by its raw value.
    private static func enumCase(_ value: JSONValue) -> String? {
        guard case .string(let raw) = value, let first = raw.first, first.isLetter,
            raw.allSatisfy({ $0.isLetter || $0.isNumber })
        else { return nil }
        return ".\(raw)"
    }

    /// `place("Earth (C-137)", 1)`, `.unknown`, or a `CharacterLocation` with a name and no id.
    private static func place(_ value: JSONValue) -> String? {
        guard case .object(let object) = value,
            let name = object.members.first(where: { $0.key == "name" })?.value,
            let literal = string(name)
        else { return nil }
        switch object.members.first(where: { $0.key == "id" })?.value {
        case .integer(let id): return "place(\(literal), \(id))"
        default: return name == .string("unknown") ? ".unknown" : "CharacterLocation(name: \(literal), id: nil)"
        }
    }

    private static func integers(_ value: JSONValue) -> [Int]? {
        guard case .array(let items) = value else { return nil }
        let numbers = items.compactMap { item -> Int? in
            if case .integer(let number) = item { return number }
            return nil
        }
        return numbers.count == items.count ? numbers : nil
    }

    /// `Date(timeIntervalSince1970: 1_509_821_326.250)` for `2017-11-04T18:48:46.250Z`, as the data writes it.
    private static func instant(_ value: JSONValue) -> String? {
        guard case .string(let text) = value, let date = try? instantStyle.parse(text),
            let milliseconds = Int64(exactly: (date.timeIntervalSince1970 * 1000).rounded())
        else { return nil }
        let (seconds, fraction) = milliseconds.quotientAndRemainder(dividingBy: 1000)
        var grouped = ""
        for (offset, digit) in String(seconds).reversed().enumerated() {
            if offset > 0, offset % 3 == 0 { grouped.insert("_", at: grouped.startIndex) }
            grouped.insert(digit, at: grouped.startIndex)
        }
        let millis = String(fraction)
        return "Date(timeIntervalSince1970: \(grouped).\(String(repeating: "0", count: 3 - millis.count))\(millis))"
    }

    private static let instantStyle = Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt)

    /// `(2002, 12, 25)` from `2002-12-25`.
    private static func day(_ text: String) -> (year: Int, month: Int, day: Int)? {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        return parts.count == 3 ? (parts[0], parts[1], parts[2]) : nil
    }

    /// `(1, 10)` from `S01E10`.
    private static func episodeCode(_ code: String) -> (season: Int, episode: Int)? {
        guard code.hasPrefix("S"), let separator = code.firstIndex(of: "E"),
            let season = Int(code[code.index(after: code.startIndex)..<separator]),
            let episode = Int(code[code.index(after: separator)...])
        else { return nil }
        return (season, episode)
    }
}

import Foundation
import MarqueeJSON
import SharedKernel

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

/// One call in the stub data's Swift source, such as `Movie(id: 640, title: "…", …)` or `character(19, …)`, with
/// the place of each argument's value: what ``StubDataPatch`` rewrites. A scanner, not a parser: it knows the
/// brackets, string literals and comments the stub data is written with, which is all it needs to find where one
/// argument ends.
struct StubLiteralCall {
    /// One argument.
    struct Argument {
        /// Its label, `nil` for a positional one.
        let label: String?
        /// Where its value is (without the label and surrounding white space).
        let value: Range<String.Index>
    }

    /// Where the callee's name starts.
    let start: String.Index
    /// The arguments, in order.
    let arguments: [Argument]

    /// The argument labelled `label`, or at `position` among all arguments when `label` is `nil`.
    func argument(_ label: String?, position: Int = 0) -> Argument? {
        guard let label else { return position < arguments.count ? arguments[position] : nil }
        return arguments.first { $0.label == label }
    }

    /// Every call of `name(` in `text` (not `.name(` or `xname(`) whose arguments close.
    static func calls(named name: String, in text: String) -> [StubLiteralCall] {
        var found: [StubLiteralCall] = []
        var searchFrom = text.startIndex
        while let match = text.range(of: name + "(", range: searchFrom..<text.endIndex) {
            searchFrom = match.upperBound
            if match.lowerBound > text.startIndex {
                let before = text[text.index(before: match.lowerBound)]
                if before.isLetter || before.isNumber || before == "_" || before == "." { continue }
            }
            if let arguments = arguments(in: text, from: match.upperBound) {
                found.append(StubLiteralCall(start: match.lowerBound, arguments: arguments))
            }
        }
        return found
    }

    /// The arguments of the call whose opening parenthesis is just before `start`; `nil` if it never closes.
    private static func arguments(in text: String, from start: String.Index) -> [Argument]? {
        var arguments: [Argument] = []
        var depth = 0
        var index = start
        var argumentStart = start
        while index < text.endIndex {
            let character = text[index]
            switch character {
            case "\"":
                index = endOfString(in: text, from: index)
                continue
            case "/" where text[index...].hasPrefix("//"):
                index = text[index...].firstIndex(of: "\n") ?? text.endIndex
                continue
            case "(", "[", "{":
                depth += 1
            case ")", "]", "}":
                if depth == 0 {
                    if let argument = argument(in: text, argumentStart..<index) { arguments.append(argument) }
                    return arguments
                }
                depth -= 1
            case "," where depth == 0:
                if let argument = argument(in: text, argumentStart..<index) { arguments.append(argument) }
                argumentStart = text.index(after: index)
            default:
                break
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// Just past the string literal that opens at `start` (single-line, with escapes; or `"""` multi-line).
    private static func endOfString(in text: String, from start: String.Index) -> String.Index {
        if text[start...].hasPrefix("\"\"\"") {
            let afterOpening = text.index(start, offsetBy: 3)
            return text.range(of: "\"\"\"", range: afterOpening..<text.endIndex)?.upperBound ?? text.endIndex
        }
        var index = text.index(after: start)
        while index < text.endIndex {
            switch text[index] {
            case "\\":
                index = text.index(index, offsetBy: 2, limitedBy: text.endIndex) ?? text.endIndex
                continue
            case "\"":
                return text.index(after: index)
            default:
                index = text.index(after: index)
            }
        }
        return index
    }

    /// The argument in `range`: an optional `label:` and the value, white space trimmed; `nil` when empty.
    private static func argument(in text: String, _ range: Range<String.Index>) -> Argument? {
        var lower = range.lowerBound
        var upper = range.upperBound
        // White space and whole-line comments before the argument (a comment after the previous one's comma).
        while lower < upper {
            if text[lower].isWhitespace {
                lower = text.index(after: lower)
            } else if text[lower...].hasPrefix("//") {
                lower = text[lower..<upper].firstIndex(of: "\n") ?? upper
            } else {
                break
            }
        }
        while upper > lower, text[text.index(before: upper)].isWhitespace { upper = text.index(before: upper) }
        guard lower < upper else { return nil }
        var cursor = lower
        while cursor < upper, text[cursor].isLetter || text[cursor].isNumber || text[cursor] == "_" {
            cursor = text.index(after: cursor)
        }
        guard cursor > lower, !text[lower].isNumber, cursor < upper, text[cursor] == ":" else {
            return Argument(label: nil, value: lower..<upper)
        }
        var value = text.index(after: cursor)
        while value < upper, text[value].isWhitespace { value = text.index(after: value) }
        return Argument(label: String(text[lower..<cursor]), value: value..<upper)
    }
}

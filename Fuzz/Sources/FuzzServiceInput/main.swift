import CharactersDomain
import Foundation
import FuzzSupport
import MarqueeInput
import UITestScenario

// Every host's request input (`MarqueeInput`, which `marquee`, the JSON API and the pages call) and the body of
// `PUT /__uitest/scenario` (`Scenario.parse(controlBody:)`). The first byte chooses, modulo 3: decoded pairs (0), a
// control body (1), a query string as a URL carries it (2). For a query, the second byte chooses the route, and the
// rest is `name NUL value NUL name NUL value …` or the query string. Properties, for any bytes:
// - a query string's decoded pairs, encoded again byte by byte, decode to the same pairs;
// - refused only with an `InputError` naming a parameter of the request or of its route, in one line;
// - whether the strict reading refuses does not depend on the order of the parameters;
// - a query string as it arrives is refused for bytes that are not UTF-8 only in a value that decodes with U+FFFD;
// - accepted strictly: only the route's parameters, each once, read back exactly; read as a form: the first value of
//   each name; a page is `Int(text)` of ASCII digits from 1 (through 500 for movies), 1 when absent; a query is the
//   text trimmed, 1 to 200 characters; a status or gender is the text lowercased; a filter text is trimmed; neither
//   has a control character;
// - a control body is refused when it names a file (`@…`), and otherwise reads as `-uitest-scenario` reads it.

/// The parameters each route reads (the API's routes and the pages): none, movies, search, characters.
let routes: [Set<String>] = [
    [], ["page"], ["query", "page"], Set(["page"] + InputValues.characterFilterNames),
]

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var input = FuzzInput(start, count)
    let kind = input.byte() % 3
    guard kind != 1 else {
        checkControlBody(input.rest)
        return 0
    }
    let route = Int(input.byte()) % routes.count
    let pairs: [(name: String, value: String)]
    if kind == 0 {
        let fields = input.rest.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        pairs = stride(from: 0, to: fields.count - 1, by: 2).map { (name: fields[$0], value: fields[$0 + 1]) }
    } else {
        let query = String(decoding: input.rest, as: UTF8.self)
        pairs = InputValues.formDecoded(query)
        checkRawQuery(query, route: route)
    }
    checkFormEncoding(pairs)
    checkQuery(pairs, route: route)
    return 0
}

/// `pairs` as a query string, every byte percent-encoded.
func encoded(_ pairs: [(name: String, value: String)]) -> String {
    let encode = { (text: String) in text.utf8.map { String(format: "%%%02X", $0) }.joined() }
    return pairs.map { encode($0.name) + "=" + encode($0.value) }.joined(separator: "&")
}

func checkFormEncoding(_ pairs: [(name: String, value: String)]) {
    let query = encoded(pairs)
    let decoded = InputValues.formDecoded(query)
    Fuzz.require(
        decoded.map(\.name) == pairs.map(\.name) && decoded.map(\.value) == pairs.map(\.value),
        "\(pairs) encoded as \(query.debugDescription) decodes to \(decoded)")
}

func checkQuery(_ pairs: [(name: String, value: String)], route: Int) {
    let allowed = routes[route]
    let names = pairs.map(\.name)
    let strict = outcome { () throws(InputError) in try InputValues(pairs, allowed: allowed) }
    let reversed = outcome { () throws(InputError) in try InputValues(pairs.reversed(), allowed: allowed) }
    Fuzz.require(
        isAccepted(strict) == isAccepted(reversed),
        "\(names) in reverse order: \(describe(reversed)), in order: \(describe(strict))")
    switch strict {
    case .failure(let error):
        checkError(error, parameters: names)
    case .success(let input):
        Fuzz.require(Set(names).isSubset(of: allowed) && Set(names).count == names.count, "accepted \(names)")
        for (name, value) in pairs {
            Fuzz.require(input[name] == value, "\(name) reads \(String(describing: input[name]))")
        }
        checkValues(input, route: route)
    }
    let form = InputValues(formQuery: encoded(pairs))
    for name in Set(names) {
        let first = pairs.first { $0.name == name }?.value
        Fuzz.require(form[name] == first, "read as a form, \(name) is \(String(describing: form[name]))")
    }
    checkValues(form, route: route)
}

/// `query` as it arrives, read as the JSON API reads it (strictly) and as a page reads it (as a form): refused only
/// naming a parameter, in one line, and for bytes that are not UTF-8 only when that value decodes with U+FFFD;
/// accepted, every value is the decoded one; either way the typed values keep the rules.
func checkRawQuery(_ query: String, route: Int) {
    let decoded = InputValues.formDecoded(query)
    switch outcome({ () throws(InputError) in try InputValues(query: query, allowed: routes[route]) }) {
    case .failure(let error):
        checkError(error, parameters: decoded.map(\.name))
        if error.message == "\(error.parameter) must be UTF-8 text" {
            Fuzz.require(
                decoded.contains { $0.name == error.parameter && $0.value.contains("\u{FFFD}") },
                "\(error.parameter) refused as not UTF-8 in \(query.debugDescription)")
        }
    case .success(let input):
        for (name, value) in decoded {
            Fuzz.require(input[name] == value, "\(name) reads \(String(describing: input[name])), decoded \(value)")
        }
        checkValues(input, route: route)
    }
    checkValues(InputValues(formQuery: query), route: route)
}

/// The typed values of `route` read from `input`: each accepted with the rules' value, or refused naming a
/// parameter of the route.
func checkValues(_ input: InputValues, route: Int) {
    let allowed = routes[route]
    if allowed.contains("page") {
        let maximum = route == 3 ? Int.max : 500
        let page = outcome { () throws(InputError) in route == 3 ? try input.page() : try input.moviePage() }
        switch page {
        case .failure(let error):
            checkError(error, parameters: ["page"])
        case .success(let page):
            guard let text = input["page"] else {
                Fuzz.require(page == .first, "an absent page reads as \(page)")
                return
            }
            Fuzz.require(
                text.utf8.allSatisfy { (48...57).contains($0) } && Int(text) == page.value && page.value <= maximum,
                "\(text.debugDescription) reads as page \(page)")
        }
    }
    if allowed.contains("query") {
        switch outcome({ () throws(InputError) in try input.searchQuery() }) {
        case .failure(let error):
            checkError(error, parameters: ["query"])
        case .success(let query):
            let trimmed = input["query"]?.trimmingCharacters(in: .whitespacesAndNewlines)
            Fuzz.require(
                query.text == trimmed && (1...200).contains(query.text.count) && !hasControlCharacter(query.text),
                "query reads \(query)")
        }
    }
    if allowed.contains("status") {
        switch outcome({ () throws(InputError) in try input.characterFilter() }) {
        case .failure(let error):
            checkError(error, parameters: InputValues.characterFilterNames)
        case .success(let filter):
            let lowercased = { (name: String) in input[name]?.lowercased() }
            Fuzz.require(filter.status.map { $0.rawValue == lowercased("status") } ?? true, "status \(filter)")
            Fuzz.require(filter.gender.map { $0.rawValue == lowercased("gender") } ?? true, "gender \(filter)")
            let trimmed = input["name"]?.trimmingCharacters(in: .whitespacesAndNewlines)
            Fuzz.require(
                filter.name.map { $0.text == trimmed && !hasControlCharacter($0.text) } ?? (trimmed ?? "").isEmpty,
                "name \(filter)")
        }
    }
}

/// Whether `text` has a scalar of Unicode's general category Cc (the rule `SearchQuery` and `FilterText` keep).
func hasControlCharacter(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0.properties.generalCategory == .control }
}

func checkControlBody(_ body: [UInt8]) {
    let parsed = outcome { () throws(ScenarioError) in try Scenario.parse(controlBody: body) }
    let text = String(decoding: body, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    let launch = outcome { () throws(ScenarioError) in try Scenario.parse(text) }
    switch parsed {
    case .failure(let error):
        Fuzz.require(Fuzz.isOneLine(error.description), "message \(error.description.debugDescription)")
        if !text.hasPrefix("@") {
            Fuzz.require(
                (try? launch.get()) == nil, "refused \(text.debugDescription), which -uitest-scenario accepts")
        }
    case .success(let scenario):
        Fuzz.require(!text.hasPrefix("@"), "accepted a file name: \(text.debugDescription)")
        Fuzz.require(launch == .success(scenario), "read as \(scenario), -uitest-scenario reads \(describe(launch))")
    }
}

func checkError(_ error: InputError, parameters: [String]) {
    Fuzz.require(parameters.contains(error.parameter), "refused naming \(error.parameter.debugDescription)")
    Fuzz.require(!error.message.isEmpty && Fuzz.isOneLine(error.message), "message \(error.message.debugDescription)")
}

func outcome<Value, Failure>(_ body: () throws(Failure) -> Value) -> Result<Value, Failure> {
    do { return .success(try body()) } catch { return .failure(error) }
}

func isAccepted<Value, Failure>(_ result: Result<Value, Failure>) -> Bool {
    if case .success = result { true } else { false }
}

func describe<Value, Failure>(_ result: Result<Value, Failure>) -> String {
    switch result {
    case .success(let value): "accepted: \(value)"
    case .failure(let error): "refused: \(error)"
    }
}

Fuzz.run(testOneInput)

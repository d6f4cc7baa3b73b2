import CharactersDomain
import Foundation
import FuzzSupport
import MarqueeServiceInput
import UITestScenario

// marquee-service's request input (`MarqueeServiceInput`): the query parameters of each route (as Hummingbird hands
// them over, decoded) and the body of `PUT /__uitest/scenario`. The first byte chooses which; for a query, the
// second chooses the route, and the rest is `name NUL value NUL name NUL value …`. Properties, for any bytes:
// - refused only with a `ParameterProblem` naming a parameter the request gave (or `scenario`), in one line;
// - whether a query is refused does not depend on the order of its parameters;
// - an accepted query has only the route's parameters, each once, and reads back exactly the values given; a whole
//   number reads as `Int(text)`, its canonical digits read back to the same number; a choice is one of its values;
// - a control body is refused when it names a file (`@…`), and otherwise reads as `-uitest-scenario` reads it.

/// The parameters each route reads (`APIRoutes`): none, popular, search, characters.
let routes: [Set<String>] = [
    [], ["page"], ["query", "page"], ["page", "name", "status", "species", "type", "gender"],
]

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var input = FuzzInput(start, count)
    if input.byte() % 2 == 0 {
        let allowed = routes[Int(input.byte()) % routes.count]
        let fields = input.rest.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        let query = stride(from: 0, to: fields.count - 1, by: 2).map { (name: fields[$0], value: fields[$0 + 1]) }
        checkQuery(query, allowed: allowed)
    } else {
        checkControlBody(input.rest)
    }
    return 0
}

func checkQuery(_ query: [(name: String, value: String)], allowed: Set<String>) {
    let names = query.map(\.name)
    let parsed = outcome { () throws(ParameterProblem) in try QueryParameters(query, allowed: allowed) }
    let reversed = outcome { () throws(ParameterProblem) in try QueryParameters(query.reversed(), allowed: allowed) }
    Fuzz.require(
        isAccepted(parsed) == isAccepted(reversed),
        "\(names) in reverse order: \(describe(reversed)), in order: \(describe(parsed))")
    switch parsed {
    case .failure(let problem):
        checkProblem(problem, parameters: names)
    case .success(let parameters):
        Fuzz.require(Set(names).isSubset(of: allowed) && Set(names).count == names.count, "accepted \(names)")
        for (name, value) in query {
            Fuzz.require(parameters.text(name) == value, "\(name) reads \(String(describing: parameters.text(name)))")
        }
        for name in allowed { checkValue(of: name, in: parameters, given: query.first { $0.name == name }?.value) }
    }
}

func checkValue(of name: String, in parameters: QueryParameters, given text: String?) {
    Fuzz.require(parameters.text(name) == text, "\(name) reads \(String(describing: parameters.text(name)))")
    let number = outcome { () throws(ParameterProblem) in try parameters.integer(name, default: -7) }
    switch number {
    case .failure(let problem):
        checkProblem(problem, parameters: [name])
    case .success(let value):
        guard let text else {
            Fuzz.require(value == -7, "absent \(name) reads \(value), not the default")
            return
        }
        Fuzz.require(Int(text) == value, "\(text.debugDescription) reads as \(value)")
        let canonical = outcome { () throws(ParameterProblem) in
            try QueryParameters.wholeNumber(String(value), parameter: name)
        }
        Fuzz.require(canonical == .success(value), "\(value) written again reads as \(describe(canonical))")
    }
    for type in [CharacterStatus.self, CharacterGender.self] as [any ChoiceValue.Type] {
        switch type.read(name, in: parameters) {
        case .failure(let problem):
            checkProblem(problem, parameters: [name])
            Fuzz.require(text != nil, "an absent \(name) is refused")
        case .success(let rawValue):
            Fuzz.require(
                rawValue == text?.lowercased(), "\(String(describing: text)) reads as \(String(describing: rawValue))")
        }
    }
}

func checkControlBody(_ body: [UInt8]) {
    let parsed = outcome { () throws(ParameterProblem) in try ControlScenarioBody.scenario(from: body) }
    let text = String(decoding: body, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    let launch = outcome { () throws(ScenarioError) in try Scenario.parse(text) }
    switch parsed {
    case .failure(let problem):
        checkProblem(problem, parameters: ["scenario"])
        if !text.hasPrefix("@") {
            Fuzz.require(
                (try? launch.get()) == nil, "refused \(text.debugDescription), which -uitest-scenario accepts")
        }
    case .success(let scenario):
        Fuzz.require(!text.hasPrefix("@"), "accepted a file name: \(text.debugDescription)")
        Fuzz.require(launch == .success(scenario), "read as \(scenario), -uitest-scenario reads \(describe(launch))")
    }
}

func checkProblem(_ problem: ParameterProblem, parameters: [String]) {
    Fuzz.require(parameters.contains(problem.parameter), "refused naming \(problem.parameter.debugDescription)")
    Fuzz.require(
        !problem.detail.isEmpty && Fuzz.isOneLine(problem.detail), "detail \(problem.detail.debugDescription)")
}

/// A value type the service reads with `choice`: the character filters.
protocol ChoiceValue: RawRepresentable, CaseIterable where RawValue == String {}
extension CharacterStatus: ChoiceValue {}
extension CharacterGender: ChoiceValue {}

extension ChoiceValue {
    /// `name` read as this type; the value's raw value, or `nil` when absent.
    static func read(_ name: String, in parameters: QueryParameters) -> Result<String?, ParameterProblem> {
        outcome { () throws(ParameterProblem) in try parameters.choice(name, as: Self.self)?.rawValue }
    }
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

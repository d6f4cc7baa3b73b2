import AppDependencies
import Foundation
import FuzzSupport

@testable import UITestScenario

// Scenario JSON and preset names, as `-uitest-scenario`, `@file` and `UITEST_SCENARIO` all read them
// (`Scenario.parse`, and `Scenario.decode(json:)` on raw bytes). Properties, for any bytes:
// - refused only with a `ScenarioError` (typed throws) whose message is one non-empty line;
// - an accepted scenario keeps every value in the range the format allows;
// - its canonical JSON parses back to an equal scenario, and renders to the same text again;
// - the text and the raw-bytes entry points agree on JSON;
// - version 2: a running session (`UITestSession.replaceScenario`, what `PUT /__uitest/scenario` and a launch
//   check: ports, methods, data kinds and fields, episode references) refuses only with a one-line `ScenarioError`,
//   gives the same verdict on the canonical JSON, and installs a scenario it accepts: both contexts' stubs build
//   without stopping (a factory traps on data it cannot read).

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = FuzzInput(start, count).rest
    let text = String(decoding: bytes, as: UTF8.self)

    let parsed = outcome { () throws(ScenarioError) in try Scenario.parse(text) }
    if String(validating: bytes, as: UTF8.self) != nil,
        text.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("{")
    {
        let decoded = outcome { () throws(ScenarioError) in
            try Scenario.decode(json: Data(text.trimmingCharacters(in: .whitespacesAndNewlines).utf8))
        }
        Fuzz.require(parsed == decoded, "parse gives \(parsed), decode(json:) gives \(decoded)")
    }

    switch parsed {
    case .failure(let error):
        Fuzz.require(
            !error.message.isEmpty && Fuzz.isOneLine(error.message), "message \(error.message.debugDescription)")
    case .success(let scenario):
        checkInvariants(scenario)
        checkWiring(scenario)
        let canonical = scenario.jsonString
        let reparsed = outcome { () throws(ScenarioError) in try Scenario.parse(canonical) }
        Fuzz.require(reparsed == .success(scenario), "canonical \(canonical) parses back as \(reparsed)")
        if case .success(let again) = reparsed {
            Fuzz.require(again.jsonString == canonical, "canonical JSON is not stable: \(canonical)")
        }
    }
    return 0
}

func outcome(_ body: () throws(ScenarioError) -> Scenario) -> Result<Scenario, ScenarioError> {
    do { return .success(try body()) } catch { return .failure(error) }
}

func checkWiring(_ scenario: Scenario) {
    let verdict = wiringVerdict(scenario)
    if case .failure(let error) = verdict {
        Fuzz.require(
            !error.message.isEmpty && Fuzz.isOneLine(error.message), "message \(error.message.debugDescription)")
    }
    if case .success(let again) = outcome({ () throws(ScenarioError) in try Scenario.parse(scenario.jsonString) }) {
        Fuzz.require(
            wiringVerdict(again) == verdict, "the canonical JSON is checked differently: \(scenario.jsonString)")
    }
}

/// Whether a fresh session takes `scenario`; taking it builds every stub from its data.
func wiringVerdict(_ scenario: Scenario) -> Result<Bool, ScenarioError> {
    do {
        try UITestSession().replaceScenario(scenario)
        return .success(true)
    } catch {
        return .failure(error)
    }
}

func checkInvariants(_ scenario: Scenario) {
    let delays = [scenario.delayMilliseconds] + scenario.portOverrides.values.compactMap(\.delayMilliseconds)
    Fuzz.require(
        delays.allSatisfy { (0...Scenario.maximumDelayMilliseconds).contains($0) }, "delays \(delays) out of range")
    let behaviors = [scenario.defaultBehavior] + scenario.portOverrides.values.compactMap(\.behavior)
    for case .failThenRecover(let failures, _) in behaviors {
        Fuzz.require((0...PortBehavior.maximumFailures).contains(failures), "failThenRecover(\(failures))")
    }
    Fuzz.require(!scenario.portOverrides.values.contains { $0.isEmpty }, "an empty port override was kept")
}

Fuzz.run(testOneInput)

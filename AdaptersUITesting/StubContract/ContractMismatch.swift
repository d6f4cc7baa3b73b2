import UITestScenario

/// One expectation of a port's contract that the stub and the live adapter answer differently: what
/// ``PortContract/compare(_:in:_:)`` returns and ``PortContract/expect(_:in:sourceLocation:_:)`` records as an issue.
/// Its description names the expectation and the scenario, gives both answers side by side and, where both are
/// values, each field where they part.
public struct ContractMismatch: Error, Sendable, Hashable, CustomStringConvertible {
    /// The expectation, as its test names it: `An unknown id is not found`.
    public let expectation: String
    /// The scenario both sides were put in, by name: `happyPath`, `notFound`, `serverError`.
    public let scenario: String
    /// The stub's answer.
    public let stub: ContractAnswer
    /// The live adapter's answer.
    public let live: ContractAnswer
    /// Where the two values part, field by field; empty when either side failed.
    package let differences: [JSONFieldDifference]

    /// `stub` and `live`, the answers to `expectation` in `scenario` (by name), compared: `nil` when they are the
    /// same answer. For answers a test has already (`ContractAnswer(answering:)`); ``PortContract`` asks them itself.
    public init?(expectation: String, scenario: String, stub: ContractAnswer, live: ContractAnswer) {
        switch (stub, live) {
        case (.value(let stubValue), .value(let liveValue)):
            differences = JSONFieldComparison().differences(stub: stubValue, other: liveValue)
            guard !differences.isEmpty else { return nil }
        default:
            guard stub != live else { return nil }
            differences = []
        }
        self.expectation = expectation
        self.scenario = scenario
        self.stub = stub
        self.live = live
    }

    /// The expectation, both answers and the fields where they part, one a line:
    ///
    /// ```text
    /// "An unknown id is not found" (scenario happyPath): the stub and the live adapter answer differently
    ///   stub: []
    ///   live: failure BookSourceError.notFound
    /// ```
    public var description: String {
        let lines =
            ["\"\(expectation)\" (scenario \(scenario)): the stub and the live adapter answer differently"]
            + ["  stub: \(stub)", "  live: \(live)"]
            // A difference of the whole answer (a value against null) is the two lines above already.
            + differences.filter { !$0.path.isEmpty }.map { "  " + $0.described(otherName: "live") }
        return lines.joined(separator: "\n")
    }
}

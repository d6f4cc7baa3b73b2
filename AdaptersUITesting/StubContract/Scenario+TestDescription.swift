import Testing
import UITestScenario

extension Scenario: CustomTestStringConvertible {
    /// The scenario's name (`empty`, `notFound`, a preset's or a port override's), as a parameterized contract test
    /// shows its argument.
    public var testDescription: String { name }
}

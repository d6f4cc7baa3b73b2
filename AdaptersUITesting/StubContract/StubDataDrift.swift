import MarqueeJSON
import Testing
import UITestScenario

/// Where a stub's standard data and a fresh recording of its live adapter part, field by field: what
/// ``PortRecording/drift(from:)`` reports for one data kind. Empty when the stub's data is still what the live
/// adapter answers.
public struct StubDataDrift: Sendable, Hashable, CustomStringConvertible {
    /// The kind compared: `books`.
    public let kind: String
    /// Each place they part: `books[id 2].title: stub "Moby-Dick", recorded "Moby Dick"`; `books[id 3]: stub absent,
    /// recorded present (title "Emma")` for an item the stub lacks.
    package let differences: [JSONFieldDifference]

    /// Whether the stub's data and the recording agree.
    public var isEmpty: Bool { differences.isEmpty }

    /// One line for the kind, then one a difference.
    public var description: String {
        guard !isEmpty else { return "\(kind): the stub's standard data is what the recording holds" }
        return
            (["\(kind): the stub's standard data and the recording part"]
            + differences.map { "  " + $0.described(otherName: "recorded") }).joined(separator: "\n")
    }
}

extension PortRecording {
    /// Where `kind`'s standard items and the items this recording holds of it part, field by field, items paired
    /// by the kind's identifying key (`id`); the fields the recording redacts are left out of the comparison on both sides.
    public func drift<Item>(from kind: StubDataKind<Item>) -> StubDataDrift {
        let standard = kind.entities(kind.standard).map { JSONValue.object(redacted($0)) }
        let recorded = scenario.data.entities(of: kind.name).map { JSONValue.object($0.object) }
        let differences = JSONFieldComparison(identityKeys: [kind.identifyingKey]).differences(
            stub: .object([kind.name: .array(standard.map(ContractAnswer.json(of:)))]),
            other: .object([kind.name: .array(recorded)]))
        return StubDataDrift(kind: kind.name, differences: differences)
    }

    /// Records an issue listing each difference when `kind`'s standard items and this recording part.
    public func expectNoDrift<Item>(from kind: StubDataKind<Item>, sourceLocation: SourceLocation = #_sourceLocation) {
        let drift = drift(from: kind)
        if !drift.isEmpty {
            Issue.record(Comment(rawValue: drift.description), sourceLocation: sourceLocation)
        }
    }
}

import MarqueeJSON
import UITestScenario

/// Compares two answers field by field (UITestScenario's comparison, which a service's own port's contract and drift
/// report use too), pairing list elements by `id` or `creditID`, and judges each difference: a field named in
/// ``FieldDifference/volatileFieldNames``, or an element of one of ``volatileLists``, is expected to move.
struct DriftComparison {
    /// List paths (without element selectors) whose membership and order move by themselves.
    let volatileLists: Set<String>

    func differences(stub: JSONValue, recorded: JSONValue) -> [FieldDifference] {
        JSONFieldComparison(identityKeys: ["id", "creditID"]).differences(stub: stub, other: recorded).map {
            let volatile =
                $0.isMembership
                ? volatileLists.contains($0.listPath)
                : FieldDifference.volatileFieldNames.contains(String($0.listPath.split(separator: ".").last ?? ""))
            return FieldDifference(
                path: $0.path, stub: $0.stub, recorded: $0.other, kind: volatile ? .volatile : .drift)
        }
    }

    /// The value on one line, at most 80 characters.
    static func show(_ value: JSONValue) -> String {
        JSONFieldComparison.show(value)
    }
}

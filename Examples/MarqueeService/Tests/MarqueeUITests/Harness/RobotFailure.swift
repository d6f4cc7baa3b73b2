import Testing

/// A robot's check or action that did not come true within the shared timeout: what was expected, on which
/// screen, of which `data-testid`, and where in the test it was asked for.
struct RobotFailure: Error, CustomStringConvertible {
    let screen: String
    let testID: String?
    let message: String
    let sourceLocation: SourceLocation

    var description: String {
        let element = testID.map { " [data-testid=\"\($0)\"]" } ?? ""
        return "\(screen)\(element): \(message)"
    }
}

import Testing

/// A robot's check or action that did not come true within the shared timeout: what was expected, on which
/// screen, of which `data-testid`, and where in the test it was asked for.
///
/// ``UITest`` records it at ``sourceLocation`` (the test's own line), with the failure bundle's folder.
public struct RobotFailure: Error, CustomStringConvertible {
    /// The screen the robot was on (`movieList`), or what else failed (`stubs`).
    public let screen: String
    /// The `data-testid` the check or action was about, if one.
    public let testID: String?
    /// What was expected and what was seen instead.
    public let message: String
    /// The test's own line that asked for it.
    public let sourceLocation: SourceLocation

    /// A failure on `screen`, of `testID`, saying `message`, at the test's `sourceLocation`.
    public init(screen: String, testID: String?, message: String, sourceLocation: SourceLocation) {
        self.screen = screen
        self.testID = testID
        self.message = message
        self.sourceLocation = sourceLocation
    }

    /// `screen [data-testid="id"]: message`.
    public var description: String {
        let element = testID.map { " [data-testid=\"\($0)\"]" } ?? ""
        return "\(screen)\(element): \(message)"
    }
}

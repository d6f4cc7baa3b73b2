/// The UI tests could not start what they need (browser, driver, service, axe-core): a loud failure with what to
/// do about it, never a skip.
public struct UITestSetupError: Error, CustomStringConvertible {
    /// What could not start, and what to do about it.
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}

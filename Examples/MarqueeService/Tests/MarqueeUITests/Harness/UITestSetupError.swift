/// The UI tests could not start what they need (browser, driver, service, axe-core): a loud failure with what to
/// do about it, never a skip.
struct UITestSetupError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

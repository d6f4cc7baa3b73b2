/// The UI tests could not start what they need (browser, driver, service, axe-core): a loud failure with what to
/// do about it, never a skip.
public struct UITestSetupError: Error, CustomStringConvertible {
    /// What could not start, and what to do about it: the first line says what, the lines after it how to fix it.
    public let description: String
    /// What the service wrote before its launch failed, for the failure bundle's `service.log` (empty when the
    /// failure was not the service's).
    let serviceLog: [String]

    /// An error saying `description`.
    public init(_ description: String) {
        self.init(description, serviceLog: [])
    }

    /// An error saying `description`, about a service that wrote `serviceLog`.
    init(_ description: String, serviceLog: [String]) {
        self.description = description
        self.serviceLog = serviceLog
    }
}

/// A port error a stub can fail with under a ``Scenario``: every port's error has these three cases, and a
/// ``StubPort`` maps ``ScenarioFailure/unauthorized`` to ``unauthorized``, ``ScenarioFailure/serverError`` to
/// ``unavailable``, and a caller cancelled before or during the simulated delay to ``cancelled``. A stub module
/// declares the conformance of its port errors in one line each; the enum cases are the witnesses.
public protocol StubPortError: Error {
    /// The service refused the credential.
    static var unauthorized: Self { get }
    /// The service could not be reached or failed.
    static var unavailable: Self { get }
    /// The calling task was cancelled.
    static var cancelled: Self { get }
}

/// Why a WebDriver command did not succeed. Every case names the command, so a failure reads as what the test was
/// doing ("POST element/click"), not as a bare status.
@available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0, outside the API promise")
public enum WebDriverError: Error, Sendable, CustomStringConvertible {
    /// The endpoint could not be reached or did not answer.
    case transport(command: String, detail: String)
    /// The endpoint answered with a W3C error (`error` is its code, e.g. `no such element`).
    case command(command: String, error: String, message: String)
    /// The endpoint answered something that is not the JSON the protocol promises.
    case malformedResponse(command: String, detail: String)

    /// Whether the element the command addressed no longer exists in the page (it navigated or re-rendered).
    public var isStaleOrMissingElement: Bool {
        guard case .command(_, let error, _) = self else { return false }
        return error == "no such element" || error == "stale element reference"
    }

    /// `WebDriver <command>: <what went wrong>`.
    public var description: String {
        switch self {
        case .transport(let command, let detail): "WebDriver \(command): \(detail)"
        case .command(let command, let error, let message): "WebDriver \(command): \(error): \(message)"
        case .malformedResponse(let command, let detail): "WebDriver \(command): unexpected answer: \(detail)"
        }
    }
}

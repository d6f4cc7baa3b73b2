import MarqueeKit

/// How long the live service waits for one upstream attempt (connect, answer and body) before it counts as timed
/// out: `MARQUEE_UPSTREAM_TIMEOUT_MS`, whole milliseconds from 1 through 300000, 30 s when unset or empty. A timed
/// out attempt is retried like any transient failure (`RetryPolicy`), so a page waits about three
/// times this before it says the upstream could not be reached. Tests set it small, so that an upstream held
/// longer than it (a replay that delays its answer) times out at once.
struct UpstreamTimeout: Sendable, Hashable {
    /// The environment variable that sets the timeout.
    static let environmentVariable = "MARQUEE_UPSTREAM_TIMEOUT_MS"
    /// The timeout when none is set: both transports' own default.
    static let `default` = UpstreamTimeout(milliseconds: 30_000)
    /// The largest timeout accepted, in milliseconds (5 minutes).
    static let maximumMilliseconds = 300_000

    /// The timeout of one upstream attempt.
    let duration: Duration

    private init(milliseconds: Int) {
        duration = .milliseconds(milliseconds)
    }

    /// The timeout `environment` asks for; ``default`` when it asks for none.
    init(environment: [String: String]) throws(UpstreamTimeoutError) {
        guard let value = environment[Self.environmentVariable], !value.isEmpty else {
            self = .default
            return
        }
        guard value.allSatisfy(\.isASCII), let milliseconds = Int(value),
            (1...Self.maximumMilliseconds).contains(milliseconds)
        else { throw .invalid(value) }
        self.init(milliseconds: milliseconds)
    }
}

/// `MARQUEE_UPSTREAM_TIMEOUT_MS` is not a usable number of milliseconds.
enum UpstreamTimeoutError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The value given.
    case invalid(String)

    /// One line naming the range.
    var description: String {
        switch self {
        case .invalid(let value):
            "\(UpstreamTimeout.environmentVariable) must be a whole number of milliseconds from 1 through "
                + "\(UpstreamTimeout.maximumMilliseconds), got \(UserText.quoted(value))"
        }
    }
}

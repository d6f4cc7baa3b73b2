/// The command line cannot be run as written. Reported as one line on standard error, exit status 2.
public struct UsageError: Error, Hashable, Sendable {
    /// What is wrong, in one line, without the `marquee: ` prefix.
    public let message: String

    /// An error with `message`.
    public init(_ message: String) {
        self.message = message
    }
}

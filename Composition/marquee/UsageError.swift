/// The command line cannot be run as written. Reported as one line on standard error, exit status 2.
struct UsageError: Error, Hashable, Sendable {
    /// What is wrong, in one line, without the `marquee: ` prefix.
    let message: String

    init(_ message: String) {
        self.message = message
    }
}

/// The exit statuses `marquee` uses.
enum ExitStatus {
    /// The command did what was asked.
    static let success: Int32 = 0
    /// The command was well formed but the service (or its configuration) failed: not found, unauthorized,
    /// unavailable, rate limited, an unreadable answer, or missing credentials; or the results could not be
    /// written (a full disk, a closed pipe).
    static let failure: Int32 = 1
    /// The command line is wrong: unknown command or option, bad value, near-miss of `-uitest`, bad scenario.
    static let usage: Int32 = 2
}

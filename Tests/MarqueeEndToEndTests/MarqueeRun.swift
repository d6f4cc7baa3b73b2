/// What one run of the `marquee` binary did.
struct MarqueeRun: Sendable, CustomStringConvertible {
    /// The exit status (or the signal's number, when `terminatedBySignal`).
    let status: Int32
    /// Whether a signal ended it (a crash or the watchdog), rather than `exit`.
    let terminatedBySignal: Bool
    /// Everything written to standard output.
    let stdout: String
    /// Everything written to standard error.
    let stderr: String

    /// The lines of standard error, without the final newline.
    var stderrLines: [Substring] {
        stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    }

    /// A summary for failure messages.
    var description: String {
        "status \(status)\(terminatedBySignal ? " (signal)" : "")\n--- stdout\n\(stdout.prefix(2000))\n--- stderr\n\(stderr)"
    }
}

/// Why the results could not be written to standard output.
enum ConsoleWriteError: Error, Hashable, Sendable {
    /// The reading end of the pipe was closed (e.g. `marquee … | head -1`): the reader has all it wants.
    case readerGone
    /// Any other failure, e.g. a full disk; `reason` is the system's text for it.
    case failed(reason: String)
}

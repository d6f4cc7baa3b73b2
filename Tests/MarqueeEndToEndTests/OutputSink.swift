/// Where a `marquee` child's standard output goes.
enum OutputSink: Sendable {
    /// A file of the run's own, read back into ``MarqueeRun/stdout``.
    case captured
    /// A device such as `/dev/full`; nothing is read back.
    case device(String)
    /// A pipe whose reading end is already closed, as after `marquee … | head -1`; nothing is read back.
    case closedPipe
}

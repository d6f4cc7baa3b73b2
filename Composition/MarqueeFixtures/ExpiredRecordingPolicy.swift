/// What recordings older than `--max-age` do to a `drift` run (`--expired`).
package enum ExpiredRecordingPolicy: String, Sendable, Hashable, CaseIterable {
    /// They fail the run (exit 1), like drift.
    case error
    /// They are listed; the exit status does not change. The default.
    case warn
    /// They are neither listed nor counted.
    case ignore
}

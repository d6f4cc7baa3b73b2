/// Where the search for the end of a request head stands.
enum HeadScanOutcome: Equatable, Sendable {
    /// The head ends just before `end` (its empty line included).
    case complete(end: Int)
    /// No empty line yet; the next search may resume at `nextScanFrom`.
    case incomplete(nextScanFrom: Int)
    /// A CR not followed by LF: no line end, and not allowed in a request line or header field (RFC 9112
    /// section 2.2). Rejected at once; waiting for more bytes could wait forever.
    case bareCarriageReturn
}

/// What ``RequestStreamParser`` read from the bytes it was given. For the fuzz targets in `Fuzz/`; not API.
@_spi(Fuzzing)
public enum RequestStreamEvent: Sendable {
    /// A complete request, as the server records it; `keepAlive` is whether the connection stays open after its
    /// response (when it does not, nothing after the request is read).
    case request(RecordedRequest, keepAlive: Bool)
    /// The bytes are not a request the server accepts: it answers `status` (400, 413, 431, 501 or 505) with
    /// `message` and closes the connection.
    case refused(status: Int, message: String)
}

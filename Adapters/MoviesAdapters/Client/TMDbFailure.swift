/// What went wrong talking to TMDb, before each repository maps it onto its own port error.
enum TMDbFailure: Error, Hashable, Sendable {
    case unauthorized
    case notFound
    case rejected
    case rateLimited
    /// The service could not be reached or failed, including a base URL no request can be built on.
    case unavailable
    case invalidResponse
    /// The calling task was cancelled before the answer arrived.
    case cancelled
}

/// What went wrong talking to TMDb, before each repository maps it onto its own port error.
enum TMDbFailure: Error, Hashable, Sendable {
    case unauthorized
    case notFound
    case rejected
    case rateLimited
    case unavailable
    case invalidResponse
}

/// What went wrong talking to the Rick and Morty API, before each repository maps it onto its port error.
enum RickAndMortyFailure: Error, Hashable, Sendable {
    case unauthorized
    /// A 404: an unknown id, a filter without match or a page past the end; the caller knows which.
    case notFound
    case rateLimited
    /// The service could not be reached or failed, including a base URL no request can be built on.
    case unavailable
    case invalidResponse
    /// The calling task was cancelled before the answer arrived.
    case cancelled
}

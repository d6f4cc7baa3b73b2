/// What went wrong talking to the Rick and Morty API, before each repository maps it onto its port error.
enum RickAndMortyFailure: Error, Hashable, Sendable {
    case unauthorized
    /// A 404: an unknown id, a filter without match or a page past the end; the caller knows which.
    case notFound
    case rateLimited
    case unavailable
    case invalidResponse
}

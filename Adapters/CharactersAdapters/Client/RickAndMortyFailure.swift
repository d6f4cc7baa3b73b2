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

    /// The port error this failure is, once the repository has handled its own 404s: a 404 that gets here came
    /// from no known route, so the service is not where the configuration says (`unavailable`).
    func portError<PortError: RickAndMortyPortError>() -> PortError {
        switch self {
        case .unauthorized: .unauthorized
        case .rateLimited: .rateLimited
        case .notFound, .unavailable: .unavailable
        case .invalidResponse: .invalidResponse
        case .cancelled: .cancelled
        }
    }
}

/// A Characters port error: every one has these cases, so one mapping serves every Rick and Morty repository.
/// Each repository declares its port error's conformance in its own file.
protocol RickAndMortyPortError: Error {
    static var unauthorized: Self { get }
    static var rateLimited: Self { get }
    static var unavailable: Self { get }
    static var invalidResponse: Self { get }
    static var cancelled: Self { get }
}

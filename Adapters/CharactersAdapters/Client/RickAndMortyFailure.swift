import HTTPTransport

/// What went wrong talking to the Rick and Morty API, before each repository maps it onto its port error. The
/// statuses are read by ``JSONAPIClient``; any status it does not know is not an answer the API gives to the
/// requests Marquee sends → `invalidResponse`.
enum RickAndMortyFailure: JSONAPIFailure, Hashable, Sendable {
    case unauthorized
    /// A 404: an unknown id, a filter without match or a page past the end; the caller knows which.
    case notFound
    case rateLimited(retryAfter: Duration?)
    /// The service could not be reached or failed, including a base URL no request can be built on.
    case unavailable(retryAfter: Duration?)
    case invalidResponse
    /// The calling task was cancelled before the answer arrived.
    case cancelled

    /// Any status the shared table does not read.
    static func otherStatus(_ response: HTTPResponse) -> RickAndMortyFailure { .invalidResponse }

    /// The port error this failure is, once the repository has handled its own 404s: a 404 that gets here came
    /// from no known route, so the service is not where the configuration says (`unavailable`).
    func portError<PortError: RickAndMortyPortError>() -> PortError {
        switch self {
        case .unauthorized: .unauthorized
        case .rateLimited(let retryAfter): .rateLimited(retryAfter: retryAfter)
        case .notFound: .unavailable(retryAfter: nil)
        case .unavailable(let retryAfter): .unavailable(retryAfter: retryAfter)
        case .invalidResponse: .invalidResponse
        case .cancelled: .cancelled
        }
    }
}

/// The shared JSON API client, sending, classifying and decoding for the Rick and Morty API.
typealias RickAndMortyAPI = JSONAPIClient<RickAndMortyFailure>

/// A Characters port error: every one has these cases, so one mapping serves every Rick and Morty repository.
/// Each repository declares its port error's conformance in its own file.
protocol RickAndMortyPortError: Error {
    static var unauthorized: Self { get }
    static func rateLimited(retryAfter: Duration?) -> Self
    static func unavailable(retryAfter: Duration?) -> Self
    static var invalidResponse: Self { get }
    static var cancelled: Self { get }
}

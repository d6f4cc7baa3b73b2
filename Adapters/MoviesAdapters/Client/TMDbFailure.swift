import Foundation
import HTTPTransport

/// What went wrong talking to TMDb, before each repository maps it onto its own port error. The statuses every
/// JSON API shares are read by ``JSONAPIClient``; TMDb adds `rejected` for the other 4xx, refined by the
/// `status_code` in its error body.
enum TMDbFailure: JSONAPIFailure, Hashable, Sendable {
    case unauthorized
    case notFound
    case rejected
    case rateLimited(retryAfter: Duration?)
    /// The service could not be reached or failed, including a base URL no request can be built on.
    case unavailable(retryAfter: Duration?)
    case invalidResponse
    /// The calling task was cancelled before the answer arrived.
    case cancelled

    /// TMDb's `status_code`s for a missing, invalid, suspended or insufficient credential.
    static let unauthorizedStatusCodes: Set<Int> = [3, 7, 10, 14]
    /// TMDb's `status_code` for "request count is over the allowed limit".
    static let rateLimitedStatusCode = 25
    /// TMDb's `status_code` for "the resource you requested could not be found".
    static let notFoundStatusCode = 34

    /// A 4xx other than 401, 403, 404, 408 and 429 is `rejected` unless TMDb's `status_code` says it is about the
    /// credential, the rate limit or a missing resource; 1xx and unfollowed 3xx are not answers TMDb's API gives.
    static func otherStatus(_ response: HTTPResponse) -> TMDbFailure {
        guard (400...499).contains(response.statusCode) else { return .invalidResponse }
        let tmdbCode = (try? JSONDecoder().decode(TMDbErrorDTO.self, from: response.body))?.statusCode
        if let tmdbCode, unauthorizedStatusCodes.contains(tmdbCode) { return .unauthorized }
        if tmdbCode == rateLimitedStatusCode { return .rateLimited(retryAfter: TMDbAPI.retryAfter(of: response)) }
        if tmdbCode == notFoundStatusCode { return .notFound }
        return .rejected
    }
}

/// The shared JSON API client, sending, classifying and decoding for TMDb.
typealias TMDbAPI = JSONAPIClient<TMDbFailure>

import HTTPTransport

/// Decides what a TMDb response means from its status, refined by the `status_code` in TMDb's error body.
enum TMDbResponseClassifier {
    /// TMDb's `status_code`s for a missing, invalid, suspended or insufficient credential.
    static let unauthorizedStatusCodes: Set<Int> = [3, 7, 10, 14]
    /// TMDb's `status_code` for "request count is over the allowed limit".
    static let rateLimitedStatusCode = 25
    /// TMDb's `status_code` for "the resource you requested could not be found".
    static let notFoundStatusCode = 34

    /// `nil` for a 2xx response (decode it), else the failure it stands for.
    static func failure(for response: HTTPResponse) -> TMDbFailure? {
        let status = response.statusCode
        if (200...299).contains(status) { return nil }
        let tmdbCode = TMDbJSON.errorStatusCode(in: response.body)
        switch status {
        case 401, 403:
            return .unauthorized
        case 404:
            return .notFound
        case 408:
            return .unavailable
        case 429:
            return .rateLimited
        case 400...499:
            if let tmdbCode, unauthorizedStatusCodes.contains(tmdbCode) { return .unauthorized }
            if tmdbCode == rateLimitedStatusCode { return .rateLimited }
            if tmdbCode == notFoundStatusCode { return .notFound }
            return .rejected
        case 500...599:
            return .unavailable
        default:
            // 1xx and unfollowed 3xx are not answers TMDb's API gives.
            return .invalidResponse
        }
    }
}

import Foundation
import HTTPTransport
import Testing

@testable import MoviesAdapters

@Suite("TMDb status classification")
struct TMDbResponseClassifierTests {
    private func response(_ status: Int, tmdbCode: Int? = nil) -> HTTPResponse {
        let body = tmdbCode.map { #"{"success":false,"status_code":\#($0),"status_message":"m"}"# } ?? ""
        return HTTPResponse(statusCode: status, body: Data(body.utf8))
    }

    @Test(
        "HTTP statuses map onto failures",
        arguments: [
            (200, nil), (204, nil), (400, TMDbFailure.rejected), (401, .unauthorized), (403, .unauthorized),
            (404, .notFound), (408, .unavailable(retryAfter: nil)), (422, .rejected),
            (429, .rateLimited(retryAfter: nil)),
            (500, .unavailable(retryAfter: nil)), (502, .unavailable(retryAfter: nil)),
            (503, .unavailable(retryAfter: nil)), (504, .unavailable(retryAfter: nil)), (302, .invalidResponse),
            (101, .invalidResponse),
        ]
    )
    func statuses(status: Int, expected: TMDbFailure?) {
        // Given / When
        let failure = TMDbAPI.failure(for: response(status))

        // Then
        #expect(failure == expected)
    }

    @Test(
        "TMDb's status_code refines a generic 4xx",
        arguments: [
            (7, TMDbFailure.unauthorized), (3, .unauthorized), (25, .rateLimited(retryAfter: nil)), (34, .notFound),
            (22, .rejected),
        ]
    )
    func statusCodes(code: Int, expected: TMDbFailure) {
        // Given / When
        let failure = TMDbAPI.failure(for: response(400, tmdbCode: code))

        // Then
        #expect(failure == expected)
    }

    @Test(
        "a 429's or 503's Retry-After in seconds is carried; an HTTP date or garbage is no known wait",
        arguments: [
            (429, "7", TMDbFailure.rateLimited(retryAfter: .seconds(7))),
            (503, " 120 ", .unavailable(retryAfter: .seconds(120))),
            (429, "Sun, 06 Nov 1994 08:49:37 GMT", .rateLimited(retryAfter: nil)),
            (503, "soon", .unavailable(retryAfter: nil)),
        ]
    )
    func retryAfter(status: Int, header: String, expected: TMDbFailure) {
        // Given / When
        let failure = TMDbAPI.failure(for: HTTPResponse(statusCode: status, headers: ["retry-after": header]))

        // Then
        #expect(failure == expected)
    }
}

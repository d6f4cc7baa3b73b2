import Foundation
import HTTPTransport
import Testing

@testable import MoviesAdapters

@Suite("TMDb status classification")
struct TMDbResponseClassifierTests {
    private func response(_ status: Int, tmdbCode: Int? = nil) -> UpstreamResponse {
        let body = tmdbCode.map { #"{"success":false,"status_code":\#($0),"status_message":"m"}"# } ?? ""
        return UpstreamResponse(statusCode: status, body: Data(body.utf8))
    }

    @Test(
        "HTTP statuses map onto failures",
        arguments: [
            (200, nil), (204, nil), (400, JSONAPIFailure.upstream(.rejected)), (401, .upstream(.unauthorized)),
            (403, .upstream(.unauthorized)),
            (404, .notFound), (408, .upstream(.unavailable(retryAfter: nil))), (422, .upstream(.rejected)),
            (429, .upstream(.rateLimited(retryAfter: nil))),
            (500, .upstream(.unavailable(retryAfter: nil))), (502, .upstream(.unavailable(retryAfter: nil))),
            (503, .upstream(.unavailable(retryAfter: nil))), (504, .upstream(.unavailable(retryAfter: nil))),
            (302, .upstream(.invalidResponse)),
            (101, .upstream(.invalidResponse)),
        ]
    )
    func statuses(status: Int, expected: JSONAPIFailure?) {
        // Given / When
        let failure = JSONAPIClient.failure(for: response(status), otherStatus: TMDbClient.otherStatus)

        // Then
        #expect(failure == expected)
    }

    @Test(
        "TMDb's status_code refines a generic 4xx",
        arguments: [
            (7, JSONAPIFailure.upstream(.unauthorized)), (3, .upstream(.unauthorized)),
            (25, .upstream(.rateLimited(retryAfter: nil))), (34, .notFound),
            (22, .upstream(.rejected)),
        ]
    )
    func statusCodes(code: Int, expected: JSONAPIFailure) {
        // Given / When
        let failure = JSONAPIClient.failure(for: response(400, tmdbCode: code), otherStatus: TMDbClient.otherStatus)

        // Then
        #expect(failure == expected)
    }

    @Test(
        "a 429's or 503's Retry-After in seconds is carried; an HTTP date or garbage is no known wait",
        arguments: [
            (429, "7", JSONAPIFailure.upstream(.rateLimited(retryAfter: .seconds(7)))),
            (503, " 120 ", .upstream(.unavailable(retryAfter: .seconds(120)))),
            (429, "Sun, 06 Nov 1994 08:49:37 GMT", .upstream(.rateLimited(retryAfter: nil))),
            (503, "soon", .upstream(.unavailable(retryAfter: nil))),
        ]
    )
    func retryAfter(status: Int, header: String, expected: JSONAPIFailure) {
        // Given / When
        let failure = JSONAPIClient.failure(
            for: UpstreamResponse(statusCode: status, headers: ["retry-after": header]),
            otherStatus: TMDbClient.otherStatus
        )

        // Then
        #expect(failure == expected)
    }
}

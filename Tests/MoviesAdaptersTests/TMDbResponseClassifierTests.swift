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
            (404, .notFound), (408, .unavailable), (422, .rejected), (429, .rateLimited), (500, .unavailable),
            (502, .unavailable), (503, .unavailable), (504, .unavailable), (302, .invalidResponse),
            (101, .invalidResponse),
        ]
    )
    func statuses(status: Int, expected: TMDbFailure?) {
        // Given / When
        let failure = TMDbResponseClassifier.failure(for: response(status))

        // Then
        #expect(failure == expected)
    }

    @Test(
        "TMDb's status_code refines a generic 4xx",
        arguments: [
            (7, TMDbFailure.unauthorized), (3, .unauthorized), (25, .rateLimited), (34, .notFound), (22, .rejected),
        ]
    )
    func statusCodes(code: Int, expected: TMDbFailure) {
        // Given / When
        let failure = TMDbResponseClassifier.failure(for: response(400, tmdbCode: code))

        // Then
        #expect(failure == expected)
    }
}

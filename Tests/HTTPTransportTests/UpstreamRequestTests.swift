import Foundation
import HTTPTransport
import Testing

@Suite("UpstreamRequest and UpstreamResponse")
struct UpstreamRequestTests {
    private let secretKey = "KEY-0123456789"
    private let secretToken = "TOKEN-9876543210"

    private func request() -> UpstreamRequest {
        UpstreamRequest(
            url: URL(string: "https://api.themoviedb.org/3/movie/550?language=en-US&api_key=\(secretKey)")!,
            headers: ["Authorization": "Bearer \(secretToken)", "Accept": "application/json"]
        )
    }

    @Test("a request's description, debug description and dump show neither the api_key nor the token")
    func descriptionsAreRedacted() {
        // Given
        let request = request()

        // When
        var dumped = ""
        dump(request, to: &dumped)
        let texts = [
            String(describing: request), String(reflecting: request), "\(request)", request.debugDescription, dumped,
        ]

        // Then
        for text in texts {
            #expect(!text.contains(secretKey))
            #expect(!text.contains(secretToken))
        }
        #expect(request.description == "GET https://api.themoviedb.org/3/movie/550?language=en-US&api_key=<redacted>")
        #expect(request.debugDescription.contains("Accept: application/json"))
        #expect(request.debugDescription.contains("Authorization: <redacted>"))
    }

    @Test("a response's description, debug description and dump show no secret header value and no body")
    func responseDescriptionsAreRedacted() {
        // Given
        let response = UpstreamResponse(
            statusCode: 200,
            headers: [
                "Set-Cookie": "session=\(secretToken); HttpOnly", "Authorization": "Bearer \(secretToken)",
                "X-Auth-Token": secretKey, "Content-Type": "application/json",
            ],
            body: Data(#"{"echo":"\#(secretKey)"}"#.utf8)
        )

        // When
        var dumped = ""
        dump(response, to: &dumped)
        let texts = [
            String(describing: response), String(reflecting: response), "\(response)", response.debugDescription,
            dumped,
            "\([response])",
        ]

        // Then
        for text in texts {
            #expect(!text.contains(secretKey), "\(text)")
            #expect(!text.contains(secretToken), "\(text)")
        }
        #expect(response.description == "HTTP 200, \(response.body.count) bytes")
        #expect(
            response.debugDescription
                == "HTTP 200 [Authorization: <redacted>, Content-Type: application/json, Set-Cookie: <redacted>, "
                + "X-Auth-Token: <redacted>], body: \(response.body.count) bytes"
        )
    }

    @Test("headers are looked up case-insensitively")
    func headerLookup() {
        // Given
        let response = UpstreamResponse(statusCode: 429, headers: ["Retry-After": "3"])

        // When / Then
        #expect(response.header("retry-after") == "3")
        #expect(response.header("RETRY-AFTER") == "3")
        #expect(response.header("X-Other") == nil)
        #expect(request().header("accept") == "application/json")
        #expect(!response.isSuccess)
    }

    @Test("transport errors describe themselves without any request detail")
    func errorDescriptions() {
        // Given
        let errors: [UpstreamClientError] = [
            .timedOut, .connectionLost, .cannotConnect, .secureConnectionFailed, .cancelled, .invalidRequest,
            .invalidResponse, .failed(code: -1),
        ]

        // When
        let descriptions = errors.map(String.init(describing:))

        // Then
        #expect(Set(descriptions).count == errors.count)
        #expect(descriptions.allSatisfy { !$0.isEmpty && !$0.contains("http") })
    }
}

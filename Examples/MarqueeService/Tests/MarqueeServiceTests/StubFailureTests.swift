import HummingbirdTesting
import Testing

@testable import MarqueeService

/// A stub fails every way the upstream can, so the service's failure answers are reached on stubs too: the API's
/// problem document and `Retry-After`, and the page that says how long to wait.
@Suite("On stubs, every upstream failure reaches the API and the pages as it does live")
struct StubFailureTests {
    static let rateLimited =
        #"{"version": 2, "ports": {"MovieRepository": {"behavior": "rateLimited", "retryAfterSeconds": 180}}}"#

    @Test("A rate-limited stub asking to wait 180 s: the API answers 503 with Retry-After 180, the page says 3 minutes")
    func rateLimited() async throws {
        try await ServiceUnderTest.stubs(Self.rateLimited).run { client in
            // When
            let api = try await client.get("/api/v1/movies/popular")
            let page = try await client.get("/")

            // Then
            #expect(api.status.code == 503)
            #expect(api.headers[.retryAfter] == "180")
            #expect(try api.problem().type == "urn:marquee:problem:upstream-rate-limited")
            #expect(page.status.code == 503)
            #expect(page.headers[.retryAfter] == "180")
            #expect(page.text.contains("wait 3 minutes before trying again"))
        }
    }

    @Test(
        "Each failure a stub can be told answers the API with its status and problem type",
        arguments: [
            ("unauthorized", 502, "urn:marquee:problem:upstream-unauthorized"),
            ("serverError", 503, "urn:marquee:problem:upstream-unavailable"),
            ("rateLimited", 503, "urn:marquee:problem:upstream-rate-limited"),
            ("rejected", 502, "urn:marquee:problem:upstream-rejected"),
            ("invalidResponse", 502, "urn:marquee:problem:upstream-invalid-response"),
        ])
    func everyFailure(behavior: String, status: Int, type: String) async throws {
        let scenario = #"{"version": 1, "ports": {"MovieRepository": ""# + behavior + #""}}"#
        try await ServiceUnderTest.stubs(scenario).run { client in
            // When
            let api = try await client.get("/api/v1/movies/popular")

            // Then
            #expect(api.status.code == status)
            #expect(try api.problem().type == type)
        }
    }
}

import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import MarqueeService

/// The headers a page with a form needs, on every answer, and pages that the policy does not break: no inline
/// script or style, one stylesheet served by the service.
@Suite("Security headers: a Content-Security-Policy, nosniff and a Referrer-Policy on every answer")
struct SecurityHeadersTests {
    @Test(
        "Every answer carries the policy (no script, no framing), nosniff and a Referrer-Policy",
        arguments: [
            ("/", HTTPRequest.Method.get, 200), ("/movies/550", .get, 200), ("/no/such/page", .get, 404),
            ("/?page=0", .get, 400), ("/api/v1/movies/550", .get, 200), ("/api/v1/movies/0", .get, 400),
            ("/api/v1/movies/550", .post, 405), ("/health", .options, 204), ("/assets/site.css", .get, 200),
        ])
    func headers(path: String, method: HTTPRequest.Method, status: Int) async throws {
        try await ServiceUnderTest.stubs().run { client in
            // When
            let response = try await client.executeRequest(uri: path, method: method, headers: [:], body: nil)

            // Then
            #expect(response.status.code == status)
            let policy = try #require(response.headers[.contentSecurityPolicy])
            let directives = Set(policy.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) })
            #expect(directives.contains("default-src 'none'"), "no script-src: scripts fall back to none")
            #expect(!policy.contains("script-src") && !policy.contains("unsafe-inline"))
            #expect(directives.contains("frame-ancestors 'none'"))
            #expect(directives.contains("style-src 'self'"))
            #expect(directives.contains("form-action 'self'"))
            #expect(response.headers[.xContentTypeOptions] == "nosniff")
            #expect(response.headers[SecurityHeadersMiddleware<BasicRequestContext>.referrerPolicy] == "same-origin")
            #expect(response.headers[SecurityHeadersMiddleware<BasicRequestContext>.frameOptions] == "DENY")
        }
    }

    @Test(
        "No page holds an inline script, style or event handler, which the policy would block",
        arguments: ["/", "/search?query=wick", "/movies/550", "/characters", "/characters/1", "/nothing", "/?page=0"])
    func noInlineCode(path: String) async throws {
        try await ServiceUnderTest.stubs().run { client in
            // When
            let html = try await client.get(path).text.lowercased()

            // Then
            #expect(!html.contains("<script"))
            #expect(!html.contains("<style"))
            #expect(!html.contains(" style="))
            #expect(html.firstMatch(of: /\son[a-z]+=/) == nil, "an inline event handler")
            #expect(!html.contains("javascript:"))
            #expect(html.contains("<link rel=\"stylesheet\" href=\"\(StyleSheet.path)\">"))
        }
    }

    @Test("The stylesheet is served as CSS with an ETag, and a revalidation naming it is a 304")
    func styleSheet() async throws {
        try await ServiceUnderTest.stubs().run { client in
            // When
            let response = try await client.get(StyleSheet.path)
            let tag = try #require(response.headers[.eTag])
            let again = try await client.executeRequest(
                uri: StyleSheet.path, method: .get, headers: [.ifNoneMatch: tag], body: nil)

            // Then
            #expect(response.headers[.contentType] == "text/css; charset=utf-8")
            #expect(response.text.contains("box-sizing: border-box"))
            #expect(again.status == .notModified)
        }
    }
}

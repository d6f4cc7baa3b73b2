import Foundation
import HTTPTransport
import MarqueeTestSupport
import Testing

@Suite("RetryingUpstreamClient and writes: a request is sent again only where that cannot do harm")
struct RetryingWritesTests {
    private let url = URL(string: "https://api.example.com/3/movie/550/rating?guest_session_id=SESSION")!

    private func send(
        _ request: UpstreamRequest, script: [Result<UpstreamResponse, UpstreamClientError>]
    ) async -> (outcome: Result<UpstreamResponse, UpstreamClientError>, attempts: Int) {
        let wrapped = ScriptedUpstreamClient(script)
        let client = RetryingUpstreamClient(
            wrapping: wrapped, clock: TestClock(), now: { Date(timeIntervalSince1970: 0) }, unitRandom: { 1 })
        let outcome = await Result.catching { () async throws(UpstreamClientError) in try await client.send(request) }
        return (outcome, wrapped.requests.count)
    }

    private static let ok = Result<UpstreamResponse, UpstreamClientError>.success(UpstreamResponse(statusCode: 201))

    @Test(
        "a POST that may have reached the server is never sent again",
        arguments: [
            Result<UpstreamResponse, UpstreamClientError>.failure(.timedOut), .failure(.connectionLost),
            .success(UpstreamResponse(statusCode: 503)), .success(UpstreamResponse(statusCode: 429)),
            .success(UpstreamResponse(statusCode: 502)),
        ])
    func postNotResent(first: Result<UpstreamResponse, UpstreamClientError>) async {
        // Given a POST whose first attempt ended where the server may have acted on it
        let request = UpstreamRequest(method: "POST", url: url, body: Data("{}".utf8), contentType: "application/json")

        // When it is sent
        let (outcome, attempts) = await send(request, script: [first, Self.ok])

        // Then it went once, and that outcome is the answer
        #expect(attempts == 1)
        #expect(outcome == first)
    }

    @Test("a POST whose connection could not be made is sent again: no byte of it left")
    func postResentAfterFailedConnect() async {
        let request = UpstreamRequest(method: "POST", url: url, body: Data("{}".utf8), contentType: "application/json")
        let (outcome, attempts) = await send(request, script: [.failure(.cannotConnect), Self.ok])
        #expect(attempts == 2)
        #expect(outcome == Self.ok)
    }

    @Test(
        "a POST declared idempotent in effect, a PUT and a DELETE are sent again after any transient failure",
        arguments: [("POST", true), ("PUT", false), ("DELETE", false)])
    func idempotentResent(method: String, declared: Bool) async {
        for first in [
            Result<UpstreamResponse, UpstreamClientError>.failure(.timedOut), .failure(.connectionLost),
            .success(UpstreamResponse(statusCode: 503)),
        ] {
            // Given an idempotent write whose first attempt failed transiently
            let request = UpstreamRequest(
                method: method, url: url, body: Data(#"{"value":8.5}"#.utf8), contentType: "application/json",
                isIdempotentInEffect: declared)

            // When it is sent
            let (outcome, attempts) = await send(request, script: [first, Self.ok])

            // Then the second attempt answered
            #expect(attempts == 2)
            #expect(outcome == Self.ok)
        }
    }

    @Test("a retried write goes out with the same body and content type")
    func sameBodyEachAttempt() async throws {
        let wrapped = ScriptedUpstreamClient([.failure(.connectionLost), Self.ok])
        let client = RetryingUpstreamClient(wrapping: wrapped, clock: TestClock(), unitRandom: { 1 })
        let request = UpstreamRequest(
            method: "PUT", url: url, body: Data(#"{"value":9}"#.utf8), contentType: "application/json")
        _ = try await client.send(request)
        #expect(wrapped.requests == [request, request])
        #expect(wrapped.requests.allSatisfy { $0.contentType == "application/json" })
    }
}

@Suite("UpstreamRequest with a body")
struct UpstreamRequestBodyTests {
    @Test("the content type replaces any given, whatever its case, and the body never shows in a description")
    func contentType() throws {
        // Given a request with a body and a stray content type header
        let url = try #require(URL(string: "https://api.example.com/3/movie/550/rating?guest_session_id=abcdef123456"))
        let request = UpstreamRequest(
            method: "POST", url: url, headers: ["content-type": "text/plain"], body: Data(#"{"value":8.5}"#.utf8),
            contentType: "application/json;charset=utf-8")

        // Then one Content-Type is sent, and no description shows the body or the session
        #expect(request.headers == ["Content-Type": "application/json;charset=utf-8"])
        #expect(request.contentType == "application/json;charset=utf-8")
        var dumped = ""
        dump(request, to: &dumped)
        for text in [request.description, request.debugDescription, dumped] {
            #expect(!text.contains("8.5"))
            #expect(!text.contains("abcdef123456"))
        }
    }
}

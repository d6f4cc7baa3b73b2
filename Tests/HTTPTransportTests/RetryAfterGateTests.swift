import Foundation
import HTTPTransport
import MarqueeTestSupport
import Testing

@Suite("RetryAfterGate: after a 429 or 503 with Retry-After, nothing goes to that host until the time has passed")
struct RetryAfterGateTests {
    private static let movies = UpstreamRequest(url: URL(string: "https://api.example.com/3/movie/popular?page=1")!)
    private static let otherPage = UpstreamRequest(url: URL(string: "https://api.example.com/3/movie/550")!)
    private static let otherHost = UpstreamRequest(url: URL(string: "https://rickandmortyapi.com/api/character")!)

    private static func upstream(_ statuses: [Int], retryAfter: String) -> ScriptedUpstreamClient {
        ScriptedUpstreamClient(
            statuses.map { status in
                .success(
                    UpstreamResponse(statusCode: status, headers: status == 200 ? [:] : ["Retry-After": retryAfter]))
            })
    }

    @Test("inside the window a request for the host is answered at once with the status and the time that remains")
    func refusesInsideTheWindow() async throws {
        // Given: a host that answered 429 with Retry-After: 30
        let clock = TestClock()
        let observer = RecordingUpstreamObserver()
        let upstream = Self.upstream([429, 200], retryAfter: "30")
        let windows = RetryAfterWindows(clock: clock, observer: observer)
        let gate = RetryAfterGate(wrapping: upstream, windows: windows, observer: observer)
        _ = try await gate.send(Self.movies)

        // When: 10.5 s later, another page of the same host
        clock.advance(by: .milliseconds(10_500))
        let refused = try await gate.send(Self.otherPage)

        // Then: not sent; 429 with the 19.5 s that remain, rounded up
        #expect(upstream.requests.count == 1)
        #expect(refused.statusCode == 429)
        #expect(refused.header("Retry-After") == "20")
        #expect(
            observer.events == [
                "window opened api.example.com 429 30s", "refused api.example.com rate_limit_window",
            ])
    }

    @Test("once the window has passed the host is asked again, and the observer hears it closed")
    func reopensAfterTheWindow() async throws {
        // Given
        let clock = TestClock()
        let observer = RecordingUpstreamObserver()
        let upstream = Self.upstream([503, 200], retryAfter: "5")
        let gate = RetryAfterGate(
            wrapping: upstream, windows: RetryAfterWindows(clock: clock, observer: observer), observer: observer)
        _ = try await gate.send(Self.movies)

        // When
        clock.advance(by: .seconds(5))
        let answer = try await gate.send(Self.movies)

        // Then
        #expect(answer.statusCode == 200)
        #expect(upstream.requests.count == 2)
        #expect(observer.events == ["window opened api.example.com 503 5s", "window closed api.example.com"])
    }

    @Test("another host is not held back by one host's window")
    func scopeIsTheHost() async throws {
        let upstream = Self.upstream([429, 200], retryAfter: "30")
        let gate = RetryAfterGate(wrapping: upstream, windows: RetryAfterWindows(clock: TestClock()))
        _ = try await gate.send(Self.movies)

        let answer = try await gate.send(Self.otherHost)

        #expect(answer.statusCode == 200)
        #expect(upstream.requests.count == 2)
    }

    @Test(
        "no window without a usable Retry-After, and none from statuses other than 429 and 503",
        arguments: [(429, nil), (503, "soon"), (500, "30"), (200, "30")] as [(Int, String?)])
    func noWindow(status: Int, retryAfter: String?) async throws {
        var headers: [String: String] = [:]
        headers["Retry-After"] = retryAfter
        let upstream = ScriptedUpstreamClient([.success(UpstreamResponse(statusCode: status, headers: headers))])
        let gate = RetryAfterGate(wrapping: upstream, windows: RetryAfterWindows(clock: TestClock()))

        _ = try await gate.send(Self.movies)
        _ = try await gate.send(Self.movies)

        #expect(upstream.requests.count == 2)
    }

    @Test("an upstream asking for longer than the maximum window is asked again after the maximum")
    func windowIsCapped() async throws {
        let clock = TestClock()
        let upstream = Self.upstream([429, 200], retryAfter: "86400")
        let windows = RetryAfterWindows(clock: clock, maximumWindow: .seconds(600))
        let gate = RetryAfterGate(wrapping: upstream, windows: windows)
        _ = try await gate.send(Self.movies)

        let inside = try await gate.send(Self.movies)
        clock.advance(by: .seconds(600))
        let after = try await gate.send(Self.movies)

        #expect(inside.header("Retry-After") == "600")
        #expect(after.statusCode == 200)
    }
}

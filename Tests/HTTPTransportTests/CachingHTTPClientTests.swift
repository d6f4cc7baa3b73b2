import Foundation
import HTTPTransport
import MarqueeTestSupport
import Testing

@Suite("CachingHTTPClient")
struct CachingHTTPClientTests {
    private let request = HTTPRequest(
        url: URL(string: "https://api.example.com/3/movie/popular?page=1")!,
        headers: ["Authorization": "Bearer SECRET-TOKEN", "Accept": "application/json"])

    private func answer(
        _ status: Int = 200, cacheControl: String? = "public, max-age=300", headers extra: [String: String] = [:],
        body: String = #"{"page":1}"#
    ) -> HTTPResponse {
        var headers = extra
        headers["Cache-Control"] = cacheControl
        return HTTPResponse(statusCode: status, headers: headers, body: Data(body.utf8))
    }

    @Test("an answer declared fresh is kept and handed out again, with its age, until its max-age")
    func keepsFreshAnswers() async throws {
        // Given
        let upstream = ScriptedHTTPClient([.success(answer()), .success(answer(body: "second"))])
        let clock = TestClock()
        let cache = CachingHTTPClient(wrapping: upstream, clock: clock)
        let first = try await cache.send(request)

        // When
        clock.advance(by: .seconds(299))
        let kept = try await cache.send(request)
        clock.advance(by: .seconds(1))
        let renewed = try await cache.send(request)

        // Then
        #expect(first.body == Data(#"{"page":1}"#.utf8))
        #expect(first.header("Age") == nil)
        #expect(kept.body == first.body)
        #expect(kept.header("Age") == "299")
        #expect(renewed.body == Data("second".utf8))
        #expect(upstream.requests.count == 2)
    }

    @Test("the upstream's Age counts against the lifetime, and s-maxage wins over max-age")
    func countsUpstreamAge() async throws {
        // Given
        let upstream = ScriptedHTTPClient([
            .success(answer(cacheControl: "max-age=300, s-maxage=100", headers: ["age": "60"]))
        ])
        let clock = TestClock()
        let cache = CachingHTTPClient(wrapping: upstream, clock: clock)
        _ = try await cache.send(request)

        // When
        clock.advance(by: .seconds(39))
        let kept = try await cache.send(request)
        clock.advance(by: .seconds(1))
        _ = try await cache.send(request)

        // Then
        #expect(kept.header("Age") == "99")
        #expect(kept.headers.keys.filter { $0.lowercased() == "age" }.count == 1)
        #expect(upstream.requests.count == 2)
    }

    @Test(
        "an answer that may not be kept is asked for every time",
        arguments: [
            (200, nil, [:]),
            (200, "public", [:]),
            (200, "public, max-age=0", [:]),
            (200, "public, max-age=300, no-store", [:]),
            (200, "public, max-age=300, no-cache", [:]),
            (200, "private, max-age=300", [:]),
            (200, "public, max-age=abc", [:]),
            (200, "public, max-age=300, max-age=300", [:]),
            (200, "public, max-age=300", ["Vary": "*"]),
            (200, "public, max-age=300", ["Age": "300"]),
            (200, "public, max-age=300", ["Age": "soon"]),
            (200, "max-age=300", [:]),
            (201, "public, max-age=300", [:]),
            (206, "public, max-age=300", [:]),
            (401, "public, max-age=300", [:]),
            (429, "public, max-age=300", [:]),
            (503, "public, max-age=300", [:]),
        ] as [(Int, String?, [String: String])])
    func doesNotKeep(status: Int, cacheControl: String?, headers: [String: String]) async throws {
        // Given: the request carries Authorization, so a bare max-age is not enough either (RFC 9111 §3.5)
        let upstream = ScriptedHTTPClient([.success(answer(status, cacheControl: cacheControl, headers: headers))])
        let cache = CachingHTTPClient(wrapping: upstream, clock: TestClock())

        // When
        _ = try await cache.send(request)
        let second = try await cache.send(request)

        // Then
        #expect(second.statusCode == status)
        #expect(upstream.requests.count == 2)
        #expect(cache.count == 0)
    }

    @Test("a bare max-age is kept for a request without Authorization, but not used for one with it")
    func authorizationNeedsConsent() async throws {
        // Given
        var anonymous = request
        anonymous.headers["Authorization"] = nil
        let upstream = ScriptedHTTPClient([.success(answer(cacheControl: "max-age=300"))])
        let cache = CachingHTTPClient(wrapping: upstream, clock: TestClock())
        _ = try await cache.send(anonymous)

        // When
        _ = try await cache.send(anonymous)
        _ = try await cache.send(request)

        // Then
        #expect(upstream.requests.map { $0.header("Authorization") } == [nil, "Bearer SECRET-TOKEN"])
    }

    @Test("a 404 declared fresh is kept like a 200 (an unknown id stays unknown for its lifetime)")
    func keepsNotFound() async throws {
        // Given
        let upstream = ScriptedHTTPClient([.success(answer(404))])
        let cache = CachingHTTPClient(wrapping: upstream, clock: TestClock())

        // When
        _ = try await cache.send(request)
        let kept = try await cache.send(request)

        // Then
        #expect(kept.statusCode == 404)
        #expect(upstream.requests.count == 1)
    }

    @Test("a request that says no-store is neither answered from the cache nor kept; no-cache is sent and kept")
    func honoursRequestDirectives() async throws {
        // Given
        let upstream = ScriptedHTTPClient([.success(answer())])
        let cache = CachingHTTPClient(wrapping: upstream, clock: TestClock())
        var noStore = request
        noStore.headers["Cache-Control"] = "no-store"
        var noCache = request
        noCache.headers["cache-control"] = "no-cache"

        // When
        _ = try await cache.send(noStore)
        let keptAfterNoStore = cache.count
        _ = try await cache.send(request)
        _ = try await cache.send(noCache)
        _ = try await cache.send(request)

        // Then
        #expect(keptAfterNoStore == 0)
        #expect(upstream.requests.count == 3)
        #expect(cache.count == 1)
    }

    @Test("an answer kept for a Vary is used only when the request has the same values of those fields")
    func honoursVary() async throws {
        // Given
        let upstream = ScriptedHTTPClient([.success(answer(headers: ["Vary": "Accept-Language, Origin"]))])
        let cache = CachingHTTPClient(wrapping: upstream, clock: TestClock())
        var english = request
        english.headers["Accept-Language"] = "en"
        var french = request
        french.headers["accept-language"] = "fr"

        // When
        _ = try await cache.send(english)
        _ = try await cache.send(english)
        _ = try await cache.send(french)
        _ = try await cache.send(french)
        _ = try await cache.send(english)

        // Then: the French answer took the English one's place
        #expect(upstream.requests.map { $0.header("Accept-Language") } == ["en", "fr", "en"])
    }

    @Test("only GET without a body is answered from the cache; an unsafe method's success drops its URL's answer")
    func unsafeMethodsInvalidate() async throws {
        // Given
        let upstream = ScriptedHTTPClient([.success(answer())])
        let cache = CachingHTTPClient(wrapping: upstream, clock: TestClock())
        var post = request
        post.method = "POST"
        var head = request
        head.method = "HEAD"
        _ = try await cache.send(request)

        // When
        _ = try await cache.send(head)
        let keptAfterHead = cache.count
        _ = try await cache.send(post)
        let keptAfterPost = cache.count
        _ = try await cache.send(request)

        // Then
        #expect(keptAfterHead == 1)
        #expect(keptAfterPost == 0)
        #expect(upstream.requests.map(\.method) == ["GET", "HEAD", "POST", "GET"])
    }

    @Test("failures pass through unchanged and are not kept", arguments: [HTTPClientError.timedOut, .cancelled])
    func failuresPassThrough(failure: HTTPClientError) async throws {
        // Given
        let upstream = ScriptedHTTPClient([.failure(failure), .success(answer())])
        let cache = CachingHTTPClient(wrapping: upstream, clock: TestClock())

        // When
        let thrown = await #expect(throws: HTTPClientError.self) { try await cache.send(request) }
        _ = try await cache.send(request)

        // Then
        #expect(thrown == failure)
        #expect(upstream.requests.count == 2)
    }

    @Test("past its bound the cache drops stale answers first, then the least recently used")
    func staysWithinItsBound() async throws {
        // Given: room for two 4-byte bodies; a is stale by the time c comes, b was used after d
        let upstream = ScriptedHTTPClient([
            .success(answer(cacheControl: "public, max-age=10", body: "aaaa")),
            .success(answer(body: "bbbb")), .success(answer(body: "dddd")), .success(answer(body: "cccc")),
        ])
        let clock = TestClock()
        let cache = CachingHTTPClient(wrapping: upstream, maximumBytes: 8, clock: clock)
        func get(_ name: String) async throws -> String {
            var named = request
            named.url = URL(string: "https://api.example.com/\(name)")!
            return String(decoding: try await cache.send(named).body, as: UTF8.self)
        }

        // When
        _ = try await get("a")
        _ = try await get("b")
        clock.advance(by: .seconds(10))
        _ = try await get("d")
        _ = try await get("b")
        _ = try await get("c")
        let keptB = try await get("b")

        // Then: a (stale) made room for d, then d (least recently used) for c
        #expect(keptB == "bbbb")
        #expect(upstream.requests.map(\.url.path) == ["/a", "/b", "/d", "/c"])
        #expect(cache.count == 2)
    }

    @Test("an answer larger than the bound is not kept")
    func doesNotKeepOversizedAnswers() async throws {
        // Given
        let upstream = ScriptedHTTPClient([.success(answer(body: "123456789"))])
        let cache = CachingHTTPClient(wrapping: upstream, maximumBytes: 8, clock: TestClock())

        // When
        _ = try await cache.send(request)
        _ = try await cache.send(request)

        // Then
        #expect(upstream.requests.count == 2)
        #expect(cache.count == 0)
    }
}

import Foundation
import HTTPTransport
import MarqueeTestSupport
import Synchronization
import Testing

@Suite("CachingUpstreamClient")
struct CachingUpstreamClientTests {
    private let request = UpstreamRequest(
        url: URL(string: "https://api.example.com/3/movie/popular?page=1")!,
        headers: ["Authorization": "Bearer SECRET-TOKEN", "Accept": "application/json"])

    private func answer(
        _ status: Int = 200, cacheControl: String? = "public, max-age=300", headers extra: [String: String] = [:],
        body: String = #"{"page":1}"#
    ) -> UpstreamResponse {
        var headers = extra
        headers["Cache-Control"] = cacheControl
        return UpstreamResponse(statusCode: status, headers: headers, body: Data(body.utf8))
    }

    @Test("an answer declared fresh is kept and handed out again, with its age, until its max-age")
    func keepsFreshAnswers() async throws {
        // Given
        let upstream = ScriptedUpstreamClient([.success(answer()), .success(answer(body: "second"))])
        let clock = TestClock()
        let cache = CachingUpstreamClient(wrapping: upstream, clock: clock)
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

    @Test(
        "an answer's age is the upstream's Age plus the time since its request was sent (retries included)",
        arguments: [
            // s-maxage wins over max-age; the upstream said the answer was already 60 s old
            (cacheControl: "max-age=300, s-maxage=100", age: "60", requestTakes: 0, freshFor: 39),
            // the request took 20 s to be answered, retries included
            (cacheControl: "public, max-age=30", age: nil, requestTakes: 20, freshFor: 9),
        ] as [(cacheControl: String, age: String?, requestTakes: Int, freshFor: Int)])
    func countsAge(cacheControl: String, age: String?, requestTakes: Int, freshFor: Int) async throws {
        // Given
        let clock = TestClock()
        var headers: [String: String] = [:]
        headers["age"] = age
        let upstream = ScriptedUpstreamClient([.success(answer(cacheControl: cacheControl, headers: headers))]) { _ in
            clock.advance(by: .seconds(requestTakes))
        }
        let cache = CachingUpstreamClient(wrapping: upstream, clock: clock)
        _ = try await cache.send(request)

        // When
        clock.advance(by: .seconds(freshFor))
        let kept = try await cache.send(request)
        clock.advance(by: .seconds(1))
        _ = try await cache.send(request)

        // Then: the last second of its lifetime, then stale
        let expectedAge = (Int(age ?? "0") ?? 0) + requestTakes + freshFor
        #expect(kept.header("Age") == String(expectedAge))
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
        let upstream = ScriptedUpstreamClient([.success(answer(status, cacheControl: cacheControl, headers: headers))])
        let cache = CachingUpstreamClient(wrapping: upstream, clock: TestClock())

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
        let upstream = ScriptedUpstreamClient([.success(answer(cacheControl: "max-age=300"))])
        let cache = CachingUpstreamClient(wrapping: upstream, clock: TestClock())
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
        let upstream = ScriptedUpstreamClient([.success(answer(404))])
        let cache = CachingUpstreamClient(wrapping: upstream, clock: TestClock())

        // When
        _ = try await cache.send(request)
        let kept = try await cache.send(request)

        // Then
        #expect(kept.statusCode == 404)
        #expect(upstream.requests.count == 1)
    }

    @Test("a request that says no-store is neither answered from the cache nor kept; no-cache is sent and kept")
    func honoursRequestDirectives() async throws {
        // Given: an answer kept
        let upstream = ScriptedUpstreamClient(["one", "two", "three"].map { .success(answer(body: $0)) })
        let cache = CachingUpstreamClient(wrapping: upstream, clock: TestClock())
        var noStore = request
        noStore.headers["Cache-Control"] = "no-store"
        var noCache = request
        noCache.headers["cache-control"] = "no-cache"
        _ = try await cache.send(request)

        // When
        var bodies: [String] = []
        for sent in [noStore, request, noCache, request] {
            bodies.append(String(decoding: try await cache.send(sent).body, as: UTF8.self))
        }

        // Then: no-store went upstream and left the kept answer alone; no-cache went upstream and replaced it
        #expect(bodies == ["two", "one", "three", "three"])
        #expect(upstream.requests.count == 3)
    }

    @Test("an answer kept for a Vary is used only when the request has the same values of those fields")
    func honoursVary() async throws {
        // Given
        let upstream = ScriptedUpstreamClient([.success(answer(headers: ["Vary": "Accept-Language, Origin"]))])
        let cache = CachingUpstreamClient(wrapping: upstream, clock: TestClock())
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
        let upstream = ScriptedUpstreamClient([.success(answer())])
        let cache = CachingUpstreamClient(wrapping: upstream, clock: TestClock())
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

    @Test("failures pass through unchanged and are not kept", arguments: [UpstreamClientError.timedOut, .cancelled])
    func failuresPassThrough(failure: UpstreamClientError) async throws {
        // Given
        let upstream = ScriptedUpstreamClient([.failure(failure), .success(answer())])
        let cache = CachingUpstreamClient(wrapping: upstream, clock: TestClock())

        // When
        let thrown = await #expect(throws: UpstreamClientError.self) { try await cache.send(request) }
        _ = try await cache.send(request)

        // Then
        #expect(thrown == failure)
        #expect(upstream.requests.count == 2)
    }

    @Test("past its bound the cache drops the least recently used answers")
    func staysWithinItsBound() async throws {
        // Given: room for two answers; a was used after b
        let upstream = ScriptedUpstreamClient(["aaaa", "bbbb", "cccc"].map { .success(answer(body: $0)) })
        let perAnswer = charge(ofBody: 4, url: "https://api.example.com/a")
        let cache = CachingUpstreamClient(wrapping: upstream, maximumBytes: 2 * perAnswer, clock: TestClock())
        func get(_ name: String) async throws -> String {
            var named = request
            named.url = URL(string: "https://api.example.com/\(name)")!
            return String(decoding: try await cache.send(named).body, as: UTF8.self)
        }
        _ = try await get("a")
        _ = try await get("b")
        _ = try await get("a")

        // When
        _ = try await get("c")
        let keptA = try await get("a")
        let keptC = try await get("c")

        // Then: b made room for c
        #expect(keptA == "aaaa")
        #expect(keptC == "cccc")
        #expect(upstream.requests.map(\.url.path) == ["/a", "/b", "/c"])
        #expect(cache.count == 2)
    }

    /// What the cache charges for ``answer(body:)`` to ``request``: see `CachingUpstreamClient.maximumBytes`.
    private func charge(ofBody bodyBytes: Int, url: String = "https://api.example.com/3/movie/popular?page=1") -> Int {
        CachingUpstreamClient.entryOverheadBytes + url.utf8.count + "Cache-Controlpublic, max-age=300".utf8.count
            + bodyBytes
    }

    @Test(
        "an answer is kept only within the bound, charged its body, headers, URL and overhead; a bound of 0 keeps none",
        arguments: [
            (body: "123456789", longQuery: nil, maximumBytes: nil, slack: -1, isKept: false),
            (body: "123456789", longQuery: nil, maximumBytes: nil, slack: 0, isKept: true),
            (body: "", longQuery: String(repeating: "a", count: 800), maximumBytes: 1_000, slack: 0, isKept: false),
            (body: "", longQuery: nil, maximumBytes: 0, slack: 0, isKept: false),
        ] as [(body: String, longQuery: String?, maximumBytes: Int?, slack: Int, isKept: Bool)])
    func keepsWithinTheBound(
        body: String, longQuery: String?, maximumBytes: Int?, slack: Int, isKept: Bool
    ) async throws {
        // Given: the bound given, or the answer's charge give or take `slack`
        var sent = request
        if let longQuery { sent.url = URL(string: "https://api.example.com/search?query=\(longQuery)")! }
        let bound = maximumBytes ?? charge(ofBody: body.utf8.count) + slack
        let upstream = ScriptedUpstreamClient([.success(answer(body: body))])
        let cache = CachingUpstreamClient(wrapping: upstream, maximumBytes: bound, clock: TestClock())

        // When
        _ = try await cache.send(sent)
        _ = try await cache.send(sent)

        // Then
        #expect(cache.count == (isKept ? 1 : 0))
        #expect(upstream.requests.count == (isKept ? 1 : 2))
    }

    @Test("an unsafe method answered with an error leaves the kept answer alone")
    func failedUnsafeMethodsDoNotInvalidate() async throws {
        // Given
        let upstream = ScriptedUpstreamClient([.success(answer()), .success(answer(409))])
        let cache = CachingUpstreamClient(wrapping: upstream, clock: TestClock())
        var delete = request
        delete.method = "DELETE"
        _ = try await cache.send(request)

        // When
        let refused = try await cache.send(delete)
        _ = try await cache.send(request)

        // Then
        #expect(refused.statusCode == 409)
        #expect(upstream.requests.map(\.method) == ["GET", "DELETE"])
    }

    @Test("a GET with a body is neither answered from the cache nor kept")
    func getWithBodyIsNotCached() async throws {
        // Given
        let upstream = ScriptedUpstreamClient([.success(answer())])
        let cache = CachingUpstreamClient(wrapping: upstream, clock: TestClock())
        var withBody = request
        withBody.body = Data("{}".utf8)
        _ = try await cache.send(request)

        // When
        _ = try await cache.send(withBody)
        _ = try await cache.send(withBody)

        // Then
        #expect(upstream.requests.count == 3)
    }

    @Test(
        "s-maxage or must-revalidate, like public, lets an answer be kept for a request carrying Authorization",
        arguments: ["s-maxage=300", "max-age=300, must-revalidate"])
    func sharedDirectivesAllowAuthorization(cacheControl: String) async throws {
        // Given
        let upstream = ScriptedUpstreamClient([.success(answer(cacheControl: cacheControl))])
        let cache = CachingUpstreamClient(wrapping: upstream, clock: TestClock())

        // When
        _ = try await cache.send(request)
        _ = try await cache.send(request)

        // Then
        #expect(upstream.requests.count == 1)
    }

    @Test("an answer still on its way when an unsafe request succeeds is not kept")
    func invalidationDuringAFetch() async throws {
        // Given: a GET during which a POST to the same URL succeeds
        let upstream = InterleavingUpstreamClient(answering: answer())
        let cache = CachingUpstreamClient(wrapping: upstream, clock: TestClock())
        let post = UpstreamRequest(method: "POST", url: request.url, headers: request.headers)
        upstream.whileTheFirstGETIsInFlight { _ = try? await cache.send(post) }

        // When
        _ = try await cache.send(request)
        _ = try await cache.send(request)

        // Then
        #expect(cache.count == 1)
        #expect(upstream.methods == ["GET", "POST", "GET"])
    }
}

/// Answers every request with one response; the first GET first runs a hook, as if another request came meanwhile.
private final class InterleavingUpstreamClient: UpstreamClient {
    private let response: UpstreamResponse
    private let state = Mutex<(hook: (@Sendable () async -> Void)?, methods: [String])>((nil, []))

    init(answering response: UpstreamResponse) {
        self.response = response
    }

    var methods: [String] { state.withLock(\.methods) }

    func whileTheFirstGETIsInFlight(_ hook: @escaping @Sendable () async -> Void) {
        state.withLock { $0.hook = hook }
    }

    func send(_ request: UpstreamRequest) async throws(UpstreamClientError) -> UpstreamResponse {
        let hook = state.withLock { state in
            state.methods.append(request.method)
            defer { if request.method == "GET" { state.hook = nil } }
            return request.method == "GET" ? state.hook : nil
        }
        await hook?()
        return response
    }
}

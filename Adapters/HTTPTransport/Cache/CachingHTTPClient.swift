import Foundation
import Synchronization

/// An ``HTTPClient`` decorator that keeps the answers an upstream declares fresh, and answers from them while they
/// are: a **shared** cache in the sense of RFC 9111, since a service hands one upstream answer to all its users.
///
/// TMDb declares its answers fresh for a while (`Cache-Control: public, max-age=300`); keeping them spares a
/// request, and the rate limit, for every page shown in that time. An upstream that says nothing about caching
/// (no `Cache-Control` freshness) is asked every time: no freshness is guessed.
///
/// What is kept: the answer to a `GET` without a body, with a status cacheable by default (RFC 9110 §15.1: 200,
/// 203, 204, 300, 301, 308, 404, 405, 410, 414, 501) and an explicit freshness lifetime above zero (`s-maxage`,
/// else `max-age`), unless the answer says `no-store`, `no-cache` (it would have to be revalidated on every use,
/// which this cache does not do), `private` or `Vary: *`, or the request says `no-store`. A request carrying
/// `Authorization` is answered from the cache only when the answer said `public`, `s-maxage` or `must-revalidate`
/// (RFC 9111 §3.5). `Expires` is not read: a wall-clock date would have to be trusted against the host's clock.
/// A directive whose value is malformed or that is given twice makes the answer stale, so it is not kept.
///
/// How it is used: an answer is fresh while its age (the upstream's `Age` plus the time it has been kept, on the
/// injected `clock`) is below its lifetime, and is handed out with `Age` set to that age in whole seconds. A stale
/// answer is never used; it is replaced by the next one. A request whose `Cache-Control` says `no-cache` is sent
/// (and its answer kept). An answer kept for a `Vary` is used only for a request with the same values of those
/// header fields. A request with any other method whose answer is not an error (below 400) removes the kept
/// answer of its URL (RFC 9111 §4.4).
///
/// Bounded by ``maximumBytes`` of kept bodies: storing past it drops stale answers first, then the least recently
/// used; an answer larger than the bound is not kept. Failures pass through unchanged and are never kept.
///
/// The cache holds URLs, which may carry a credential (`api_key`), in memory only: nothing of it is ever logged
/// or described.
public final class CachingHTTPClient: HTTPClient {
    /// The default bound on the bodies kept: 16 MiB.
    public static let defaultMaximumBytes = 16 * 1024 * 1024

    /// The statuses an answer may be kept with (RFC 9110 §15.1, "heuristically cacheable"; 206 aside, since this
    /// cache does not combine ranges).
    package static let cacheableStatuses: Set<Int> = [200, 203, 204, 300, 301, 308, 404, 405, 410, 414, 501]

    /// The methods that change nothing upstream (RFC 9110 §9.2.1); any other one's answer drops its URL's.
    private static let safeMethods: Set<String> = ["GET", "HEAD", "OPTIONS", "TRACE"]

    /// The most bytes of bodies kept at once.
    public let maximumBytes: Int

    private let wrapped: any HTTPClient
    private let elapsed: @Sendable () -> Duration
    private let store: Mutex<Store>

    /// A cache in front of `wrapping`.
    /// - Parameters:
    ///   - wrapping: The client that sends what the cache cannot answer (usually a ``RetryingHTTPClient``).
    ///   - maximumBytes: The bound on the bodies kept (``defaultMaximumBytes`` by default).
    ///   - clock: Measures how long an answer has been kept (`ContinuousClock` in production; a test moves its
    ///     own).
    public init(
        wrapping: any HTTPClient, maximumBytes: Int = defaultMaximumBytes,
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.wrapped = wrapping
        self.maximumBytes = max(0, maximumBytes)
        self.elapsed = Self.stopwatch(on: clock)
        self.store = Mutex(Store())
    }

    /// The fresh kept answer to `request` when there is one, else what `wrapping` answers (kept when it may be).
    public func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        let method = request.method.uppercased()
        let requestDirectives = CacheControl(request.header("Cache-Control"))
        let isLookedUp = method == "GET" && request.body == nil && !requestDirectives.has("no-store")
        let key = request.url.absoluteString
        if isLookedUp, !requestDirectives.has("no-cache"), let kept = answer(to: request, key: key) {
            return kept
        }
        let response = try await wrapped.send(request)
        if isLookedUp {
            keep(response, for: request, key: key)
        } else if !Self.safeMethods.contains(method), response.statusCode < 400 {
            _ = store.withLock { $0.remove(key) }
        }
        return response
    }

    /// How many answers are kept now, fresh or stale.
    package var count: Int { store.withLock { $0.entries.count } }

    /// The kept answer to `request` with its `Age`, when it is fresh and its `Vary` fields match; a stale one is
    /// dropped.
    private func answer(to request: HTTPRequest, key: String) -> HTTPResponse? {
        let now = elapsed()
        return store.withLock { store -> HTTPResponse? in
            guard let entry = store.entries[key] else { return nil }
            let age = entry.age(at: now)
            guard age < entry.lifetime else {
                store.remove(key)
                return nil
            }
            guard entry.matches(request), entry.allowsAuthorized || request.header("Authorization") == nil else {
                return nil
            }
            store.touch(key)
            return entry.response(withAge: age)
        }
    }

    /// Keeps `response` to `request` when the rules in the type's documentation allow it.
    private func keep(_ response: HTTPResponse, for request: HTTPRequest, key: String) {
        guard let entry = Entry(response: response, request: request, keptAt: elapsed()),
            entry.response.body.count <= maximumBytes
        else { return }
        store.withLock { $0.insert(entry, for: key, bound: maximumBytes, now: entry.keptAt) }
    }

    /// A function that tells the time passed on `clock` since it was made: the clock opened once, so that its
    /// instants can be compared.
    private static func stopwatch<C: Clock<Duration>>(on clock: C) -> @Sendable () -> Duration {
        let start = clock.now
        return { start.duration(to: clock.now) }
    }
}

extension CachingHTTPClient {
    /// A kept answer and what deciding on its reuse needs.
    private struct Entry: Sendable {
        let response: HTTPResponse
        /// How long the answer is fresh for, from when the upstream made it.
        let lifetime: Duration
        /// The upstream's `Age` when it arrived.
        let initialAge: Duration
        /// When it was kept, on the cache's stopwatch.
        let keptAt: Duration
        /// Each `Vary` field's lowercased name and the request's value of it (`nil` when absent).
        let varying: [(name: String, value: String?)]
        /// Whether the answer said `public`, `s-maxage` or `must-revalidate`, without which it is neither kept for
        /// nor used for a request carrying `Authorization` (RFC 9111 §3.5).
        let allowsAuthorized: Bool

        /// The entry for `response` to `request`, or `nil` when it may not be kept.
        init?(response: HTTPResponse, request: HTTPRequest, keptAt: Duration) {
            guard CachingHTTPClient.cacheableStatuses.contains(response.statusCode) else { return nil }
            let directives = CacheControl(response.header("Cache-Control"))
            guard !directives.has("no-store"), !directives.has("no-cache"), !directives.has("private") else {
                return nil
            }
            let sharedMaxAge = directives.seconds("s-maxage")
            let lifetime: Int
            switch (sharedMaxAge, directives.seconds("max-age")) {
            case (.invalid, _), (.absent, .invalid): return nil
            case (.seconds(let seconds), _), (.absent, .seconds(let seconds)): lifetime = seconds
            case (.absent, .absent): return nil
            }
            let initialAge: Int
            switch CacheControl.deltaSeconds(response.header("Age")) {
            case .absent: initialAge = 0
            case .seconds(let seconds): initialAge = seconds
            case .invalid: return nil
            }
            guard lifetime > initialAge else { return nil }
            let names = (response.header("Vary") ?? "").split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces).lowercased()
            }.filter { !$0.isEmpty }
            guard !names.contains("*") else { return nil }
            self.response = response
            self.lifetime = .seconds(lifetime)
            self.initialAge = .seconds(initialAge)
            self.keptAt = keptAt
            self.varying = names.map { ($0, request.header($0)) }
            self.allowsAuthorized =
                directives.has("public") || sharedMaxAge != .absent || directives.has("must-revalidate")
            if !allowsAuthorized, request.header("Authorization") != nil { return nil }
        }

        /// The answer's age at `now`: its `Age` on arrival plus the time it has been kept (none if the clock went
        /// back).
        func age(at now: Duration) -> Duration {
            initialAge + max(.zero, now - keptAt)
        }

        /// Whether `request` has the same values as the kept request of every `Vary` field.
        func matches(_ request: HTTPRequest) -> Bool {
            varying.allSatisfy { request.header($0.name) == $0.value }
        }

        /// The kept answer with `Age` set to `age` in whole seconds, in place of any `Age` it came with.
        func response(withAge age: Duration) -> HTTPResponse {
            var headers = response.headers.filter { $0.key.lowercased() != "age" }
            headers["Age"] = String(age.components.seconds)
            return HTTPResponse(statusCode: response.statusCode, headers: headers, body: response.body)
        }
    }

    /// The kept answers by URL, their bodies' total size, and the order they were last used in.
    private struct Store: Sendable {
        var entries: [String: Entry] = [:]
        var lastUse: [String: UInt64] = [:]
        var uses: UInt64 = 0
        var bytes = 0

        mutating func touch(_ key: String) {
            uses += 1
            lastUse[key] = uses
        }

        @discardableResult
        mutating func remove(_ key: String) -> Entry? {
            guard let entry = entries.removeValue(forKey: key) else { return nil }
            lastUse[key] = nil
            bytes -= entry.response.body.count
            return entry
        }

        /// Keeps `entry` for `key` in place of any earlier one, first dropping stale answers and then the least
        /// recently used until the bodies fit in `bound`.
        mutating func insert(_ entry: Entry, for key: String, bound: Int, now: Duration) {
            remove(key)
            let size = entry.response.body.count
            if bytes + size > bound {
                for (staleKey, stale) in entries where stale.age(at: now) >= stale.lifetime {
                    remove(staleKey)
                }
            }
            while bytes + size > bound, let oldest = lastUse.min(by: { $0.value < $1.value })?.key {
                remove(oldest)
            }
            entries[key] = entry
            bytes += size
            touch(key)
        }
    }
}

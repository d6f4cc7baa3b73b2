import Foundation
import SharedKernel
import Synchronization

/// An ``UpstreamClient`` decorator that keeps the answers an upstream declares fresh, and answers from them while they
/// are: a **shared** cache in the sense of RFC 9111, since a service hands one upstream answer to all its users.
///
/// TMDb declares its answers fresh for a while (`Cache-Control: public, max-age=300`); keeping them spares a
/// request, and the rate limit, for every page shown in that time. An upstream that says nothing about caching
/// (no `Cache-Control` freshness) is asked every time: no freshness is guessed.
///
/// What is kept: the answer to a `GET` without a body, with a status cacheable by default (RFC 9110 §15.1: 200,
/// 203, 204, 300, 301, 308, 404, 405, 410, 414, 501) and an explicit freshness lifetime above zero (`s-maxage`,
/// else `max-age`), unless the answer says `no-store`, `no-cache` (it would have to be revalidated on every use,
/// which this cache does not do), `private` or `Vary: *`, or the request says `no-store`. An answer whose
/// `Cache-Control` cannot be read (an unbalanced quote), or whose lifetime directive or `Age` is malformed or given
/// twice, is not kept. `Expires` is not read: a wall-clock date would have to be trusted against the host's clock.
///
/// Credentials: an answer is kept for, and used for, a request carrying `Authorization` only when it said `public`,
/// `s-maxage` or `must-revalidate` (RFC 9111 §3.5). Such an answer is then handed to any request for the same URL,
/// whatever its `Authorization`: right for a service that calls the upstream with its own one credential (as
/// Marquee does), wrong for one that forwards each user's token — that service should not put this cache in front.
/// A credential in the query (`api_key`) is part of the URL, so answers are never shared across such keys.
///
/// How it is used: an answer is fresh while its age — the upstream's `Age` plus the time since the request that
/// fetched it was sent (retries included), on the injected `clock` — is below its lifetime, and is handed out with
/// `Age` set to that age in whole seconds. A stale answer is never used; the next answer replaces it. A request
/// whose `Cache-Control` says `no-cache` is sent (and its answer kept); other request directives are not read. An
/// answer kept for a `Vary` is used only for a request with the same values of those fields. A request with an
/// unsafe method (not `GET`, `HEAD`, `OPTIONS` or `TRACE`) whose answer is not an error (below 400) drops the kept
/// answer of its URL (RFC 9111 §4.4), and no answer being fetched meanwhile, for any URL, is kept.
///
/// Collapsed requests (RFC 9111 §4): a `GET` that misses while an identical request (the same URL and headers, and
/// no unsafe request succeeding between the two) is on its way upstream waits for that one, and uses its answer when
/// that answer may be reused (it could be kept, as above); when a page turns stale under load, about one request
/// goes upstream instead of one per caller. An answer that may not be reused is not handed to the waiting requests:
/// each is then sent on its own, and later requests for that URL are sent without waiting for one another until an
/// answer for it may be kept again: with an upstream that declares nothing, only the requests that arrive while the
/// first answer for a URL is on its way wait for it. A failure (a timeout, a lost connection) is handed to every caller waiting for that request. A waiting caller whose
/// task is cancelled leaves at once with ``UpstreamClientError/cancelled``; the upstream request is cancelled only when
/// every caller waiting for it has left. A request saying `no-cache` is sent on its own.
///
/// Redirects are followed by the transports, so what is kept for a URL is the last answer of the chain, under its
/// own freshness: an upstream whose redirects are temporary should not be cached (neither TMDb's nor Rick and
/// Morty's API redirects).
///
/// Bounded by ``maximumBytes``, each answer charged its body, its headers, its URL and a fixed
/// ``entryOverheadBytes`` (a URL marked as sent alone, its URL and that overhead): storing past the bound drops the
/// least recently used first; an answer larger than the bound is not kept, so a bound of 0 keeps nothing. Failures
/// pass through unchanged and are never kept.
///
/// The cache holds URLs, which may carry a credential (`api_key`), in memory only: nothing of it is ever logged
/// or described.
@available(*, deprecated, message: "package in 2.0.0: use AppDependencies.makeProductionUpstreamClient")
public final class CachingUpstreamClient: UpstreamClient {
    /// The default bound on what is kept: 16 MiB.
    public static let defaultMaximumBytes = 16 * 1024 * 1024

    /// What each kept answer is charged besides its body, headers and URL: the bookkeeping around them.
    public static let entryOverheadBytes = 256

    /// The statuses an answer may be kept with (RFC 9110 §15.1, "heuristically cacheable"; 206 aside, since this
    /// cache does not combine ranges).
    private static let cacheableStatuses: Set<Int> = [200, 203, 204, 300, 301, 308, 404, 405, 410, 414, 501]

    /// The methods that change nothing upstream (RFC 9110 §9.2.1); any other one's answer drops its URL's.
    private static let safeMethods: Set<String> = ["GET", "HEAD", "OPTIONS", "TRACE"]

    /// The most bytes kept at once (each answer charged as the type's documentation says).
    public let maximumBytes: Int

    private let wrapped: any UpstreamClient
    private let elapsed: @Sendable () -> Duration
    private let observer: any UpstreamObserver
    private let store: Mutex<Store>
    /// The requests on their way upstream, each shared by the identical requests that miss meanwhile.
    private let inFlight = SharedLoads<FlightKey, FlightAnswer, UpstreamClientError>(
        keepingSuccesses: false, cancelled: .cancelled)

    /// A cache in front of `wrapping`.
    /// - Parameters:
    ///   - wrapping: The client that sends what the cache cannot answer (usually a ``RetryingUpstreamClient``).
    ///   - maximumBytes: The bound on what is kept (``defaultMaximumBytes`` by default; 0 keeps nothing).
    ///   - clock: Measures how long an answer has been kept (`ContinuousClock` in production; a test moves its
    ///     own).
    ///   - observer: Hears whether each `GET` the cache may answer was a hit or a miss.
    public init(
        wrapping: any UpstreamClient, maximumBytes: Int = defaultMaximumBytes,
        clock: any Clock<Duration> = ContinuousClock(), observer: any UpstreamObserver = SilentUpstreamObserver()
    ) {
        self.wrapped = wrapping
        self.observer = observer
        self.maximumBytes = max(0, maximumBytes)
        self.elapsed = Stopwatch.started(on: clock)
        self.store = Mutex(Store())
    }

    /// The fresh kept answer to `request` when there is one, else what `wrapping` answers (kept when it may be),
    /// shared with the identical requests that miss while it is on its way.
    public func send(_ request: UpstreamRequest) async throws(UpstreamClientError) -> UpstreamResponse {
        let method = request.method.uppercased()
        let requestDirectives = CacheControl(request.header("Cache-Control"))
        let key = request.url.absoluteString
        guard method == "GET", request.body == nil, !requestDirectives.has("no-store") else {
            let response = try await wrapped.send(request)
            if !Self.safeMethods.contains(method), response.statusCode < 400 {
                store.withLock { $0.invalidate(key) }
            }
            return response
        }
        if requestDirectives.has("no-cache") {
            observer.cacheLookedUp(hit: false)
            return try await fetch(request, key: key, epoch: epoch).get().response
        }
        let lookup = lookUp(request, key: key)
        if case .kept = lookup { observer.cacheLookedUp(hit: true) } else { observer.cacheLookedUp(hit: false) }
        switch lookup {
        case .kept(let response):
            return response
        case .sendAlone(let epoch):
            return try await fetch(request, key: key, epoch: epoch).get().response
        case .share(let epoch):
            let (outcome, isShared) = await inFlight.sharedOutcome(for: FlightKey(request: request, epoch: epoch)) {
                await self.fetch(request, key: key, epoch: epoch)
            }
            let answer = try outcome.get()
            guard isShared, !answer.isReusable else { return answer.response }
            return try await fetch(request, key: key, epoch: self.epoch).get().response
        }
    }

    /// How many unsafe requests have dropped answers so far.
    private var epoch: UInt64 { store.withLock(\.invalidations) }

    /// `request`'s answer from `wrapping`, kept when it may be, or the URL marked as not worth waiting for when it
    /// may not be reused; `epoch` is ``epoch`` when the request missed.
    private func fetch(
        _ request: UpstreamRequest, key: String, epoch: UInt64
    ) async -> Result<FlightAnswer, UpstreamClientError> {
        let sentAt = elapsed()
        let outcome = await Result.catching { () async throws(UpstreamClientError) in try await wrapped.send(request) }
        return outcome.map { response in
            let isReusable = keep(response, for: request, key: key, sentAt: sentAt, epoch: epoch)
            return FlightAnswer(response: response, isReusable: isReusable)
        }
    }

    /// How many answers are kept now, fresh or stale.
    package var count: Int { store.withLock { $0.entries.values.count { $0.entry != nil } } }

    /// How many callers wait for the upstream answer to `request`, sent since the last unsafe request that dropped
    /// an answer (for tests).
    package func waitingCount(for request: UpstreamRequest) -> Int {
        inFlight.waitingCount(for: FlightKey(request: request, epoch: epoch))
    }

    /// What the cache does with a `GET` it may answer: hand out the fresh kept answer (with its `Age`, when its
    /// `Vary` fields match; a stale one is dropped), or send the request alone (its URL's last answer could not be
    /// reused), or share it; with the epoch read under the same lock.
    private func lookUp(_ request: UpstreamRequest, key: String) -> Lookup {
        let now = elapsed()
        return store.withLock { store -> Lookup in
            let epoch = store.invalidations
            guard let node = store.entries[key] else { return .share(epoch: epoch) }
            guard let entry = node.entry else {
                store.markUsed(key)
                return .sendAlone(epoch: epoch)
            }
            let age = entry.age(at: now)
            guard age < entry.lifetime else {
                store.remove(key)
                return .share(epoch: epoch)
            }
            guard entry.matches(request), entry.allowsAuthorized || request.header("Authorization") == nil else {
                return .share(epoch: epoch)
            }
            store.markUsed(key)
            return .kept(entry.response(withAge: age))
        }
    }

    /// Keeps `response` to `request` (sent at `sentAt`, having missed at `epoch`) when the rules in the type's
    /// documentation allow it and no unsafe request dropped an answer while it was on its way; returns whether it
    /// may be reused. One that may not be reused marks its URL so that later requests for it do not wait for one
    /// another.
    private func keep(
        _ response: UpstreamResponse, for request: UpstreamRequest, key: String, sentAt: Duration, epoch: UInt64
    ) -> Bool {
        guard let entry = Entry(response: response, request: request, sentAt: sentAt) else {
            let size = Self.entryOverheadBytes + key.utf8.count
            store.withLock { $0.markNotReusable(key, size: size, bound: maximumBytes) }
            return false
        }
        let size = Self.entryOverheadBytes + key.utf8.count + entry.headerBytes + response.body.count
        guard size <= maximumBytes else { return true }
        store.withLock { store in
            guard store.invalidations == epoch else { return }
            store.insert(entry, size: size, for: key, bound: maximumBytes)
        }
        return true
    }
}

extension CachingUpstreamClient {
    /// What identical requests share a flight by: the request, and the ``epoch`` when it missed, so that a request
    /// sent after an unsafe request succeeded never waits for one sent before.
    private struct FlightKey: Hashable, Sendable {
        let request: UpstreamRequest
        let epoch: UInt64
    }

    /// An upstream answer, and whether it may be reused for the identical requests that waited for it.
    private struct FlightAnswer: Sendable {
        let response: UpstreamResponse
        let isReusable: Bool
    }

    /// What to do with a `GET` the cache may answer.
    private enum Lookup {
        case kept(UpstreamResponse)
        case sendAlone(epoch: UInt64)
        case share(epoch: UInt64)
    }

    /// A kept answer and what deciding on its reuse needs.
    private struct Entry: Sendable {
        let response: UpstreamResponse
        /// How long the answer is fresh for, from when the upstream made it.
        let lifetime: Duration
        /// The upstream's `Age` when it arrived.
        let initialAge: Duration
        /// When the request that fetched it was sent, on the cache's stopwatch.
        let sentAt: Duration
        /// Each `Vary` field's lowercased name and the request's value of it (`nil` when absent).
        let varying: [(name: String, value: String?)]
        /// Whether the answer said `public`, `s-maxage` or `must-revalidate`, without which it is neither kept for
        /// nor used for a request carrying `Authorization` (RFC 9111 §3.5).
        let allowsAuthorized: Bool

        /// The entry for `response` to `request`, or `nil` when it may not be kept.
        init?(response: UpstreamResponse, request: UpstreamRequest, sentAt: Duration) {
            guard CachingUpstreamClient.cacheableStatuses.contains(response.statusCode) else { return nil }
            let directives = CacheControl(response.header("Cache-Control"))
            guard !directives.isMalformed, !directives.has("no-store"), !directives.has("no-cache"),
                !directives.has("private")
            else { return nil }
            let sharedMaxAge = directives.seconds("s-maxage")
            let lifetime: Int
            switch (sharedMaxAge, directives.seconds("max-age")) {
            case (.invalid, _), (_, .invalid), (.absent, .absent): return nil
            case (.seconds(let seconds), _), (.absent, .seconds(let seconds)): lifetime = seconds
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
            self.sentAt = sentAt
            self.varying = names.map { ($0, request.header($0)) }
            self.allowsAuthorized =
                directives.has("public") || sharedMaxAge != .absent || directives.has("must-revalidate")
            if !allowsAuthorized, request.header("Authorization") != nil { return nil }
        }

        /// The bytes of the answer's header names and values.
        var headerBytes: Int {
            response.headers.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count }
        }

        /// The answer's age at `now`: its `Age` on arrival plus the time since its request was sent (none if the
        /// clock went back).
        func age(at now: Duration) -> Duration {
            initialAge + max(.zero, now - sentAt)
        }

        /// Whether `request` has the same values as the kept request of every `Vary` field.
        func matches(_ request: UpstreamRequest) -> Bool {
            varying.allSatisfy { request.header($0.name) == $0.value }
        }

        /// The kept answer with `Age` set to `age` in whole seconds, in place of any `Age` it came with.
        func response(withAge age: Duration) -> UpstreamResponse {
            var headers = response.headers.filter { $0.key.lowercased() != "age" }
            headers["Age"] = String(age.components.seconds)
            return UpstreamResponse(statusCode: response.statusCode, headers: headers, body: response.body)
        }
    }

    /// The kept answers by URL, and the URLs marked as sent alone, in the order they were last used (a doubly
    /// linked list through the keys, so that using, adding and dropping one each take constant time), what they are
    /// charged, and how many unsafe requests have dropped answers so far.
    private struct Store: Sendable {
        struct Node: Sendable {
            /// The kept answer, or `nil` for a URL whose last answer could not be reused (requests for it are sent
            /// without waiting for one another).
            var entry: Entry?
            var size: Int
            /// The next more recently used key, and the next less recently used one.
            var newer: String?
            var older: String?
        }

        var entries: [String: Node] = [:]
        var newest: String?
        var oldest: String?
        var bytes = 0
        var invalidations: UInt64 = 0

        /// Moves `key` to the most recently used end.
        mutating func markUsed(_ key: String) {
            guard newest != key, let node = unlink(key) else { return }
            link(key, node)
        }

        /// Drops the answer kept for `key`, or its mark, if any.
        mutating func remove(_ key: String) {
            guard let node = unlink(key) else { return }
            bytes -= node.size
        }

        /// Drops the answer kept for `key` because an unsafe request changed it, and marks that it happened.
        mutating func invalidate(_ key: String) {
            remove(key)
            invalidations &+= 1
        }

        /// Marks `key` (charged `size`) as a URL whose answer could not be reused, unless an answer is kept for it.
        mutating func markNotReusable(_ key: String, size: Int, bound: Int) {
            guard entries[key]?.entry == nil, size <= bound else { return }
            insert(nil, size: size, for: key, bound: bound)
        }

        /// Keeps `entry` (charged `size`) for `key` in place of any earlier one, first dropping the least recently
        /// used answers until everything fits in `bound`.
        mutating func insert(_ entry: Entry?, size: Int, for key: String, bound: Int) {
            remove(key)
            while bytes + size > bound, let victim = oldest {
                remove(victim)
            }
            link(key, Node(entry: entry, size: size))
            bytes += size
        }

        /// Adds `node` for `key` at the most recently used end.
        private mutating func link(_ key: String, _ node: Node) {
            var node = node
            node.newer = nil
            node.older = newest
            if let newest { entries[newest]?.newer = key }
            newest = key
            if oldest == nil { oldest = key }
            entries[key] = node
        }

        /// Takes `key`'s node out of the list and the table.
        private mutating func unlink(_ key: String) -> Node? {
            guard let node = entries.removeValue(forKey: key) else { return nil }
            if let newer = node.newer { entries[newer]?.older = node.older } else { newest = node.older }
            if let older = node.older { entries[older]?.newer = node.newer } else { oldest = node.newer }
            return node
        }
    }
}

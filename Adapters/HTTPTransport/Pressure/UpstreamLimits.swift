/// How much upstream work `LoadSheddingUpstreamClient` lets through, per upstream host: requests in flight, requests
/// waiting for one of those slots, and the `Retry-After` of the 503 that what does not fit gets at once.
///
/// The defaults suit TMDb: it publishes no fixed quota any more, but asks clients to stay around 40–50 requests a
/// second and at most 20 connections per IP address. 8 requests in flight (AsyncHTTPClient's default connection pool
/// for a host, so no request queues a second time inside the pool) give about 40 a second at TMDb's usual 200 ms,
/// under half its connection allowance, leaving room for a second replica behind the same address. 16 waiting
/// absorb a burst of two rounds; beyond that, a request would wait longer than a visitor does, so it is shed.
public struct UpstreamLimits: Sendable, Hashable {
    /// The most requests sent to one host at a time (retries and their pauses included); at least 1.
    public var maxInFlight: Int
    /// The most requests waiting for a slot with one host; 0 sheds whatever finds every slot taken.
    public var maxQueued: Int
    /// The `Retry-After` of a shed request's 503; at least 1 s.
    public var shedRetryAfter: Duration

    /// Limits as given, each raised to its least.
    public init(maxInFlight: Int, maxQueued: Int, shedRetryAfter: Duration = .seconds(1)) {
        self.maxInFlight = max(1, maxInFlight)
        self.maxQueued = max(0, maxQueued)
        self.shedRetryAfter = max(.seconds(1), shedRetryAfter)
    }

    /// 8 in flight, 16 waiting, `Retry-After: 1` (the type's documentation says why).
    public static let `default` = UpstreamLimits(maxInFlight: 8, maxQueued: 16)
}

import Logging
import MarqueeKit
import Metrics
import Prometheus
import Synchronization

/// What the live service's upstream stack does, as swift-metrics counters, timers and meters on a Prometheus
/// registry (served by ``MetricsListener``), one JSON log line when a rate-limit window opens and one when it closes,
/// and whether requests were shed lately (for `/health/ready`). The metrics:
///
/// - `marquee_upstream_requests_total{host,method,status}`: attempts sent upstream, retries included; `status` is
///   the HTTP status or, with no answer, the transport's error (`connection_lost`, `timed_out`, …).
/// - `marquee_upstream_request_duration_seconds{host,method}`: their latency, a histogram.
/// - `marquee_upstream_cache_hits_total`, `marquee_upstream_cache_misses_total`: requests the cache answered, or not.
/// - `marquee_upstream_refused_total{host,reason}`: requests answered 503 without being sent, `reason`
///   `overloaded` (shed: every slot and the queue full) or `rate_limit_window` (the host's `Retry-After`).
/// - `marquee_upstream_rate_limit_windows_open`: hosts inside a `Retry-After` window now.
/// - `marquee_upstream_in_flight{host}`, `marquee_upstream_queued{host}`: upstream work in flight, and waiting.
final class UpstreamMetrics: UpstreamObserver {
    /// How long after the last shed request `/health/ready` still says the service is shedding.
    static let sheddingMemory = Duration.seconds(5)

    /// The registry the metrics are in.
    let registry: PrometheusCollectorRegistry
    private let factory: PrometheusMetricsFactory
    private let logger: Logger
    private let elapsed: @Sendable () -> Duration
    /// When a request was last shed, on ``elapsed``.
    private let lastShed = Mutex<Duration?>(nil)
    private let openWindows: Meter
    private let openWindowTally = Mutex(0)
    /// The slots a host has (``HTTPTransport/UpstreamLimits/maxInFlight``), and the hosts that have every one taken.
    private let maxInFlight: Int
    private let saturatedHosts = Mutex(Set<String>())

    /// Metrics on a new registry, window lines on `logger`, "lately" measured on `clock`; a host is saturated when it
    /// has `limits`' slots in flight.
    init(logger: Logger, clock: any Clock<Duration> = ContinuousClock(), limits: UpstreamLimits = .default) {
        maxInFlight = limits.maxInFlight
        registry = PrometheusCollectorRegistry()
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.durationHistogramBuckets["marquee_upstream_request_duration_seconds"] = [
            .milliseconds(25), .milliseconds(50), .milliseconds(100), .milliseconds(250), .milliseconds(500),
            .seconds(1), .milliseconds(2_500), .seconds(5), .seconds(10), .seconds(30),
        ]
        self.factory = factory
        self.logger = logger
        self.elapsed = Self.stopwatch(on: clock)
        openWindows = Meter(label: "marquee_upstream_rate_limit_windows_open", factory: factory)
        openWindows.set(0)
        Counter(label: "marquee_upstream_cache_hits_total", factory: factory).increment(by: 0)
        Counter(label: "marquee_upstream_cache_misses_total", factory: factory).increment(by: 0)
    }

    /// Whether a request was shed within ``sheddingMemory``.
    var isShedding: Bool {
        let now = elapsed()
        return lastShed.withLock { $0.map { now - $0 < Self.sheddingMemory } ?? false }
    }

    /// Whether some upstream host has every slot taken now, so that a new request for it would wait in its queue (or
    /// be shed): what ``AbandonedRequestMiddleware`` asks before it watches a request's connection.
    var isSaturated: Bool { saturatedHosts.withLock { !$0.isEmpty } }

    /// How many upstream hosts are inside a `Retry-After` window now.
    var openWindowCount: Int { openWindowTally.withLock { $0 } }

    func upstreamAttemptFinished(
        host: String, method: String, status: Int?, error: UpstreamClientError?, duration: Duration
    ) {
        let outcome = status.map(String.init) ?? error?.label ?? "unknown"
        Counter(
            label: "marquee_upstream_requests_total",
            dimensions: [("host", host), ("method", method), ("status", outcome)], factory: factory
        ).increment()
        Metrics.Timer(
            label: "marquee_upstream_request_duration_seconds", dimensions: [("host", host), ("method", method)],
            factory: factory
        ).record(duration: duration)
    }

    func cacheLookedUp(hit: Bool) {
        let label = hit ? "marquee_upstream_cache_hits_total" : "marquee_upstream_cache_misses_total"
        Counter(label: label, factory: factory).increment()
    }

    func requestRefused(host: String, reason: UpstreamRefusal) {
        Counter(
            label: "marquee_upstream_refused_total", dimensions: [("host", host), ("reason", reason.rawValue)],
            factory: factory
        ).increment()
        if reason == .overloaded {
            let now = elapsed()
            lastShed.withLock { $0 = now }
        }
    }

    func upstreamWorkChanged(host: String, inFlight count: Int, queued: Int) {
        let saturated = count >= maxInFlight || queued > 0
        saturatedHosts.withLock { hosts in
            if saturated { hosts.insert(host) } else { hosts.remove(host) }
        }
        Meter(label: "marquee_upstream_in_flight", dimensions: [("host", host)], factory: factory).set(count)
        Meter(label: "marquee_upstream_queued", dimensions: [("host", host)], factory: factory).set(queued)
    }

    func rateLimitWindowOpened(host: String, status: Int, duration: Duration) {
        openWindowTally.withLock { $0 += 1 }
        openWindows.increment()
        logger.warning(
            "rate-limit window opened",
            metadata: [
                "host": .string(host), "status": .stringConvertible(status),
                "seconds": .stringConvertible(duration.wholeSecondsRoundedUp),
            ])
    }

    func rateLimitWindowClosed(host: String) {
        openWindowTally.withLock { $0 -= 1 }
        openWindows.decrement()
        logger.info("rate-limit window closed", metadata: ["host": .string(host)])
    }

    private static func stopwatch<C: Clock<Duration>>(on clock: C) -> @Sendable () -> Duration {
        let start = clock.now
        return { start.duration(to: clock.now) }
    }
}

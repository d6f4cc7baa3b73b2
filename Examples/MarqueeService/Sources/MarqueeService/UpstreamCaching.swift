import MarqueeKit

/// Whether the live service keeps what the upstream declares fresh and lets identical requests share one upstream
/// request (`CachingUpstreamClient`), chosen by `MARQUEE_UPSTREAM_CACHE`: `on` (the default) or `off`,
/// where every request goes upstream — to measure a transport alone (the benchmark's uncached live routes), or to
/// see the upstream's every answer while investigating one.
enum UpstreamCaching: String, EnvironmentChoice {
    /// The production stack's cache in front of the retries.
    case on
    /// No cache: the retries straight on the transport.
    case off

    /// The environment variable that picks it.
    static let environmentVariable = "MARQUEE_UPSTREAM_CACHE"
    /// On unless asked otherwise.
    static let defaultChoice = UpstreamCaching.on
}

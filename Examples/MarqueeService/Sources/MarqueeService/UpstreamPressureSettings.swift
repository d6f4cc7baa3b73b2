import MarqueeKit

/// How much upstream work the live service allows per upstream host (``HTTPTransport/UpstreamLimits``):
/// `MARQUEE_UPSTREAM_MAX_IN_FLIGHT` requests in flight (1 through 1000, 8 when unset) and
/// `MARQUEE_UPSTREAM_MAX_QUEUED` waiting for one of them (0 through 10000, 16 when unset); what does not fit is
/// answered 503 with `Retry-After: 1` at once. The defaults are ``HTTPTransport/UpstreamLimits/default``'s, which
/// says why they suit TMDb.
struct UpstreamPressureSettings: Sendable, Hashable {
    /// The requests in flight per host.
    static let maxInFlight = WholeNumberSetting(variable: "MARQUEE_UPSTREAM_MAX_IN_FLIGHT", range: 1...1000)
    /// The requests waiting per host.
    static let maxQueued = WholeNumberSetting(variable: "MARQUEE_UPSTREAM_MAX_QUEUED", range: 0...10_000)

    /// The limits asked for.
    let limits: UpstreamLimits

    /// The limits `environment` asks for; the defaults for what it leaves unset.
    init(environment: [String: String]) throws(WholeNumberSettingError) {
        let defaults = UpstreamLimits.default
        limits = UpstreamLimits(
            maxInFlight: try Self.maxInFlight.value(in: environment) ?? defaults.maxInFlight,
            maxQueued: try Self.maxQueued.value(in: environment) ?? defaults.maxQueued)
    }
}

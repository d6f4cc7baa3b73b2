import Foundation
import HTTPTransport
import MarqueeTestSupport

/// The HTTP client the adapters get in the contracts: the production URLSession client behind the production
/// retrying decorator with its default policy, so retries happen as in production, but with a clock that returns
/// at once, a fixed clock and a fixed jitter draw.
enum ContractUpstreamClient {
    /// A fresh client (each test has its own).
    static func make() -> any UpstreamClient {
        RetryingUpstreamClient(
            wrapping: URLSessionUpstreamClient(timeout: .seconds(10)),
            policy: .default,
            clock: TestClock(),
            now: { Date(timeIntervalSince1970: 1_700_000_000) },
            unitRandom: { 0.5 })
    }
}

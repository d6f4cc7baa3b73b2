import Foundation
import MarqueeKit

/// Where the watchlist comes from, and the one rule for a port that stays live under `-uitest`.
///
/// `MARQUEE_WATCHLIST_URL` is the address of `watchlist-service`, another service of the same system. Given, the
/// port is its HTTP adapter (``WatchlistHTTPClient``) in every mode, `-uitest` included: it is part of the system
/// under test, so a UI test reaches it rather than a stub, and its client is wrapped in
/// `SessionCarryingUpstreamClient`, which carries the UI-test session of the request being served to it in the W3C
/// `baggage` header (watchlist-service, itself under `-uitest`, answers from that session's world). Not given, the
/// port is the stub of each UI-test session's world under `-uitest` (``StubWatchlist``), and live there is no
/// watchlist (its pages and routes say so; nothing else changes). The third-party ports (TMDb, Rick and Morty) are
/// never live under `-uitest`, and their clients are never wrapped: the session never reaches them.
enum WatchlistWiring {
    /// The variable holding watchlist-service's address, e.g. `http://127.0.0.1:8081`.
    static let environmentVariable = "MARQUEE_WATCHLIST_URL"

    /// The address `environment` gives: `nil` when unset or empty; an absolute `http` or `https` URL with a host
    /// and nothing after its path, else a one-line error naming the variable (the value's user and password never
    /// shown).
    static func address(in environment: [String: String]) throws(WatchlistAddressError) -> URL? {
        guard let text = environment[environmentVariable]?.trimmingCharacters(in: .whitespaces), !text.isEmpty
        else { return nil }
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
            ["http", "https"].contains(scheme), components.host?.isEmpty == false, components.query == nil,
            components.fragment == nil, components.user == nil, components.password == nil,
            let url = components.url
        else { throw WatchlistAddressError() }
        return url
    }

    /// The live port: watchlist-service at `address`, through `client`, carrying the UI-test session (which only a
    /// build with Marquee's `UITesting` trait does).
    static func live(at address: URL, client: any UpstreamClient) -> any Watchlist {
        WatchlistHTTPClient(baseURL: address, client: SessionCarryingUpstreamClient(wrapping: client))
    }
}

/// `MARQUEE_WATCHLIST_URL` is not an address the service can call.
struct WatchlistAddressError: Error, Sendable, Hashable, CustomStringConvertible {
    var description: String {
        "\(WatchlistWiring.environmentVariable) must be an absolute http(s) URL with a host and no query, fragment "
            + "or credentials, such as http://127.0.0.1:8081"
    }
}

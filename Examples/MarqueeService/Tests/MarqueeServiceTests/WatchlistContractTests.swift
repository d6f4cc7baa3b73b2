import Foundation
import HTTPTransport
import MarqueeKit
import StubContract
import Testing
import UITestScenario
import WatchlistService

@testable import MarqueeService

/// The watchlist port's contract: the stub each UI-test session's world holds (``StubWatchlist``) and the
/// production adapter against a real watchlist-service (in process, live, on a loopback socket) answer every
/// question alike. Each expectation asks about a visitor of its own, so the live service is fresh for it as a new
/// stub is; `serverError` is a watchlist-service whose store fails (its own `-uitest` scenario).
@Suite("Watchlist contract: the stub and watchlist-service over HTTP answer alike")
struct WatchlistContractTests {
    /// Runs `body` with the contract, both services running until it returns.
    static func withContract(_ body: @Sendable (PortContract<any Watchlist>) async throws -> Void) async throws {
        try await WatchlistServer.run(arguments: []) { live in
            try await WatchlistServer.run(arguments: ["-uitest", "-uitest-scenario", "serverError"]) { failing in
                let client = URLSessionUpstreamClient(timeout: .seconds(10))
                let liveURL = try #require(URL(string: live.url))
                let failingURL = try #require(URL(string: failing.url))
                try await body(
                    PortContract<any Watchlist>(
                        stub: StubWatchlist.self,
                        live: { scenario in
                            WatchlistHTTPClient(
                                baseURL: scenario == .serverError ? failingURL : liveURL, client: client)
                        }))
            }
        }
    }

    @Test("A visitor never seen has an empty list")
    func newVisitor() async throws {
        try await Self.withContract { contract in
            await contract.expect { try await $0.movies(of: "contract-new").map(\.value) }
        }
    }

    @Test("Adding lists a movie last, once: added, then alreadyListed; the list keeps the order first added")
    func add() async throws {
        try await Self.withContract { contract in
            await contract.expect { port in
                let visitor = "contract-add"
                let changes = [
                    try await port.add(550, for: visitor), try await port.add(13, for: visitor),
                    try await port.add(550, for: visitor),
                ]
                return [
                    "changes": changes.map(\.rawValue), "movies": try await port.movies(of: visitor).map(\.description),
                ]
            }
        }
    }

    @Test("Removing takes a movie off; one not on the list leaves it as it is")
    func remove() async throws {
        try await Self.withContract { contract in
            await contract.expect { port in
                let visitor = "contract-remove"
                _ = try await port.add(550, for: visitor)
                _ = try await port.add(13, for: visitor)
                try await port.remove(550, for: visitor)
                try await port.remove(680, for: visitor)
                return try await port.movies(of: visitor).map(\.value)
            }
        }
    }

    @Test("A watchlist-service that fails fails every call alike", arguments: ["read", "add", "remove"])
    func failing(call: String) async throws {
        try await Self.withContract { contract in
            await contract.expect(in: .serverError) { port in
                switch call {
                case "read": return try await port.movies(of: "contract-failing").count
                case "add": return try await port.add(550, for: "contract-failing") == .added ? 1 : 0
                default:
                    try await port.remove(550, for: "contract-failing")
                    return 0
                }
            }
        }
    }
}

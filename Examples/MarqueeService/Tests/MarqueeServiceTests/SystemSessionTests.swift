import AppDependencies
import AsyncHTTPClient
import Foundation
import HTTPTransport
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MarqueeTestSupport
import NIOCore
import StubHTTPServer
import Testing
import WatchlistService

@testable import MarqueeService

/// One UI-test session across the two services of the system: marquee-service (in process) with its watchlist
/// port live against watchlist-service (in process too, on a loopback socket, under `-uitest`). The session a
/// request names travels in the W3C `baggage` header, so each session's lists and calls stay its own on both sides;
/// nothing is carried without a session, and nothing reaches a host outside the system.
@Suite("One UI-test session across marquee-service and watchlist-service")
struct SystemSessionTests {
    typealias Browser = RatingPageTests.Browser

    /// marquee-service on `-uitest` stubs (`scenario`), its watchlist live against a watchlist-service under
    /// `-uitest`, both running until `body` returns.
    static func withSystem(
        _ scenario: String = "happyPath",
        _ body: @Sendable (any TestClientProtocol, WatchlistControl) async throws -> Void
    ) async throws {
        try await WatchlistServer.run(arguments: ["-uitest"]) { watchlist in
            let (client, lifecycle) = ServiceTransport.asyncHTTPClient.makeLiveClient(caching: .off)
            let transport = try #require(lifecycle)
            do {
                let launch = try LaunchConfiguration(
                    arguments: ["marquee-service", "-uitest", "-uitest-scenario", scenario], environment: [:],
                    stubbing: ServiceDependencies.stubbedOwnPorts)
                var dependencies = try ServiceDependencies.resolve(launch)
                dependencies.useLiveWatchlist(at: try #require(URL(string: watchlist.url)), client: client)
                try await ServiceUnderTest(dependencies: dependencies).run { marquee in
                    try await body(marquee, WatchlistControl(url: watchlist.url))
                }
                await transport.shutdown()
            } catch {
                await transport.shutdown()
                throw error
            }
        }
    }

    @Test("20 concurrent sessions add through marquee-service: each session's list and calls are its own on both sides")
    func twentySessions() async throws {
        try await Self.withSystem { marquee, watchlist in
            // Given 20 sessions, each under one id on both services, and 20 movies of the stub catalogue
            let popular =
                try JSONSerialization.jsonObject(
                    with: Data(try await marquee.get("/api/v1/movies/popular").text.utf8)) as? [String: Any]
            let ids = try #require(popular?["results"] as? [[String: Any]]).compactMap { $0["id"] as? Int }
            try #require(ids.count >= 20)
            let sessions = (0..<20).map { "span-\($0)" }
            for id in sessions {
                #expect(try await marquee.send(.put, "/__uitest/sessions/\(id)").status == .created)
                #expect(try await watchlist.send("PUT", "/__uitest/sessions/\(id)").status == 201)
            }

            // When each session's visitor adds Fight Club and a movie of its own, all at once
            let lists = try await withThrowingTaskGroup(of: (Int, String).self) { group in
                for (index, id) in sessions.enumerated() {
                    group.addTask {
                        let browser = Browser()
                        let header: HTTPFields = [HTTPField.Name("UITest-Session")!: id]
                        _ = try await browser.send(marquee, .put, "/api/v1/movies/550/watchlist", headers: header)
                        _ = try await browser.send(
                            marquee, .put, "/api/v1/movies/\(ids[index])/watchlist", headers: header)
                        return (index, try await browser.send(marquee, .get, "/api/v1/watchlist", headers: header).text)
                    }
                }
                return try await group.reduce(into: [Int: String]()) { $0[$1.0] = $1.1 }
            }

            // Then marquee-service lists each session's own two movies, and watchlist-service recorded exactly that
            // session's two additions in that session, and nothing in the launch world
            for (index, id) in sessions.enumerated() {
                #expect(lists[index] == #"{"movies":[550,\#(ids[index])]}"#, "\(id)")
                let calls = try await watchlist.calls(session: id)
                #expect(calls == ["add(movie: 550)", "add(movie: \(ids[index]))", "movies()"], "\(id)")
            }
            #expect(try await watchlist.calls(session: nil).isEmpty)
        }
    }

    @Test("Without a session nothing is carried: the request is served by watchlist-service's launch world")
    func withoutSession() async throws {
        try await Self.withSystem { marquee, watchlist in
            // Given a session on watchlist-service that no request names
            #expect(try await watchlist.send("PUT", "/__uitest/sessions/unnamed").status == 201)

            // When a visitor adds a movie without naming a session
            let added = try await Browser().send(marquee, .put, "/api/v1/movies/550/watchlist")

            // Then the launch world holds the call, and the session none
            #expect(added.status == .created)
            #expect(try await watchlist.calls(session: nil) == ["add(movie: 550)"])
            #expect(try await watchlist.calls(session: "unnamed").isEmpty)
        }
    }

    @Test("A session watchlist-service does not hold is its 404, a 502 problem here: never another session's world")
    func unknownOnTheOtherSide() async throws {
        try await Self.withSystem { marquee, watchlist in
            // Given a session only marquee-service holds
            #expect(try await marquee.send(.put, "/__uitest/sessions/only-here").status == .created)

            // When its visitor adds a movie
            let added = try await Browser().send(
                marquee, .put, "/api/v1/movies/550/watchlist", headers: [HTTPField.Name("UITest-Session")!: "only-here"]
            )

            // Then
            #expect(added.status == .badGateway)
            #expect(try added.problem().detail == "watchlist-service rejected the request as invalid")
            #expect(try await watchlist.calls(session: nil).isEmpty)
        }
    }

    @Test("Live on recorded upstreams, the session reaches watchlist-service and never TMDb's host")
    func neverToThirdParties() async throws {
        // Given TMDb's recorded movie on a loopback server, and watchlist-service under -uitest with a session
        let upstream = try StubHTTPServer.start()
        upstream.register(.get, "/3/movie/640", .fixture(try LiveService.fixture("tmdb-movie-details-640")))
        upstream.register(.get, "/3/movie/640/credits", .status(500))
        upstream.register(.get, "/3/configuration", .fixture(try LiveService.fixture("tmdb-configuration")))
        do {
            try await WatchlistServer.run(arguments: ["-uitest"]) { watchlist in
                let control = WatchlistControl(url: watchlist.url)
                #expect(try await control.send("PUT", "/__uitest/sessions/s1").status == 201)
                try await LiveService.run(baseURL: upstream.baseURL.absoluteString) { service in
                    var dependencies = service.dependencies
                    dependencies.useLiveWatchlist(
                        at: try #require(URL(string: watchlist.url)),
                        client: URLSessionUpstreamClient(timeout: .seconds(10)))
                    dependencies.visitorKeys = .ephemeral()
                    try await ServiceUnderTest(dependencies: dependencies).run { marquee in
                        // When a request naming the session adds TMDb's movie
                        let added = try await Browser().send(
                            marquee, .put, "/api/v1/movies/640/watchlist",
                            headers: [HTTPField.Name("UITest-Session")!: "s1"])

                        // Then watchlist-service served it in the session, and TMDb's host saw no baggage
                        #expect(added.status == .created, "\(added.text)")
                    }
                }
                #expect(try await control.calls(session: "s1") == ["add(movie: 640)"])
            }
            let seen = upstream.requests
            #expect(!seen.isEmpty)
            #expect(seen.allSatisfy { $0.header("baggage") == nil })
            await upstream.shutdown()
        } catch {
            await upstream.shutdown()
            throw error
        }
    }
}

/// watchlist-service's `/__uitest/` control, reached over its loopback socket.
struct WatchlistControl: Sendable {
    let url: String

    /// `method path` with `UITest-Session: session` when given: the status and the body as text.
    func send(_ method: String, _ path: String, session: String? = nil) async throws -> (status: Int, body: String) {
        var request = HTTPClientRequest(url: url + path)
        request.method = .init(rawValue: method)
        if let session { request.headers.add(name: "UITest-Session", value: session) }
        let response = try await HTTPClient.shared.execute(request, timeout: .seconds(10))
        let body = try await response.body.collect(upTo: 1 << 20)
        return (Int(response.status.code), String(buffer: body))
    }

    /// The calls watchlist-service's store recorded in `session` (the launch world's for `nil`), as Swift spells them.
    func calls(session: String?) async throws -> [String] {
        try CallReport(try await send("GET", "/__uitest/calls", session: session).body).calls(to: "WatchlistStore")
    }
}

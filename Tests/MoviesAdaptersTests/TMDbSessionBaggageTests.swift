import Foundation
import HTTPClientConformance
import HTTPTransport
import MarqueeTestSupport
import MoviesAdapters
import MoviesDomain
import StubHTTPServer
import Testing

@Suite("TMDb, a third party: the UI-test session never reaches it")
struct TMDbSessionBaggageTests {
    #if UITesting
        @Test("while a session is current, TMDb's request carries no baggage; a service of the system's carries it")
        func thirdPartyCarriesNoBaggage() async throws {
            try await withStubServers(count: 2) { servers in
                // Given TMDb on one loopback server, on its production client, and a service of the system on another,
                // on a client that carries the session
                let (tmdb, ownService) = (servers[0], servers[1])
                tmdb.register(
                    .get, "/3/movie/popular",
                    .json(string: #"{"page":1,"results":[],"total_pages":1,"total_results":0}"#))
                ownService.registerCatchAll(.json(string: "{}"))
                let movies = TMDbHarness(server: tmdb).movies
                let own = SessionCarryingUpstreamClient(wrapping: URLSessionUpstreamClient())
                let ownURL = try #require(URL(string: ownService.baseURL.absoluteString + "/watchlist"))

                // When both are called while session 7 is served
                try await UITestSessionContext.$current.withValue("7") {
                    _ = try await movies.popularMovies(page: 1)
                    _ = try await own.send(UpstreamRequest(url: ownURL))
                }

                // Then only the service of the system learnt the session
                #expect(tmdb.requests.count == 1)
                #expect(tmdb.requests.first?.header("baggage") == nil)
                #expect(ownService.requests.first?.header("baggage") == "uitest-session=7")
            }
        }
    #endif
}

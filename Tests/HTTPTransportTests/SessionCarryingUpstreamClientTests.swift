import Foundation
import HTTPTransport
import MarqueeTestSupport
import StubHTTPServer
import Testing

@Suite("SessionCarryingUpstreamClient: the UI-test session travels to a service of the system in W3C baggage")
struct SessionCarryingUpstreamClientTests {
    /// A `GET` of `path` on `server`, with `headers`.
    private func get(_ path: String, on server: StubHTTPServer, headers: [String: String] = [:]) -> UpstreamRequest {
        UpstreamRequest(url: server.baseURL.appendingPathComponent(path), headers: headers)
    }

    #if UITesting
        @Test("while a session is current, the request carries baggage: uitest-session=<id> on the wire")
        func carries() async throws {
            try await withStubServer { server in
                // Given a service of the system on a loopback server, and a client that carries the session
                server.registerCatchAll(.json(string: "{}"))
                let client = SessionCarryingUpstreamClient(wrapping: URLSessionUpstreamClient())

                // When a request is sent while session 7 is served
                let response = try await UITestSessionContext.$current.withValue("7") {
                    try await client.send(get("/watchlist", on: server))
                }

                // Then the service received the session in one baggage field
                #expect(response.statusCode == 200)
                let received = try #require(server.requests.first)
                #expect(received.header("baggage") == "uitest-session=7")
            }
        }

        @Test("the entry is merged with the request's own baggage, whatever the header's spelling, its members kept")
        func merges() async throws {
            try await withStubServer { server in
                // Given requests with baggage of their own: members with properties, an earlier session, or junk
                server.registerCatchAll(.json(string: "{}"))
                let client = SessionCarryingUpstreamClient(wrapping: URLSessionUpstreamClient())
                let own = get("/a", on: server, headers: ["Baggage": "tenant=a;p=1, uitest-session=3,x=%41"])
                let junk = get("/b", on: server, headers: ["baggage": "not baggage"])

                // When they are sent while the session "s 7" is served
                try await UITestSessionContext.$current.withValue("s 7") {
                    _ = try await client.send(own)
                    _ = try await client.send(junk)
                }

                // Then each carries the session once, encoded, beside the members it had; junk gives way to the entry
                let received = server.requests
                #expect(received.count == 2)
                #expect(received.first?.header("baggage") == "tenant=a;p=1,uitest-session=s%207,x=%41")
                #expect(received.last?.header("baggage") == "uitest-session=s%207")
            }
        }

        @Test("without a session the request goes as it came: no baggage added, its own untouched")
        func withoutSession() async throws {
            try await withStubServer { server in
                // Given a client that carries the session, and no session being served
                server.registerCatchAll(.json(string: "{}"))
                let client = SessionCarryingUpstreamClient(wrapping: URLSessionUpstreamClient())

                // When a request without baggage and one with its own are sent
                _ = try await client.send(get("/a", on: server))
                _ = try await client.send(get("/b", on: server, headers: ["baggage": "tenant=a"]))

                // Then nothing was added
                #expect(server.requests.first?.header("baggage") == nil)
                #expect(server.requests.last?.header("baggage") == "tenant=a")
            }
        }

        @Test("concurrent requests of different sessions each carry their own")
        func concurrentSessions() async throws {
            try await withStubServer { server in
                // Given a client shared by the requests of twenty sessions
                server.registerCatchAll(.json(string: "{}"))
                let client = SessionCarryingUpstreamClient(wrapping: URLSessionUpstreamClient())

                // When each session's request is sent at once, on its own task
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for session in 1...20 {
                        group.addTask {
                            try await UITestSessionContext.$current.withValue(String(session)) {
                                _ = try await client.send(get("/session/\(session)", on: server))
                            }
                        }
                    }
                    try await group.waitForAll()
                }

                // Then each request carries the session it was sent for, and no other
                let received = server.requests
                #expect(received.count == 20)
                for request in received {
                    #expect(request.header("baggage") == "uitest-session=\(request.path.split(separator: "/").last!)")
                }
            }
        }

        @Test("a client left unwrapped carries nothing while a session is current: the opt-in is per client")
        func unwrapped() async throws {
            try await withStubServer { server in
                // Given a plain client beside one that carries the session
                server.registerCatchAll(.json(string: "{}"))
                let plain = URLSessionUpstreamClient()

                // When it sends while session 7 is served
                try await UITestSessionContext.$current.withValue("7") {
                    _ = try await plain.send(get("/third-party", on: server))
                }

                // Then the request has no baggage
                #expect(server.requests.count == 1)
                #expect(server.requests.first?.header("baggage") == nil)
            }
        }

        /// The `baggage` header a request whose own is `header` goes with, carrying the session `id`.
        static func carried(_ id: String, over header: String?) -> String? {
            let request = UpstreamRequest(
                url: URL(string: "http://127.0.0.1/")!, headers: header.map { ["baggage": $0] } ?? [:])
            return SessionCarryingUpstreamClient.carrying(id, on: request).headers["baggage"]
        }

        @Test("the entry is merged into the request's own baggage, replacing an earlier session and keeping the rest")
        func writes() {
            // Given a request's own baggage, with and without an earlier session
            // When the session 7 is carried over it
            let fresh = Self.carried("7", over: nil)
            let merged = Self.carried("7", over: "tenant=a;p, uitest-session=3")
            let encoded = Self.carried("a b", over: "x=1")

            // Then the entry is set once, percent-encoded, and the other members are as they came
            #expect(fresh == "uitest-session=7")
            #expect(merged == "tenant=a;p,uitest-session=7")
            #expect(encoded == "x=1,uitest-session=a%20b")
        }

        @Test("baggage that must be ignored, or that the entry would take beyond the bounds, is replaced by the entry")
        func replaces() {
            // Given a malformed header, and 64 members
            let full = (1...64).map { "k\($0)=1" }.joined(separator: ",")

            // When the session is carried over each
            // Then the header is the entry alone, which the next service reads
            #expect(Self.carried("7", over: "not baggage") == "uitest-session=7")
            #expect(Self.carried("7", over: full) == "uitest-session=7")
        }

    #else
        @Test("in a build without the UITesting trait the client adds nothing: requests go as they came")
        func production() async throws {
            try await withStubServer { server in
                // Given a client wrapped to carry the session, in a production build
                server.registerCatchAll(.json(string: "{}"))
                let client = SessionCarryingUpstreamClient(wrapping: URLSessionUpstreamClient())

                // When requests with and without baggage of their own are sent
                _ = try await client.send(get("/a", on: server))
                _ = try await client.send(get("/b", on: server, headers: ["baggage": "tenant=a"]))

                // Then nothing was added
                #expect(server.requests.first?.header("baggage") == nil)
                #expect(server.requests.last?.header("baggage") == "tenant=a")
            }
        }
    #endif
}

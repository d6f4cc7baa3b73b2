#if UITesting
    import Foundation
    import Hummingbird
    import HummingbirdTesting
    import Testing

    @testable import WatchlistService

    @Suite("Under -uitest: each request in the world of the UI-test session it names")
    struct UITestSessionTests {
        @Test("Two sessions see only their own lists and their own recorded calls")
        func sessionsApart() async throws {
            try await withService(["-uitest"]) { client in
                // Given two sessions started under the ids a test names
                #expect(try await send(.put, "/__uitest/sessions/s1", on: client).status == 201)
                #expect(try await send(.put, "/__uitest/sessions/s2", on: client).status == 201)

                // When the same visitor adds a movie in each, and reads the list in each
                let added1 = try await send(.put, "/watchlists/v/movies/550", headers: session("s1"), on: client)
                let added2 = try await send(.put, "/watchlists/v/movies/13", headers: session("s2"), on: client)
                let list1 = try await send(.get, "/watchlists/v", headers: session("s1"), on: client)
                let list2 = try await send(.get, "/watchlists/v", headers: session("s2"), on: client)
                let launch = try await send(.get, "/watchlists/v", on: client)

                // Then each session has its own list, and the launch world none of theirs
                #expect(added1.status == 201)
                #expect(added2.status == 201)
                #expect(try list1.watchlist().movies == [550])
                #expect(try list2.watchlist().movies == [13])
                #expect(try launch.watchlist().movies == [])

                // And each session's calls are its own, recorded without the visitor
                let calls1 = try await send(.get, "/__uitest/calls", headers: session("s1"), on: client)
                let calls2 = try await send(.get, "/__uitest/calls", headers: session("s2"), on: client)
                #expect(try Self.calls(in: calls1) == [#"add {"movie":550}"#, "movies {}"])
                #expect(try Self.calls(in: calls2) == [#"add {"movie":13}"#, "movies {}"])
            }
        }

        @Test("The session named by a W3C baggage entry beside others is served")
        func baggageSession() async throws {
            try await withService(["-uitest"]) { client in
                // Given a session s1 holding a list
                _ = try await send(.put, "/__uitest/sessions/s1", on: client)
                _ = try await send(.put, "/watchlists/v/movies/550", headers: session("s1"), on: client)

                // When the list is read with the session in baggage, as another service of ours sends it
                let answer = try await send(
                    .get, "/watchlists/v", headers: baggage("other=1,uitest-session=s1"), on: client)

                // Then it is s1's list
                #expect(answer.status == 200)
                #expect(try answer.watchlist().movies == [550])
            }
        }

        @Test(
            "A malformed baggage header, one over 8192 bytes, or one naming the session twice is ignored: the launch world serves it",
            arguments: [
                "uitest-session", "uitest-session=s1;;=", "=s1", "uitest session=s1",
                "uitest-session=s1," + String(repeating: "k=v,", count: 2100) + "x=y",
                "uitest-session=s1,uitest-session=s1",
            ])
        func ignoredBaggage(header: String) async throws {
            try await withService(["-uitest"]) { client in
                // Given a session s1 holding a list, and the launch world holding none
                _ = try await send(.put, "/__uitest/sessions/s1", on: client)
                _ = try await send(.put, "/watchlists/v/movies/550", headers: session("s1"), on: client)

                // When the list is read with the baggage header
                let answer = try await send(.get, "/watchlists/v", headers: baggage(header), on: client)

                // Then the launch world served it (not s1, not a 500)
                #expect(answer.status == 200)
                #expect(try answer.watchlist().movies == [])
                let launchCalls = try await send(.get, "/__uitest/calls", on: client)
                #expect(try Self.calls(in: launchCalls) == ["movies {}"])
            }
        }

        @Test("A session the service does not hold is a 404 problem, by header and by baggage, never another world")
        func unknownSession() async throws {
            try await withService(["-uitest"]) { client in
                // Given a service with no session "gone"
                // When a request names it
                let byHeader = try await send(.put, "/watchlists/v/movies/1", headers: session("gone"), on: client)
                let byBaggage = try await send(
                    .get, "/watchlists/v", headers: baggage("uitest-session=gone"), on: client)

                // Then each is a 404 problem naming the session, and nothing was recorded anywhere
                for answer in [byHeader, byBaggage] {
                    #expect(answer.status == 404)
                    #expect(answer.contentType == "application/problem+json")
                    #expect(try answer.json()["detail"] as? String ?? "" != "")
                    #expect(answer.body.contains("gone"))
                }
                #expect(try Self.calls(in: try await send(.get, "/__uitest/calls", on: client)) == [])
            }
        }

        @Test("A scenario's watchlists seed the store; serverError is a 503 problem that says nothing internal")
        func scenarios() async throws {
            let seeded = #"{"version": 2, "data": {"watchlists": [{"id": "v", "movies": [550, 13]}]}}"#
            try await withService(["-uitest", "-uitest-scenario", seeded]) { client in
                // Given a launch scenario seeding v's list
                // When it is read, and a session under serverError is asked
                let list = try await send(.get, "/watchlists/v", on: client)
                _ = try await send(.put, "/__uitest/sessions/down", body: "serverError", on: client)
                let down = try await send(.put, "/watchlists/v/movies/1", headers: session("down"), on: client)

                // Then the seeded list, and a 503 problem without the stub's reason
                #expect(try list.watchlist().movies == [550, 13])
                #expect(down.status == 503)
                #expect(down.contentType == "application/problem+json")
                #expect(!down.body.contains("stub"))
            }
        }

        @Test("A scenario whose watchlist the service could not hold is refused at launch, naming the item")
        func badSeed() throws {
            // Given a scenario seeding a movie id out of range
            let scenario = #"{"version": 2, "data": {"watchlists": [{"id": "v", "movies": [0]}]}}"#

            // When the service is launched with it
            // Then the launch is refused with one line naming the item's path
            #expect {
                try LaunchOptions(arguments: ["-uitest", "-uitest-scenario", scenario])
            } throws: { error in
                "\(error)".contains("data.watchlists[0]") && !"\(error)".contains("\n")
            }
        }

        /// The calls `answer` (a `GET /__uitest/calls`) reports for WatchlistStore, each `method {arguments}`.
        static func calls(in answer: Answer) throws -> [String] {
            let json = try JSONSerialization.jsonObject(with: Data(answer.body.utf8))
            let ports = try #require((json as? [String: Any])?["ports"] as? [[String: Any]])
            let port = try #require(ports.first { $0["port"] as? String == "WatchlistStore" })
            let calls = try #require(port["calls"] as? [[String: Any]])
            return try calls.map { call in
                let arguments = try JSONSerialization.data(
                    withJSONObject: call["arguments"] ?? [:], options: [.sortedKeys])
                return "\(call["method"] as? String ?? "?") \(String(decoding: arguments, as: UTF8.self))"
            }
        }
    }
#endif

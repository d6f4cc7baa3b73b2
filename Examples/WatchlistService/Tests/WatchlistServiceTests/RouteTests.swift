import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import WatchlistService

@Suite("The HTTP API on the in-memory store (production)")
struct RouteTests {
    @Test("A visitor never seen has an empty list; movies are added once each and listed in the order first added")
    func addAndList() async throws {
        try await withService { client in
            // Given a fresh service
            // When a visitor's list is read, then two movies are added and the first one again
            let empty = try await send(.get, "/watchlists/Vq3x-P_0", on: client)
            let first = try await send(.put, "/watchlists/Vq3x-P_0/movies/550", on: client)
            let second = try await send(.put, "/watchlists/Vq3x-P_0/movies/13", on: client)
            let again = try await send(.put, "/watchlists/Vq3x-P_0/movies/550", on: client)
            let list = try await send(.get, "/watchlists/Vq3x-P_0", on: client)

            // Then the list was empty, each add said 201 with the list after, the re-add 200 with it unchanged
            #expect(empty.status == 200)
            #expect(empty.contentType == "application/json")
            #expect(empty.body == #"{"movies":[],"visitor":"Vq3x-P_0"}"#)
            #expect(first.status == 201)
            #expect(try first.watchlist() == WatchlistBody(visitor: "Vq3x-P_0", movies: [550]))
            #expect(second.status == 201)
            #expect(try second.watchlist().movies == [550, 13])
            #expect(again.status == 200)
            #expect(try again.watchlist().movies == [550, 13])
            #expect(try list.watchlist().movies == [550, 13])
        }
    }

    @Test("A removal answers the list after it; a movie not on the list leaves it as it is; visitors are apart")
    func remove() async throws {
        try await withService { client in
            // Given two visitors' lists
            _ = try await send(.put, "/watchlists/a/movies/1", on: client)
            _ = try await send(.put, "/watchlists/a/movies/2", on: client)
            _ = try await send(.put, "/watchlists/b/movies/3", on: client)

            // When a's movie 1 is removed, then a movie not on a's list
            let removed = try await send(.delete, "/watchlists/a/movies/1", on: client)
            let absent = try await send(.delete, "/watchlists/a/movies/99", on: client)
            let never = try await send(.delete, "/watchlists/nobody/movies/1", on: client)

            // Then each answers 200 with the list after, and b's list is untouched
            #expect(removed.status == 200)
            #expect(try removed.watchlist().movies == [2])
            #expect(absent.status == 200)
            #expect(try absent.watchlist().movies == [2])
            #expect(never.status == 200)
            #expect(try never.watchlist() == WatchlistBody(visitor: "nobody", movies: []))
            #expect(try await send(.get, "/watchlists/b", on: client).watchlist().movies == [3])
        }
    }

    @Test(
        "A visitor outside the grammar is a 400 problem naming the visitor",
        arguments: [
            String(repeating: "a", count: 65), "a.b", "a%20b", "%C3%A4", "a+b", "a~b", "a%2Fb",
        ])
    func badVisitor(visitor: String) async throws {
        try await withService { client in
            // Given a visitor that breaks the grammar
            // When each route is asked for it
            for (method, path) in [
                (HTTPRequest.Method.get, "/watchlists/\(visitor)"), (.put, "/watchlists/\(visitor)/movies/550"),
                (.delete, "/watchlists/\(visitor)/movies/550"),
            ] {
                let answer = try await send(method, path, on: client)

                // Then it is a 400 problem document, one line, naming the visitor
                #expect(answer.status == 400, "\(method) \(path)")
                #expect(answer.contentType == "application/problem+json")
                let json = try answer.json()
                #expect(json["status"] as? Int == 400)
                #expect(json["title"] as? String == "Invalid input")
                #expect(json["type"] as? String == "urn:watchlist-service:problem:invalid-input")
                let detail = try #require(json["detail"] as? String)
                #expect(detail.contains("visitor"))
                #expect(!detail.contains("\n"))
            }
        }
    }

    @Test(
        "A movie that is not an integer from 1 to 2147483647, spelled one way, is a 400 problem naming the movie",
        arguments: ["0", "-1", "2147483648", "99999999999999999999", "abc", "007", "+5", "1.5", "1e3", "%31"])
    func badMovie(movie: String) async throws {
        try await withService { client in
            // Given a movie id that does not read
            for method in [HTTPRequest.Method.put, .delete] {
                // When it is added or removed
                let answer = try await send(method, "/watchlists/v/movies/\(movie)", on: client)

                // Then it is a 400 problem naming the movie
                #expect(answer.status == 400, "\(method) \(movie)")
                #expect(answer.contentType == "application/problem+json")
                #expect(
                    try answer.json()["detail"] as? String ?? ""
                        == "the movie in the path is not an integer from 1 to 2147483647")
            }
        }
    }

    @Test("The largest movie id is taken")
    func largestMovie() async throws {
        try await withService { client in
            // Given a fresh service
            // When the largest id is added
            let answer = try await send(.put, "/watchlists/v/movies/2147483647", on: client)

            // Then it is on the list
            #expect(answer.status == 201)
            #expect(try answer.watchlist().movies == [2_147_483_647])
        }
    }

    @Test("A list holds 500 movies: a 501st is a 409 problem and the list stays as it was; a re-add is still 200")
    func full() async throws {
        try await withService { client in
            // Given a list of 500 movies
            for movie in 1...500 {
                _ = try await send(.put, "/watchlists/v/movies/\(movie)", on: client)
            }

            // When a 501st is added, and one already there
            let refused = try await send(.put, "/watchlists/v/movies/501", on: client)
            let again = try await send(.put, "/watchlists/v/movies/500", on: client)

            // Then the new one is refused with 409, the list keeps its 500, and the re-add answers 200
            #expect(refused.status == 409)
            #expect(refused.contentType == "application/problem+json")
            #expect(try refused.json()["title"] as? String == "Watchlist full")
            #expect(again.status == 200)
            #expect(try await send(.get, "/watchlists/v", on: client).watchlist().movies == Array(1...500))
        }
    }

    @Test("An unknown path is a 404 problem; a known path asked with another method is a 405 problem with Allow")
    func notFoundAndMethod() async throws {
        try await withService { client in
            // Given the service
            // When an unknown path and the routes' paths with other methods are asked
            let unknown = try await send(.get, "/nothing/here", on: client)
            let postList = try await send(.post, "/watchlists/v", on: client)
            let getMovie = try await send(.get, "/watchlists/v/movies/550", on: client)
            let deleteHealth = try await send(.delete, "/health", on: client)

            // Then 404 and 405 problem documents, the 405s saying what the path takes
            #expect(unknown.status == 404)
            #expect(unknown.contentType == "application/problem+json")
            #expect(try unknown.json()["detail"] as? String == "nothing is served at /nothing/here")
            #expect(postList.status == 405)
            #expect(postList.allow == "GET")
            #expect(postList.contentType == "application/problem+json")
            #expect(getMovie.status == 405)
            #expect(getMovie.allow == "PUT, DELETE")
            #expect(deleteHealth.status == 405)
        }
    }

    @Test("GET /health is ok, and a production service has no /__uitest/ routes")
    func health() async throws {
        try await withService { client in
            // Given a production service
            // When /health and the control are asked
            let health = try await send(.get, "/health", on: client)
            let calls = try await send(.get, "/__uitest/calls", on: client)

            // Then health is ok, the control is not there
            #expect(health.status == 200)
            #expect(health.body == "ok")
            #expect(calls.status == 404)
        }
    }
}

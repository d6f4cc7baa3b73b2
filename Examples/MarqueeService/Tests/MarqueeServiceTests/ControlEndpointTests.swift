import CharactersAdaptersUITesting
import Foundation
import HummingbirdTesting
import MoviesAdaptersUITesting
import NIOCore
import Testing
import UITestScenario

@testable import MarqueeService

/// The `/__uitest/` stub control, in process: switch the scenario at run time, read recorded calls, reset.
@Suite("The /__uitest/ control endpoints switch scenarios, report calls and reset")
struct ControlEndpointTests {
    @Test("PUT /__uitest/scenario switches every port at once; the next request sees it; reset goes back")
    func switchAndReset() async throws {
        try await ServiceUnderTest.stubs().run { client in
            // Given
            #expect(try await client.get("/api/v1/movies/popular").status == .ok)

            // When
            let put = try await client.executeRequest(
                uri: "/__uitest/scenario", method: .put, headers: [:], body: ByteBuffer(string: "serverError"))
            let failing = try await client.get("/api/v1/movies/popular")
            let reset = try await client.executeRequest(uri: "/__uitest/reset", method: .post, headers: [:], body: nil)
            let recovered = try await client.get("/api/v1/movies/popular")

            // Then
            #expect(put.status == .ok)
            #expect(put.text == #"{"name":"serverError","scenario":{"default":"serverError","version":1}}"#)
            #expect(failing.status == .serviceUnavailable)
            #expect(reset.text.hasPrefix(#"{"name":"happyPath""#))
            #expect(recovered.status == .ok)
            #expect(try await client.get("/__uitest/scenario").text.hasPrefix(#"{"name":"happyPath""#))
        }
    }

    @Test("inline JSON scenarios work too, per port: the recovers flow without relaunching")
    func inlineJSON() async throws {
        try await ServiceUnderTest.stubs().run { client in
            // When
            let scenario =
                #"{"version": 1, "ports": {"CharacterRepository": {"behavior": "failThenRecover", "failures": 2}}}"#
            let put = try await client.executeRequest(
                uri: "/__uitest/scenario", method: .put, headers: [:], body: ByteBuffer(string: scenario))
            let statuses = [
                try await client.get("/api/v1/characters/1").status.code,
                try await client.get("/api/v1/characters/1").status.code,
                try await client.get("/api/v1/characters/1").status.code,
                try await client.get("/api/v1/movies/550").status.code,
            ]

            // Then
            #expect(put.status == .ok)
            #expect(try await client.get("/__uitest/scenario").text.hasPrefix(#"{"name":"custom""#))
            #expect(statuses == [503, 503, 200, 200])
        }
    }

    @Test("GET /__uitest/calls reports each stub port's calls with their arguments, in order")
    func calls() async throws {
        try await ServiceUnderTest.stubs().run { client in
            // Given
            _ = try await client.get("/api/v1/movies/popular?page=2")
            _ = try await client.get("/api/v1/movies/search?query=fight")
            _ = try await client.get("/api/v1/characters/1")

            // When
            let response = try await client.get("/__uitest/calls")

            // Then
            #expect(response.status == .ok)
            let ports = try #require(
                (try JSONSerialization.jsonObject(with: Data(response.text.utf8)) as? [String: Any])?["ports"]
                    as? [[String: Any]])
            let calls = Dictionary(
                uniqueKeysWithValues: try JSONDecoder().decode(CallReport.self, from: Data(response.text.utf8)).ports
                    .map { ($0.port, $0.calls) })
            #expect(
                calls["MovieRepository"] == [
                    PortCall(StubMovieRepositoryCall.popularMovies(page: 2)),
                    PortCall(StubMovieRepositoryCall.searchMovies(query: "fight", page: 1)),
                ])
            #expect(calls["ImageConfigurationRepository"] == [])
            #expect(calls["CharacterRepository"] == [PortCall(StubCharacterRepositoryCall.character(id: 1))])
            #expect(calls["EpisodeRepository"]?.count == 1)
            #expect(calls["LocationRepository"] == [PortCall(StubLocationRepositoryCall.locations(ids: [1, 3]))])
            // Each call is structured JSON: its method and its arguments by label
            let movieCalls = try #require(
                ports.first { $0["port"] as? String == "MovieRepository" }?["calls"] as? [Any])
            let search = try #require(movieCalls.last as? [String: Any])
            #expect(search["method"] as? String == "searchMovies")
            let arguments = try #require(search["arguments"] as? [String: Any])
            #expect(arguments.count == 2 && arguments["query"] as? String == "fight" && arguments["page"] as? Int == 1)
            #expect(ports.allSatisfy { $0["dropped"] as? Int == 0 })
        }
    }

    @Test("GET /__uitest/calls keeps each port's most recent calls and counts the dropped ones; reset zeroes both")
    func boundedCalls() async throws {
        try await ServiceUnderTest.stubs().run { client in
            // Given: one call more than a stub port keeps
            for _ in 0..<CallLog<Int>.defaultCapacity { _ = try await client.get("/api/v1/movies/popular") }
            _ = try await client.get("/api/v1/movies/popular?page=2")

            // When
            let full = try await Self.ports(client)
            _ = try await client.executeRequest(uri: "/__uitest/reset", method: .post, headers: [:], body: nil)
            let afterReset = try await Self.ports(client)

            // Then
            let movies = try #require(full.first { $0["port"] as? String == "MovieRepository" })
            let calls = try #require(movies["calls"] as? [[String: Any]])
            #expect(calls.count == CallLog<Int>.defaultCapacity)
            #expect(calls.last?["method"] as? String == "popularMovies")
            #expect(calls.last?["arguments"] as? [String: Int] == ["page": 2])
            #expect(movies["dropped"] as? Int == 1)
            #expect(afterReset.allSatisfy { ($0["calls"] as? [Any])?.isEmpty == true && $0["dropped"] as? Int == 0 })
        }
    }

    private static func ports(_ client: some TestClientProtocol) async throws -> [[String: Any]] {
        let response = try await client.get("/__uitest/calls")
        return try #require(
            (try JSONSerialization.jsonObject(with: Data(response.text.utf8)) as? [String: Any])?["ports"]
                as? [[String: Any]])
    }

    @Test("a bad scenario is a 400 (or 413) problem saying why; the scenario stays as it was")
    func badScenario() async throws {
        try await ServiceUnderTest.stubs("empty").run { client in
            for body in ["nonsense", #"{"version": 3}"#, "@/etc/passwd", "", String(repeating: "x", count: 70_000)] {
                // When
                let response = try await client.executeRequest(
                    uri: "/__uitest/scenario", method: .put, headers: [:], body: ByteBuffer(string: body))

                // Then
                #expect([400, 413].contains(response.status.code), "\(body.prefix(20))")
                #expect(!(try response.problem().detail.isEmpty))
            }
            #expect(try await client.get("/__uitest/scenario").text.hasPrefix(#"{"name":"empty""#))
        }
    }

    @Test("a scenario naming a port the session does not wire is a 400 naming that port; the scenario stays")
    func unknownPort() async throws {
        try await ServiceUnderTest.stubs("empty").run { client in
            // When
            let response = try await client.executeRequest(
                uri: "/__uitest/scenario", method: .put, headers: [:],
                body: ByteBuffer(string: #"{"version": 1, "ports": {"EpisodeRepositry": "serverError"}}"#))

            // Then
            #expect(response.status == .badRequest)
            let problem = try response.problem()
            #expect(problem.detail.contains(#"unknown port "EpisodeRepositry" in ports: expected one of "#))
            #expect(problem.detail.contains("LocationRepository"))
            #expect(try await client.get("/__uitest/scenario").text.hasPrefix(#"{"name":"empty""#))
        }
    }

    /// A test's own world, built in Swift: one movie with a 200-character title and no poster, alone; its credits
    /// fail.
    static let ownWorld = Scenario.happyPath
        .serving(
            movies: [.stub(id: 4242, title: String(repeating: "Long title ", count: 18) + "ends", posterPath: nil)],
            catalogue: .none
        )
        .overriding("credits", of: "MovieRepository", with: .serverError)

    @Test("PUT a version 2 scenario built in Swift: the API serves its data alone, and GET reports it back")
    func version2Data() async throws {
        try await ServiceUnderTest.stubs().run { client in
            // When
            let put = try await client.executeRequest(
                uri: "/__uitest/scenario", method: .put, headers: [:],
                body: ByteBuffer(string: Self.ownWorld.jsonString))
            let popular = try await client.get("/api/v1/movies/popular")
            let standard = try await client.get("/api/v1/movies/550")
            let report = try await client.get("/__uitest/scenario")

            // Then
            #expect(put.status == .ok, "\(put.text)")
            #expect(popular.status == .ok)
            #expect(popular.text.contains(#""id":4242"#) && popular.text.contains(#""totalResults":1"#))
            #expect(popular.text.contains(#""posterPath":null"#))
            #expect(standard.status == .notFound)
            #expect(
                report.text
                    == #"{"name":"custom","scenario":\#(Self.ownWorld.jsonString)}"#)
        }
    }

    @Test("a version 2 scenario with bad data is a 400 naming the JSON path; the scenario in force stays")
    func version2BadData() async throws {
        try await ServiceUnderTest.stubs().run { client in
            // Given
            _ = try await client.executeRequest(
                uri: "/__uitest/scenario", method: .put, headers: [:],
                body: ByteBuffer(string: Self.ownWorld.jsonString))

            // When
            let bad = #"{"version": 2, "data": {"movies": [{"id": 4242, "title": 5}]}}"#
            let response = try await client.executeRequest(
                uri: "/__uitest/scenario", method: .put, headers: [:], body: ByteBuffer(string: bad))
            let popular = try await client.get("/api/v1/movies/popular")

            // Then
            #expect(response.status == .badRequest)
            let problem = try response.problem()
            #expect(problem.detail.hasSuffix("data.movies[0].title: expected a string, found 5"), "\(problem.detail)")
            #expect(popular.text.contains(#""id":4242"#) && popular.text.contains(#""totalResults":1"#))
            #expect(try await client.get("/__uitest/scenario").text.contains(#""catalogue":"none""#))
        }
    }

    @Test("a scenario over the document size limit is refused with a 413 problem")
    func documentLimit() async throws {
        try await ServiceUnderTest.stubs("empty").run { client in
            // When
            let body = #"{"version": 2\#(String(repeating: " ", count: Scenario.maximumDocumentBytes))}"#
            let response = try await client.executeRequest(
                uri: "/__uitest/scenario", method: .put, headers: [:], body: ByteBuffer(string: body))

            // Then
            #expect(response.status == .contentTooLarge)
            #expect(try response.problem().detail == "the request body is larger than the service reads")
            #expect(try await client.get("/__uitest/scenario").text.hasPrefix(#"{"name":"empty""#))
        }
    }
}

import Foundation
import Hummingbird
import HummingbirdTesting
import MarqueeTestSupport
import Testing
import UITestControlHummingbird
import UITestScenario

@Suite("router.addUITestControl: the /__uitest/ protocol on Hummingbird, in one line")
struct RouterUITestControlTests {
    private func withControl(
        _ test: @Sendable (StubWorld, any TestClientProtocol) async throws -> Void
    ) async throws {
        let world = try StubWorld(stubbing: [StubShelf.self], clock: TestClock())
        let router = Router()
        router.addUITestControl(UITestControl(world: world))
        try await Application(router: router).test(.router) { client in try await test(world, client) }
    }

    @Test("PUT scenario switches the world; GET calls reports the typed calls as JSON")
    func scenarioAndCalls() async throws {
        try await withControl { world, client in
            // Given
            let body = #"{"version": 2, "ports": {"Shelf": {"methods": {"book": "notFound"}}}}"#
            let put = try await client.execute(uri: "/__uitest/scenario", method: .put, body: ByteBuffer(string: body))
            _ = try await world.stubs(StubShelf.self).book(id: 3)

            // When
            let calls = try await client.execute(uri: "/__uitest/calls", method: .get)

            // Then
            #expect(put.status == .ok)
            #expect(put.headers[.contentType] == "application/json")
            #expect(
                String(buffer: calls.body)
                    == #"{"ports":[{"port":"Shelf","calls":[{"method":"book","arguments":{"id":3}}],"dropped":0}]}"#)
        }
    }

    @Test("A refused scenario is a 400 problem document naming the unknown method; another method a 405")
    func refusals() async throws {
        try await withControl { world, client in
            // When
            let refused = try await client.execute(
                uri: "/__uitest/scenario", method: .put,
                body: ByteBuffer(string: #"{"version": 2, "ports": {"Shelf": {"methods": {"lend": "empty"}}}}"#))
            let wrongMethod = try await client.execute(uri: "/__uitest/calls", method: .delete)
            let elsewhere = try await client.execute(uri: "/__uitest/nothing", method: .get)

            // Then
            #expect(refused.status == .badRequest)
            #expect(refused.headers[.contentType] == "application/problem+json")
            #expect(String(buffer: refused.body).contains(#"unknown method \"lend\""#))
            #expect(wrongMethod.status == .methodNotAllowed)
            #expect(elsewhere.status == .notFound)
            #expect(world.scenario == .happyPath)
        }
    }

    @Test("A body past the limit is a 413 problem, and the scenario in force stays")
    func tooLarge() async throws {
        try await withControl { world, client in
            // When
            let response = try await client.execute(
                uri: "/__uitest/scenario", method: .put,
                body: ByteBuffer(repeating: UInt8(ascii: " "), count: UITestControl.maximumBodyBytes + 1))

            // Then
            #expect(response.status == .contentTooLarge)
            #expect(world.scenario == .happyPath)
        }
    }

    @Test("POST sessions starts a test's own world; the cookie or the header names it on every control request")
    func sessions() async throws {
        try await withControl { world, client in
            // Given a session started on the empty scenario
            let started = try await client.execute(
                uri: "/__uitest/sessions", method: .post, body: ByteBuffer(string: "empty"))
            let id = try #require(
                String(buffer: started.body).split(separator: "\"").dropFirst().first { $0.allSatisfy(\.isNumber) })

            // When the session's scenario is read by cookie and by header, and the launch world's without either
            let byCookie = try await client.execute(
                uri: "/__uitest/scenario", method: .get, headers: [.cookie: "uitest-session=\(id)"])
            let byHeader = try await client.execute(
                uri: "/__uitest/scenario", method: .get,
                headers: [.init("UITest-Session")!: String(id)])
            let launch = try await client.execute(uri: "/__uitest/scenario", method: .get)
            let unknown = try await client.execute(
                uri: "/__uitest/calls", method: .get, headers: [.cookie: "uitest-session=404"])

            // Then
            #expect(started.status == .created)
            #expect(String(buffer: byCookie.body).contains(#""name":"empty""#))
            #expect(String(buffer: byHeader.body).contains(#""name":"empty""#))
            #expect(String(buffer: launch.body).contains(#""name":"happyPath""#))
            #expect(unknown.status == .notFound)
            #expect(world.scenario == .happyPath)
        }
    }
}

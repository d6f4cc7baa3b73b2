import Hummingbird
import HummingbirdTesting
import Testing
import UITestControlHummingbird

/// The task-local a service binds (Marquee's `UITestSessionContext.$current` in a build with its `UITesting` trait).
private enum Probe {
    @TaskLocal static var session: String?
}

@Suite("UITestSessionBindingMiddleware: the request's session bound while the rest of the chain serves it")
struct UITestSessionBindingMiddlewareTests {
    /// A router whose one route answers the session bound while it serves, or `-` for none.
    private func withRouter(_ test: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let router = Router()
        router.add(middleware: UITestSessionBindingMiddleware(binding: Probe.$session))
        router.get("/page") { _, _ in Probe.session ?? "-" }
        try await Application(router: router).test(.router) { client in try await test(client) }
    }

    @Test("The session named by cookie, header or baggage is the one bound; the cookie first, then the header")
    func bound() async throws {
        try await withRouter { client in
            // When
            let byCookie = try await client.execute(
                uri: "/page", method: .get,
                headers: [
                    .cookie: "uitest-session=c1", .init("UITest-Session")!: "h1",
                    .init("baggage")!: "uitest-session=b1",
                ])
            let byHeader = try await client.execute(
                uri: "/page", method: .get,
                headers: [.init("UITest-Session")!: "h1", .init("baggage")!: "uitest-session=b1"])
            let byBaggage = try await client.execute(
                uri: "/page", method: .get, headers: [.init("baggage")!: "other=1;p, uitest-session=b1"])

            // Then
            #expect(String(buffer: byCookie.body) == "c1")
            #expect(String(buffer: byHeader.body) == "h1")
            #expect(String(buffer: byBaggage.body) == "b1")
        }
    }

    @Test("A request naming no session, or only in malformed or ambiguous baggage, is served with none bound")
    func none() async throws {
        try await withRouter { client in
            // When
            let plain = try await client.execute(uri: "/page", method: .get)
            let malformed = try await client.execute(
                uri: "/page", method: .get, headers: [.init("baggage")!: "uitest-session=b1, ==broken"])
            let twice = try await client.execute(
                uri: "/page", method: .get, headers: [.init("baggage")!: "uitest-session=b1,uitest-session=b2"])

            // Then
            #expect(plain.status == .ok)
            #expect(String(buffer: plain.body) == "-")
            #expect(String(buffer: malformed.body) == "-")
            #expect(String(buffer: twice.body) == "-")
        }
    }

    @Test("Two baggage fields are read as one list")
    func twoFields() async throws {
        try await withRouter { client in
            // Given
            var headers = HTTPFields()
            headers[values: .init("baggage")!] = ["other=1", "uitest-session=b2"]

            // When
            let response = try await client.execute(uri: "/page", method: .get, headers: headers)

            // Then
            #expect(String(buffer: response.body) == "b2")
        }
    }
}

import Foundation
import MarqueeTestSupport
import StubHTTPServer
import Testing
@_spi(Plumbing) import UITestKit

@Suite("A test on a shared service opens its own session on another service of the system", .uiTestShard)
struct SystemSessionTests {
    @Test("app.openSession(on:) starts the test's session on the other service under the same id, and ends it")
    func openOnAnother() async throws {
        try await withStubServer { other in
            // Given another service of the system, whose control starts and ends any session it is asked for
            other.registerCatchAll(
                .handler { request in
                    let id = request.path.split(separator: "/").last.map(String.init) ?? ""
                    guard request.method.rawValue == "PUT" else { return .status(204) }
                    return .json(string: #"{"session":"\#(id)","cookie":"uitest-session=\#(id)"}"#, status: 201)
                })
            let system = UITestSystem(["watchlist": other.baseURL])
            await UITest.launch(sharing: FixtureService.launch(), scenario: "alpha", label: "system") { app in
                // When the test opens its session on the other service, and ends it
                let session = try await app.openSession(on: system)
                try await session.end()

                // Then the other service was asked for the test's own session, by id
                let id = try #require(app.stubs.session)
                #expect(session.id == id)
                #expect(try session.control(for: "watchlist").session == id)
                #expect(
                    other.requests.map { "\($0.method.rawValue) \($0.path)" }
                        == ["PUT /__uitest/sessions/\(id)", "DELETE /__uitest/sessions/\(id)"])
            }
        }
    }
}

import Foundation
import Testing
@_spi(Plumbing) import UITestKit

@Suite("The /__uitest/ client against the fixture's fake control endpoints")
struct StubControlTests {
    /// The fixture's calls as a service's own typed values: the `items` arguments in another member order than the
    /// fixture reports them.
    enum Call: Encodable {
        case items(page: Int, filter: [String: String])
        case total
        case price(id: Int)
    }

    @Test("Switching the scenario puts the launch argument, and the service reports it")
    func switchScenario() async throws {
        try await withFixture { stubs in
            try await stubs.switchScenario(to: "slow")
            #expect(try await stubs.scenarioJSON().contains(#""name":"slow""#))
            try await stubs.reset()
            #expect(try await stubs.scenarioJSON().contains(#""name":"launch""#))
        }
    }

    @Test("A refused scenario fails at the test's line with the service's problem detail")
    func refusedScenario() async throws {
        try await withFixture { stubs in
            let line = #line + 1
            let failure = await #expect(throws: RobotFailure.self) { try await stubs.switchScenario(to: "refused") }
            #expect(failure?.sourceLocation.line == line)
            #expect(failure?.message.contains("switching the scenario answered 400") == true)
            #expect(failure?.message.contains("no scenario named refused") == true)
        }
    }

    @Test("Recorded calls compare as typed values: by method and JSON arguments, whatever the order of members")
    func recordedCalls() async throws {
        try await withFixture { stubs in
            let items = Call.items(page: 1, filter: ["colour": "red", "size": "L"])
            try await stubs.checkCalls(to: "CartRepository", are: [items, .total])
            try await stubs.checkCalls(to: "CartRepository", ofMethods: ["total"], are: [Call.total])
            try await stubs.checkCall(Call.total, to: "CartRepository")
            try await stubs.checkCalls(to: "PriceRepository", are: [Call.price(id: 7)])
        }
    }

    @Test("A call the stub did not record fails naming the port, the call and what was recorded")
    func missingCall() async throws {
        try await withFixture { stubs in
            let failure = await #expect(throws: RobotFailure.self) {
                try await stubs.checkCall(Call.price(id: 8), to: "PriceRepository")
            }
            #expect(failure?.testID == nil)
            #expect(
                failure?.message
                    == #"port PriceRepository: expected the call price({"id":8}), but its stub recorded [price({"id":7})]"#
            )
            #expect(failure?.description.contains("data-testid") == false)
            let operations = await #expect(throws: RobotFailure.self) {
                try await stubs.checkCalls(to: "CartRepository", ofMethods: ["total"], are: [Call]())
            }
            #expect(operations?.message.contains("expected the calls [], but its stub recorded [total({})]") == true)
        }
    }

    @Test("Presenting a page: a model the service cannot read, and an unknown page, fail with its answer")
    func presentRefused() async throws {
        try await withFixture { stubs in
            let unreadable = await #expect(throws: RobotFailure.self) {
                try await stubs.present(page: "greeting", model: ["title": 5])
            }
            #expect(unreadable?.message.contains("title: expected a string") == true)
            let unknown = await #expect(throws: RobotFailure.self) {
                try await stubs.present(page: "nothing", model: Greeting(title: "Hi"))
            }
            #expect(unknown?.message.contains("answered 404") == true)
            #expect(StubControl.presentedPath(of: "greeting") == "/__uitest/present/greeting")
        }
    }

    @Test("A session's control calls act on it alone, and an ended session is refused")
    func sessionControl() async throws {
        try await withFixture { launchWorld in
            // Given a session started on `gamma` beside the launch world
            let session = try await launchWorld.startSession(scenario: "gamma")
            // When each is asked for its scenario
            // Then each reports its own
            #expect(try await session.scenarioJSON().contains(#""name":"gamma""#))
            #expect(try await launchWorld.scenarioJSON().contains(#""name":"launch""#))
            // And once ended, the session is refused with the service's answer
            try await session.endSession()
            let failure = await #expect(throws: RobotFailure.self) { try await session.scenarioJSON() }
            #expect(failure?.message.contains("404") == true)
        }
    }

    /// Runs `body` against a fresh fixture service, stopped after.
    private func withFixture(_ body: (StubControl) async throws -> Void) async throws {
        let service = try await ServiceProcess.launch(FixtureService.launch(), address: .loopback)
        do {
            try await body(StubControl(baseURL: service.baseURL))
        } catch {
            await service.process.stop()
            throw error
        }
        await service.process.stop()
    }
}

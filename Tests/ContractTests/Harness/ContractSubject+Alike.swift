import StubContract
import Testing
import UITestScenario

/// A question a suite asks both implementations of its port: its name, and the call.
struct ContractQuestion<Port: Sendable>: Sendable {
    let name: String
    let ask: @Sendable (Port) async throws -> Any

    init(_ name: String, _ ask: @escaping @Sendable (Port) async throws -> Any) {
        self.name = name
        self.ask = ask
    }
}

extension ContractSubject {
    /// In each of `behaviors`, every one of `questions` asked of the stub and of the HTTP adapter is answered
    /// alike, values field by field and failures whole: the port contract library's check (`StubContract`), naming
    /// the question and the behaviour with both answers side by side when they part.
    static func expectAlike(
        _ subject: (Implementation, PortBehavior) throws -> ContractSubject<Port>,
        in behaviors: [PortBehavior] = PortBehavior.contractWorlds, _ questions: [ContractQuestion<Port>],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        for behavior in behaviors {
            let stub = try subject(.stub, behavior)
            let http = try subject(.http, behavior)
            defer { http.stop() }
            let contract = PortContract<Port>(stub: { _ in stub.port }, live: { _ in http.port }, failure: { "\($0)" })
            for question in questions {
                await contract.expect(
                    "\(question.name) (\(behavior.contractDescription))", in: try behavior.scenario(),
                    sourceLocation: sourceLocation, question.ask)
            }
        }
    }
}

import Foundation
import MarqueeJSON
import MarqueeTestSupport
import Testing

@testable import UITestScenario

@Suite("UITestControl: the /__uitest/ protocol, the same for every framework")
struct UITestControlTests {
    private let control = UITestControl(
        world: StubWorld(unchecked: .happyPath, stubbing: [StubShelf.self], clock: TestClock()),
        presenting: [
            "title": { model in
                guard let title = String(data: model, encoding: .utf8), !title.isEmpty else {
                    throw ScenarioError.wrongValue(at: "model", expected: "a title", found: nil)
                }
                return "<h1>\(title)</h1>"
            }
        ])

    private func answer(_ method: String, _ path: String, _ body: String = "") -> UITestControlAnswer? {
        control.respond(method: method, path: path, body: Array(body.utf8))
    }

    @Test("PUT scenario switches the world and answers as GET; GET calls reports the port's typed calls as data")
    func scenarioAndCalls() async throws {
        // Given
        let switched = answer(
            "PUT", "scenario", #"{"version": 2, "ports": {"Shelf": {"methods": {"book": "notFound"}}}}"#)
        _ = try await control.world.stubs(StubShelf.self).book(id: 1)

        // When
        let calls = answer("GET", "calls")

        // Then
        guard case .json(let report) = switched, case .json(let reported) = calls else {
            Issue.record("\(String(describing: switched)), \(String(describing: calls))")
            return
        }
        #expect(report.rendered(pretty: false).contains(#""name":"custom""#))
        #expect(
            reported.canonical
                == JSONValue
                .object([
                    "ports": .array([
                        .object([
                            "port": .string("Shelf"), "dropped": .integer(0),
                            "calls": .array([
                                .object(["method": .string("book"), "arguments": .object(["id": .integer(1)])])
                            ]),
                        ])
                    ])
                ]).canonical)
    }

    @Test("A refused scenario is a 400 naming the unknown method, and the scenario in force stays")
    func refused() {
        // When
        let refused = answer("PUT", "scenario", #"{"version": 2, "ports": {"Shelf": {"methods": {"lend": "empty"}}}}"#)

        // Then
        guard case .problem(400, let detail) = refused else { Issue.record("\(String(describing: refused))"); return }
        #expect(detail.contains("\"lend\""))
        #expect(control.world.scenario == .happyPath)
    }

    @Test("A known path with another method is a 405; a path that is not the protocol's is the service's own")
    func methodsAndPaths() {
        #expect(
            answer("DELETE", "scenario")
                == .problem(status: 405, detail: "DELETE is not allowed here; allowed: GET, PUT"))
        #expect(answer("GET", "reset").map { if case .problem(405, _) = $0 { true } else { false } } == true)
        #expect(answer("GET", "elsewhere") == nil)
        #expect(answer("GET", "scenario/extra") == nil)
    }

    @Test("POST reset goes back to the launch scenario")
    func reset() {
        // Given
        _ = answer("PUT", "scenario", "empty")

        // When
        _ = answer("POST", "reset")

        // Then
        #expect(control.world.scenario == .happyPath)
    }

    @Test("A presented page renders its model; a model it refuses is a 400, an unknown page a 404")
    func present() {
        #expect(answer("GET", "present/title").map { if case .problem(404, _) = $0 { true } else { false } } == true)
        #expect(answer("PUT", "present/title", "Dune & <Friends>") == .noContent)
        #expect(answer("GET", "present/title") == .html("<h1>Dune & <Friends></h1>"))
        #expect(answer("PUT", "present/title").map { if case .problem(400, _) = $0 { true } else { false } } == true)
        #expect(
            answer("PUT", "present/nope", "x").map { if case .problem(404, _) = $0 { true } else { false } } == true)
    }
}

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

    /// The string members of a response's JSON object.
    private func strings(_ response: UITestControlResponse) throws -> [String: String] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        return object.compactMapValues { $0 as? String }
    }

    private func answer(_ method: String, _ path: String, _ body: String = "") -> UITestControl.Answer? {
        control.answer(method: method, path: path, body: Array(body.utf8), session: nil)
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
        #expect(answer("GET", "elsewhere") == .problem(status: 404, detail: "no control route is at 'elsewhere'"))
        #expect(
            answer("GET", "scenario/extra")
                == .problem(status: 404, detail: "no control route is at 'scenario/extra'"))
        // The request's own path is read as the part below /__uitest/ is.
        #expect(answer("GET", "/__uitest/calls") == answer("GET", "calls"))
        #expect(
            answer("GET", "/__uitest/nothing")
                == .problem(status: 404, detail: "no control route is at '/__uitest/nothing'"))
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

    @Test("response takes the request's own path: a control route answers, any other path is a 404 problem naming it")
    func responseToTheRequestPath() throws {
        // When
        let calls = control.response(
            method: "GET", path: "/__uitest/calls", cookieHeader: nil, sessionHeader: nil, body: [UInt8]())
        let unknown = control.response(
            method: "GET", path: "/__uitest/nothing", cookieHeader: nil, sessionHeader: nil, body: [UInt8]())
        let outside = control.response(
            method: "GET", path: "/calls", cookieHeader: nil, sessionHeader: nil, body: [UInt8]())

        // Then
        #expect(calls.status == 200)
        #expect(calls.contentType == "application/json")
        #expect(String(decoding: calls.body, as: UTF8.self) == #"{"ports":[{"port":"Shelf","calls":[],"dropped":0}]}"#)
        for (response, path) in [(unknown, "/__uitest/nothing"), (outside, "/calls")] {
            #expect(response.status == 404)
            #expect(response.contentType == "application/problem+json")
            let document = try strings(response)
            #expect(document["detail"] == "no control route is at '\(path)'")
            #expect(document["instance"] == path)
            #expect(document["title"] == "Not Found")
        }
    }

    @Test("response acts on the session the cookie or the header names, and refuses one it does not know")
    func responseForASession() throws {
        // Given a session on the empty scenario
        let started = control.response(
            method: "POST", path: "/__uitest/sessions", cookieHeader: nil, sessionHeader: nil, body: Array("empty".utf8)
        )
        let id = try #require(try strings(started)["session"])

        // When
        let byCookie = control.response(
            method: "GET", path: "/__uitest/scenario", cookieHeader: "theme=dark; uitest-session=\(id)",
            sessionHeader: nil, body: [UInt8]())
        let byHeader = control.response(
            method: "GET", path: "/__uitest/scenario", cookieHeader: nil, sessionHeader: id, body: [UInt8]())
        let unknown = control.response(
            method: "GET", path: "/__uitest/scenario", cookieHeader: nil, sessionHeader: "404", body: [UInt8]())

        // Then
        #expect(started.status == 201)
        #expect(try strings(byCookie)["name"] == "empty")
        #expect(try strings(byHeader)["name"] == "empty")
        #expect(unknown.status == 404)
        #expect(unknown.contentType == "application/problem+json")
        #expect(control.world.scenario == .happyPath)
    }

    @Test("A service is offered only the presets its ports can serve, and an unknown data kind is refused even empty")
    func presetsAndDataKinds() {
        // When
        let preset = answer("PUT", "scenario", "episodesUnavailable")
        let emptyKind = answer("PUT", "scenario", #"{"version": 2, "data": {"recipes": []}}"#)

        // Then
        guard case .problem(400, let presetDetail) = preset, case .problem(400, let kindDetail) = emptyKind else {
            Issue.record("\(String(describing: preset)), \(String(describing: emptyKind))")
            return
        }
        #expect(
            presetDetail
                == #"unknown scenario "episodesUnavailable": expected a preset (happyPath, empty, notFound, "#
                + #"unauthorized, serverError, failThenRecover, slow) or inline JSON starting with "{""#)
        #expect(kindDetail == #"unknown key "recipes" in data: expected one of books"#)
        #expect(control.world.scenario == .happyPath)
    }
}

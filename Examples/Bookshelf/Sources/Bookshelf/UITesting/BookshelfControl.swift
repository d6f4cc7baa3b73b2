import Foundation
import Hummingbird
import NIOCore

/// The `/__uitest/` control protocol a UI test drives from another process (routed only under `-uitest`):
///
/// - `GET /__uitest/scenario`: `{"name": …, "scenario": <scenario JSON>}`, the scenario in force.
/// - `PUT /__uitest/scenario`: the body is what `-uitest-scenario` takes (a preset's name or inline JSON); it
///   switches the stub to it and empties the call log, answering as `GET`. A body that does not read is a 400
///   problem document whose `detail` names what is wrong; the scenario in force stays.
/// - `GET /__uitest/calls`: `{"ports": [{"port": "BookSource", "calls": [{"method": "book", "arguments":
///   {"id": 2}}, …], "dropped": 0}]}`, the stub's calls since the launch, the last switch or reset.
/// - `POST /__uitest/reset`: back to the launch scenario, call log empty; answers as `GET /__uitest/scenario`.
/// - `PUT /__uitest/present/{page}`: the body is the page's view model as JSON (``PresentedPages``): 204; an unknown
///   page is a 404 problem, a model that does not read a 400 problem naming the field. Then
///   `GET /__uitest/present/{page}` renders that page from it (a 404 problem before any was put).
struct UITestControlRoutes: Sendable {
    let stub: StubBookSource
    let presented: PresentedPages

    /// The largest body read, scenario or page model (a 413 problem beyond it).
    static let maximumBodySize = 1 << 20

    func add(to control: RouterGroup<BasicRequestContext>) {
        control.get("scenario") { _, _ in try scenarioReport() }
        control.put("scenario") { request, _ in try await replaceScenario(request) }
        control.get("calls") { _, _ in try calls() }
        control.post("reset") { _, _ in
            stub.reset()
            return try scenarioReport()
        }
        control.put("present/:page") { request, context in
            try await present(request, page: context.parameters.get("page") ?? "")
        }
        control.get("present/:page") { _, context in
            let page = context.parameters.get("page") ?? ""
            guard let html = presented.html(of: page) else {
                throw Problem.notFound("no model was put for the page \"\(page)\"")
            }
            return Response.html(html)
        }
    }

    private func present(_ request: Request, page: String) async throws -> Response {
        let body = Data(buffer: try await collect(request, what: "a page model"))
        do {
            try presented.put(body, as: page)
        } catch .unknownPage {
            throw Problem.notFound(PresentError.unknownPage(page).description)
        } catch {
            throw Problem.badRequest(error.description)
        }
        return Response(status: .noContent)
    }

    /// The request's body, at most ``maximumBodySize`` bytes (else a 413 problem naming `what`).
    private func collect(_ request: Request, what: String) async throws -> ByteBuffer {
        do {
            return try await request.body.collect(upTo: Self.maximumBodySize)
        } catch is NIOTooManyBytesError {
            throw Problem(
                status: .contentTooLarge, kind: "content-too-large", title: "Content too large",
                detail: "\(what) is at most \(Self.maximumBodySize) bytes")
        }
    }

    private func scenarioReport() throws -> Response {
        let scenario = stub.scenario
        return try .json(ScenarioReport(name: scenario.name, scenario: scenario))
    }

    private func replaceScenario(_ request: Request) async throws -> Response {
        let body = try await collect(request, what: "a scenario")
        do {
            stub.replace(with: try Scenario.parse(String(buffer: body)))
        } catch {
            throw Problem.badRequest(error.description)
        }
        return try scenarioReport()
    }

    private func calls() throws -> Response {
        let (calls, dropped) = stub.recordedCalls
        return try .json(CallsReport(ports: [PortCalls(port: "BookSource", calls: calls, dropped: dropped)]))
    }

    private struct ScenarioReport: Encodable {
        let name: String
        let scenario: Scenario
    }

    private struct CallsReport: Encodable {
        let ports: [PortCalls]
    }

    private struct PortCalls: Encodable {
        let port: String
        let calls: [StubBookSource.Call]
        let dropped: Int
    }
}

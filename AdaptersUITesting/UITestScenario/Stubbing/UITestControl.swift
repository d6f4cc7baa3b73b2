import Foundation
import MarqueeJSON
import Synchronization

/// The `/__uitest/` control protocol a UI test drives from another process, for any web framework: the service
/// routes the requests under `/__uitest/` to ``respond(method:path:body:)`` and writes its answer. This module has
/// no HTTP dependency; mounting it is a few lines in Hummingbird or Vapor (see the article "Your own port under the
/// switch"). The routes, `path` relative to `/__uitest/`:
///
/// - `GET scenario`: `{"name": …, "scenario": <scenario JSON>}`, the scenario in force.
/// - `PUT scenario`: the body is what `-uitest-scenario` takes (a preset name or inline JSON, not `@file`); the
///   world installs it with fresh stubs and answers as `GET`. A body the world refuses is a 400 whose detail names
///   what is wrong (an unknown port, method or data kind is named, with the valid ones); the scenario in force stays.
/// - `GET calls`: `{"ports": [{"port": "BookSource", "calls": [{"method": "book", "arguments": {"id": 1}}],
///   "dropped": 0}, …]}`, every port's calls since the scenario was installed (``RecordedPortCalls/json``).
/// - `POST reset`: back to the launch scenario with fresh stubs; answers as `GET scenario`.
/// - `PUT present/{page}` and `GET present/{page}`, for the pages given as `presenting`: the body is the page's view
///   model as JSON, which the page's renderer turns into HTML (204; a model it refuses is a 400 with its message,
///   an unknown page a 404); `GET` answers that HTML (a 404 before any model was put).
///
/// Any other path is not the protocol's (`nil`: the service answers it as it answers an unknown path); a known path
/// with another method is a 405.
public struct UITestControl: Sendable {
    /// A page presented alone from a view model: its model's JSON text in, its HTML out; a model that does not read
    /// is thrown with a message that names what is wrong.
    public typealias PageRenderer = @Sendable (_ model: Data) throws -> String

    /// The largest body a control request may carry, in bytes: as long as a scenario may be (a larger one is the
    /// service's 413).
    public static let maximumBodyBytes = Scenario.maximumDocumentBytes

    /// The stubs controlled.
    public let world: StubWorld
    private let renderers: [String: PageRenderer]
    private let presented: PresentedPages

    /// The control of `world`, presenting `pages` by name.
    public init(world: StubWorld, presenting pages: [String: PageRenderer] = [:]) {
        self.world = world
        self.renderers = pages
        self.presented = PresentedPages()
    }

    /// The answer to `method` (`GET`, `PUT`, `POST`) on `path` under `/__uitest/` (`scenario`, `present/bookList`)
    /// with `body`; `nil` when `path` is none of the protocol's.
    public func respond(method: String, path: String, body: some Collection<UInt8>) -> UITestControlAnswer? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        switch (parts.first, parts.count) {
        case ("scenario", 1):
            return allowing(["GET", "PUT"], method) {
                guard method == "PUT" else { return scenarioReport }
                do throws(ScenarioError) {
                    try world.replaceScenario(try Scenario.parse(controlBody: body))
                } catch {
                    return .problem(status: 400, detail: error.description)
                }
                return scenarioReport
            }
        case ("calls", 1):
            return allowing(["GET"], method) {
                .json(.object(["ports": .array(world.recordedCalls.map(\.json))]))
            }
        case ("reset", 1):
            return allowing(["POST"], method) {
                world.reset()
                return scenarioReport
            }
        case ("present", 2) where !renderers.isEmpty:
            return allowing(["GET", "PUT"], method) { present(parts[1], method: method, body: body) }
        default:
            return nil
        }
    }

    private var scenarioReport: UITestControlAnswer {
        let scenario = world.scenario
        return .json(.object(["name": .string(scenario.name), "scenario": scenario.canonicalJSON]))
    }

    private func allowing(
        _ methods: [String], _ method: String, _ answer: () -> UITestControlAnswer
    ) -> UITestControlAnswer {
        guard methods.contains(method) else {
            return .problem(
                status: 405, detail: "\(method) is not allowed here; allowed: \(methods.joined(separator: ", "))")
        }
        return answer()
    }

    private func present(_ page: String, method: String, body: some Collection<UInt8>) -> UITestControlAnswer {
        guard let render = renderers[page] else {
            let names = renderers.keys.sorted().joined(separator: ", ")
            return .problem(status: 404, detail: "no page is named \"\(page)\" (pages: \(names))")
        }
        guard method == "PUT" else {
            guard let html = presented.html(of: page) else {
                return .problem(status: 404, detail: "no model was put for the page \"\(page)\"")
            }
            return .html(html)
        }
        do {
            presented.put(try render(Data(body)), as: page)
        } catch {
            return .problem(status: 400, detail: "the page model does not read: \(error)")
        }
        return .noContent
    }
}

/// What the control protocol answers a request (``UITestControl/respond(method:path:body:)``); the service writes
/// it in its own framework's terms.
public enum UITestControlAnswer: Sendable, Hashable {
    /// 200, `application/json`.
    case json(JSONValue)
    /// 200, `text/html; charset=utf-8`: a presented page.
    case html(String)
    /// 204.
    case noContent
    /// A refused request: `status` (400, 404, 405) and a one-line `detail` for the service's problem document.
    case problem(status: Int, detail: String)
}

/// The HTML of each presented page, as last put. A reference shared by every copy of the control.
// Safe: its only stored state is the Mutex.
private final class PresentedPages: Sendable {
    private let pages = Mutex<[String: String]>([:])

    func put(_ html: String, as page: String) {
        pages.withLock { $0[page] = html }
    }

    func html(of page: String) -> String? {
        pages.withLock { $0[page] }
    }
}

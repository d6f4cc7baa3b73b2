import Foundation
import MarqueeJSON
import SharedKernel

/// The `/__uitest/` control protocol a UI test drives from another process, for any web framework: the service
/// routes every request under `/__uitest/` to ``response(method:path:cookieHeader:sessionHeader:body:)`` as it
/// arrived and writes the ``UITestControlResponse`` it gives. This module has no HTTP dependency; the mount is ten
/// lines in Hummingbird or Vapor (the article "Your own port under the switch" gives both). The routes, below
/// `/__uitest/`:
///
/// - `GET scenario`: `{"name": …, "scenario": <scenario JSON>}`, the scenario in force.
/// - `PUT scenario`: the body is what `-uitest-scenario` takes (a preset name or inline JSON, not `@file`); the
///   world installs it with fresh stubs and answers as `GET`. A body the world refuses is a 400 whose detail names
///   what is wrong (an unknown port, method or data kind is named, with the valid ones); the scenario in force stays.
/// - `GET calls`: `{"ports": [{"port": "BookSource", "calls": [{"method": "book", "arguments": {"id": 1}}],
///   "dropped": 0}, …]}`, every port's calls since the scenario was installed (`RecordedPortCalls.json`).
/// - `POST reset`: back to the launch scenario with fresh stubs; answers as `GET scenario`.
/// - `PUT present/{page}` and `GET present/{page}`, for the pages given as `presenting`: the body is the page's view
///   model as JSON, which the page's renderer turns into HTML (204; a model it refuses is a 400 with its message,
///   an unknown page a 404); `GET` answers that HTML (a 404 before any model was put). Each session presents its
///   own (``StubWorld/presentation(of:)``).
///
/// - `POST sessions`: starts a session of its own for one test (``StubWorlds``), on the launch scenario or on the
///   scenario in the body when there is one: 201 `{"session": "3", "cookie": "uitest-session=3"}`. Every other
///   route acts on the session the request names (`session:`, read by ``StubWorlds/sessionID(cookieHeader:sessionHeader:)``),
///   or on the launch world when it names none; an unknown or dropped session is a 404 naming it.
/// - `PUT sessions/{id}`: starts a session named `id`, as `POST sessions` does (the body, the answer): how one UI
///   test opens the same session on every service of the system under test, whose requests to one another carry it
///   in the `baggage` header. `id` is 1 to 128 characters of `A-Z a-z 0-9 - . _ ~` (else a 400); a live session's
///   id is a 409 naming it (``StubWorlds/startSession(id:scenario:)``).
/// - `DELETE sessions/{id}`: ends that session (204; 404 when there is none).
///
/// Any other path is not the protocol's: a 404 problem naming it; a known path with another method is a 405.
public struct UITestControl: Sendable {
    /// A page presented alone from a view model: its model's JSON text in, its HTML out; a model that does not read
    /// is thrown with a message that names what is wrong.
    public typealias PageRenderer = @Sendable (_ model: Data) throws -> String

    /// The largest body a control request may carry, in bytes: as long as a scenario may be (a larger one is the
    /// service's 413).
    public static let maximumBodyBytes = Scenario.maximumDocumentBytes

    /// The launch world: what a request naming no session controls.
    public var world: StubWorld { worlds.launchWorld }
    /// The launch world and every test session's.
    public let worlds: StubWorlds
    private let renderers: [String: PageRenderer]

    /// The control of `world`, presenting `pages` by name; sessions beside it have the default bounds.
    public init(world: StubWorld, presenting pages: [String: PageRenderer] = [:]) {
        self.init(worlds: StubWorlds(launchWorld: world), presenting: pages)
    }

    /// The control of `worlds`, presenting `pages` by name.
    public init(worlds: StubWorlds, presenting pages: [String: PageRenderer] = [:]) {
        self.worlds = worlds
        self.renderers = pages
    }

    /// The answer to `method` on `path` with `body`, for the session `session` names (the launch world when `nil`):
    /// what ``response(method:path:cookieHeader:sessionHeader:body:)`` puts in HTTP's terms. `path` is the request's
    /// own or the part below `/__uitest/`; a path the protocol does not have is a 404 problem naming it.
    func answer(method: String, path: String, body: some Collection<UInt8>, session: String?) -> Answer {
        let relative = path.hasPrefix(Self.pathPrefix) ? String(path.dropFirst(Self.pathPrefix.count)) : path
        return route(method: method, path: relative, body: body, session: session)
            ?? .problem(status: 404, detail: "no control route is at \(UserText.quoted(path))")
    }

    private func route(method: String, path: String, body: some Collection<UInt8>, session: String?) -> Answer? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if parts.first == "sessions" { return sessions(parts, method: method, body: body) }
        let sessionRoute =
            ["scenario", "calls", "reset"].contains(parts.first ?? "") && parts.count == 1
            || parts.first == "present" && parts.count == 2 && !renderers.isEmpty
        guard sessionRoute else {
            return answer(parts, method: method, body: body, world: world)
        }
        do {
            return answer(parts, method: method, body: body, world: try worlds.world(forSession: session))
        } catch {
            return .problem(status: error.status, detail: error.description)
        }
    }

    private func sessions(_ parts: [String], method: String, body: some Collection<UInt8>) -> Answer? {
        switch parts.count {
        case 1:
            return allowing(["POST"], method) { start(named: nil, body: body) }
        case 2:
            return allowing(["PUT", "DELETE"], method) {
                guard method == "DELETE" else { return start(named: parts[1], body: body) }
                return worlds.endSession(parts[1])
                    ? .noContent
                    : .problem(status: 404, detail: UITestSessionError.unknownSession(parts[1]).description)
            }
        default:
            return nil
        }
    }

    /// Starts a session, named `id` or (when `nil`) by the worlds, on the scenario in `body` (the launch scenario when
    /// it is empty): 201 with the session and its cookie.
    private func start(named id: String?, body: some Collection<UInt8>) -> Answer {
        let scenario: Scenario?
        do throws(ScenarioError) {
            scenario = body.isEmpty ? nil : try StubWorld.scenario(controlBody: body, for: world.portSets)
        } catch {
            return .problem(status: 400, detail: error.description)
        }
        let started: String
        if let id {
            do throws(UITestSessionIDError) {
                try worlds.startSession(id: id, scenario: scenario)
            } catch {
                return .problem(status: error.status, detail: error.description)
            }
            started = id
        } else {
            do throws(UITestSessionError) {
                started = try worlds.startSession(scenario: scenario).id
            } catch {
                return .problem(status: error.status, detail: error.description)
            }
        }
        return .created(
            .object(["session": .string(started), "cookie": .string("\(StubWorlds.cookieName)=\(started)")]))
    }

    private func answer(_ parts: [String], method: String, body: some Collection<UInt8>, world: StubWorld) -> Answer? {
        switch (parts.first, parts.count) {
        case ("scenario", 1):
            return allowing(["GET", "PUT"], method) {
                guard method == "PUT" else { return report(world) }
                do throws(ScenarioError) {
                    try world.replaceScenario(StubWorld.scenario(controlBody: body, for: world.portSets))
                } catch {
                    return .problem(status: 400, detail: error.description)
                }
                return report(world)
            }
        case ("calls", 1):
            return allowing(["GET"], method) {
                .json(.object(["ports": .array(world.recordedCalls.map(\.json))]))
            }
        case ("reset", 1):
            return allowing(["POST"], method) {
                world.reset()
                return report(world)
            }
        case ("present", 2) where !renderers.isEmpty:
            return allowing(["GET", "PUT"], method) { present(parts[1], method: method, body: body, in: world) }
        default:
            return nil
        }
    }

    private func report(_ world: StubWorld) -> Answer {
        let scenario = world.scenario
        return .json(.object(["name": .string(scenario.name), "scenario": scenario.canonicalJSON]))
    }

    private func allowing(
        _ methods: [String], _ method: String, _ answer: () -> Answer
    ) -> Answer {
        guard methods.contains(method) else {
            return .problem(
                status: 405, detail: "\(method) is not allowed here; allowed: \(methods.joined(separator: ", "))")
        }
        return answer()
    }

    private func present(
        _ page: String, method: String, body: some Collection<UInt8>, in world: StubWorld
    ) -> Answer {
        guard let render = renderers[page] else {
            let names = renderers.keys.sorted().joined(separator: ", ")
            return .problem(status: 404, detail: "no page is named \"\(page)\" (pages: \(names))")
        }
        guard method == "PUT" else {
            guard let html = world.presentation(of: page) as? String else {
                return .problem(status: 404, detail: "no model was put for the page \"\(page)\"")
            }
            return .html(html)
        }
        do {
            world.present(try render(Data(body)), as: page)
        } catch {
            return .problem(status: 400, detail: "the page model does not read: \(error)")
        }
        return .noContent
    }
}

extension UITestControl {
    /// What the protocol answers a request, before ``UITestControlResponse`` puts it in HTTP's terms.
    enum Answer: Sendable, Hashable {
        /// 200, `application/json`.
        case json(JSONValue)
        /// 201, `application/json`: a session started.
        case created(JSONValue)
        /// 200, `text/html; charset=utf-8`: a presented page.
        case html(String)
        /// 204.
        case noContent
        /// A refused request: `status` (400, 404, 405, 409, 503) and a one-line `detail` for the problem document.
        case problem(status: Int, detail: String)
    }
}

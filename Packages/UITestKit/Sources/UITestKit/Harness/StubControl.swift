import Foundation
import Testing

/// A service's `/__uitest/` control endpoints, as a test in another process uses them: switch the scenario
/// mid-test, reset, check what each stub port was asked (the cross-process form of "was this called?"), and put a
/// view model for a page presented alone. The protocol is in the kit's README.md; any service can serve it.
public struct StubControl: Sendable {
    /// The service, as the tests on this machine reach it.
    public let baseURL: URL
    /// The UI-test session these calls act on (sent as the ``sessionHeader`` header): its own scenario, data, call
    /// logs and presented pages, in a service a whole suite shares; `nil` for the world the service was launched
    /// with.
    public let session: String?
    /// The cookie that joins a browser to ``session``, as the service named it when it started the session (the
    /// `cookie` of its answer to `POST /__uitest/sessions`, `name=value`): the kit spells no service's cookie.
    let sessionCookie: (name: String, value: String)?
    /// The name of the service in its system (``UITestSystem``), which every failure of this control begins with;
    /// `nil` for a service tested alone.
    let serviceName: String?

    /// The header that names a UI-test session for a client without cookies: `UITest-Session`.
    public static let sessionHeader = "UITest-Session"

    /// The control endpoints of the service at `baseURL`, acting on the UI-test session `session` (the launch world
    /// when `nil`, the default).
    public init(baseURL: URL, session: String? = nil) {
        self.init(baseURL: baseURL, session: session, sessionCookie: nil, serviceName: nil)
    }

    /// The control of the service named `serviceName` in its system, whose failures begin with that name.
    init(baseURL: URL, session: String?, sessionCookie: (name: String, value: String)?, serviceName: String?) {
        self.baseURL = baseURL
        self.session = session
        self.sessionCookie = sessionCookie
        self.serviceName = serviceName
    }

    /// `POST /__uitest/sessions`: starts a UI-test session of its own in the service, simulating the scenario that
    /// `launchArgument` names (a preset name or inline JSON, as `switchScenario(to:)` takes it; the launch scenario
    /// when `nil`), and returns the control acting on it. A browser joins it with the cookie the answer names
    /// (``UITest`` sets it). A service without sessions, an answer without its session and cookie, or a refused
    /// scenario, fails with the service's answer.
    public func startSession(
        scenario launchArgument: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> StubControl {
        let body = try await send(
            "POST", "sessions", body: launchArgument.map { Data($0.utf8) }, contentType: "text/plain; charset=utf-8",
            doing: "starting a UI-test session", sourceLocation: sourceLocation)
        return try started(by: "POST /__uitest/sessions", answering: body, id: nil, sourceLocation)
    }

    /// `PUT /__uitest/sessions/{id}`: starts a UI-test session named `id` in the service, as
    /// ``startSession(scenario:sourceLocation:)`` does, and returns the control acting on it: the same id on every
    /// service of a system (``UITestSystem``), so that the session travels from one to the next in the `baggage`
    /// header. An id is 1 to 128 characters of `A-Z a-z 0-9 - . _ ~`; one the service holds already (409), an invalid
    /// one (400), a service without named sessions, or an answer naming another session, fails with the service's
    /// answer.
    public func startSession(
        id: String, scenario launchArgument: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> StubControl {
        let body = try await send(
            "PUT", "sessions/\(id)", body: launchArgument.map { Data($0.utf8) },
            contentType: "text/plain; charset=utf-8", doing: "starting the UI-test session \"\(id)\"",
            sourceLocation: sourceLocation)
        return try started(by: "PUT /__uitest/sessions/\(id)", answering: body, id: id, sourceLocation)
    }

    /// The control of the session a start `request` answered with `body` (`{"session": …, "cookie": "name=session"}`),
    /// which must be `id` when the test named it.
    private func started(
        by request: String, answering body: Data, id expected: String?, _ sourceLocation: SourceLocation
    ) throws -> StubControl {
        let answer = try? JSONSerialization.jsonObject(with: body) as? [String: Any]
        let cookie = (answer?["cookie"] as? String)?.split(separator: "=", maxSplits: 1).map(String.init)
        guard let id = answer?["session"] as? String, !id.isEmpty, expected == nil || id == expected,
            let cookie, cookie.count == 2, !cookie[0].isEmpty, cookie[1] == id
        else {
            throw RobotFailure(
                screen: "stubs", testID: nil,
                message: naming(
                    "\(request) answered no \"session\"\(expected.map { " \"\($0)\"" } ?? "") with its \"cookie\" "
                        + "(name=session): " + String(decoding: body.prefix(300), as: UTF8.self)),
                sourceLocation: sourceLocation)
        }
        return StubControl(
            baseURL: baseURL, session: id, sessionCookie: (name: cookie[0], value: id), serviceName: serviceName)
    }

    /// `message` begun with the service's name in its system (``serviceName``), when it has one.
    func naming(_ message: String) -> String {
        serviceName.map { "service \($0): \(message)" } ?? message
    }

    /// `DELETE /__uitest/sessions/{id}`: ends this control's session, dropping its world. Nothing for the launch
    /// world; an answer other than 204 (the session was already dropped) fails.
    public func endSession(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        guard let session else { return }
        _ = try await send(
            "DELETE", "sessions/\(session)", doing: "ending the UI-test session", sourceLocation: sourceLocation)
    }

    /// `PUT /__uitest/scenario`: switches every stub to the scenario that `launchArgument` names, spelled as the
    /// service's scenario launch argument takes it (a preset's name, or inline JSON). A refused scenario fails
    /// with the service's answer.
    public func switchScenario(
        to launchArgument: String, sourceLocation: SourceLocation = #_sourceLocation
    )
        async throws
    {
        _ = try await send(
            "PUT", "scenario", body: Data(launchArgument.utf8), contentType: "text/plain; charset=utf-8",
            doing: "switching the scenario", sourceLocation: sourceLocation)
    }

    /// `PUT /__uitest/scenario` with `scenario` encoded as JSON: a scenario built in Swift (Marquee's `Scenario`,
    /// with a service's own port's data and overrides) switched to as its inline JSON.
    public func switchScenario(
        to scenario: some Encodable, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let json: Data
        do {
            json = try JSONEncoder().encode(scenario)
        } catch {
            throw RobotFailure(
                screen: "stubs", testID: nil, message: "could not encode the scenario: \(error)",
                sourceLocation: sourceLocation)
        }
        try await switchScenario(to: String(decoding: json, as: UTF8.self), sourceLocation: sourceLocation)
    }

    /// `GET /__uitest/scenario`: the running scenario as the service reports it (JSON text,
    /// `{"name": …, "scenario": …}`).
    public func scenarioJSON(sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        let body = try await send(
            "GET", "scenario", doing: "reading the scenario", sourceLocation: sourceLocation)
        return String(decoding: body, as: UTF8.self)
    }

    /// `POST /__uitest/reset`: back to the launch scenario, every call log empty.
    public func reset(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        _ = try await send("POST", "reset", doing: "resetting the stubs", sourceLocation: sourceLocation)
    }

    /// `PUT /__uitest/present/{page}` with `model` as JSON: the page `page` renders from `model` at
    /// ``presentedPath(of:)`` from now on. A page the service does not know, or a model it cannot read, fails with
    /// the service's answer (which names the field).
    public func present(
        page: String, model: some Encodable, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let body: Data
        do {
            body = try JSONEncoder().encode(model)
        } catch {
            throw RobotFailure(
                screen: page, testID: nil, message: "could not encode the view model: \(error)",
                sourceLocation: sourceLocation)
        }
        _ = try await send(
            "PUT", "present/\(page)", body: body, contentType: "application/json",
            doing: "presenting \(page)", sourceLocation: sourceLocation)
    }

    /// The path at which the service renders the page last put with ``present(page:model:sourceLocation:)``:
    /// `/__uitest/present/{page}`.
    public static func presentedPath(of page: String) -> String {
        "/__uitest/present/\(page)"
    }

    /// Checks that the calls `port`'s stub recorded are exactly `expected`, written as the service's own typed call
    /// values (`[.allBooks, .book(id: 2)]`), in order. A value stands for a call through its synthesized `Encodable`
    /// form: `{"book": {"id": 2}}` is the method `book` with the arguments `{"id": 2}`, compared as JSON whatever
    /// the order of members. The page a robot arrived at was answered, so the calls are complete.
    public func checkCalls<Call: Encodable>(
        to port: String, are expected: [Call], sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let calls = try await recorded(sourceLocation)[port] ?? []
        try expect(calls, are: try typed(expected, sourceLocation), port: port, sourceLocation)
    }

    /// Checks that the calls of `methods` that `port`'s stub recorded are exactly `expected`, in order: the port's
    /// operations (`["rate", "removeRating"]`) without the reads a page makes around them.
    public func checkCalls<Call: Encodable>(
        to port: String, ofMethods methods: Set<String>, are expected: [Call],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let calls = try await recorded(sourceLocation)[port] ?? []
        try expect(
            calls.filter { methods.contains($0.method) }, are: try typed(expected, sourceLocation), port: port,
            sourceLocation)
    }

    /// Checks that `port`'s stub recorded `expected`, the service's own typed call value, among its calls.
    public func checkCall<Call: Encodable>(
        _ expected: Call, to port: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let calls = try await recorded(sourceLocation)[port] ?? []
        try expect(calls, contain: try typed([expected], sourceLocation)[0], port: port, sourceLocation)
    }

    private func expect(
        _ calls: [CanonicalCall], are expected: [CanonicalCall], port: String, _ sourceLocation: SourceLocation
    ) throws {
        guard calls == expected else {
            throw RobotFailure(
                screen: "stubs", testID: nil,
                message: naming("port \(port): expected the calls \(expected), but its stub recorded \(calls)"),
                sourceLocation: sourceLocation)
        }
    }

    private func expect(
        _ calls: [CanonicalCall], contain expected: CanonicalCall, port: String, _ sourceLocation: SourceLocation
    ) throws {
        guard calls.contains(expected) else {
            throw RobotFailure(
                screen: "stubs", testID: nil,
                message: naming("port \(port): expected the call \(expected), but its stub recorded \(calls)"),
                sourceLocation: sourceLocation)
        }
    }

    private func typed<Call: Encodable>(_ calls: [Call], _ sourceLocation: SourceLocation) throws -> [CanonicalCall] {
        do {
            return try calls.map { try CanonicalCall($0) }
        } catch {
            throw RobotFailure(
                screen: "stubs", testID: nil, message: "\(error)", sourceLocation: sourceLocation)
        }
    }

    /// `GET /__uitest/calls`: each port's recorded calls, by port name, in order.
    private func recorded(_ sourceLocation: SourceLocation) async throws -> [String: [CanonicalCall]] {
        let body = try await send("GET", "calls", doing: "reading the recorded calls", sourceLocation: sourceLocation)
        do {
            return try Self.calls(in: body)
        } catch {
            throw RobotFailure(
                screen: "stubs", testID: nil,
                message: naming(
                    "/__uitest/calls answered what is not a call report (\(error)): "
                        + String(decoding: body.prefix(300), as: UTF8.self)),
                sourceLocation: sourceLocation)
        }
    }

    /// The recorded calls as the service reports them (JSON text), for the failure bundle.
    public func recordedCallsJSON() async throws -> String {
        String(decoding: try await send("GET", "calls", doing: "reading the recorded calls"), as: UTF8.self)
    }

    /// ``recordedCallsJSON()``, or `nil` when the service answers 404: it does not serve the route (a service run
    /// live, without its UI-test mode), which the failure bundle notes instead of showing the 404.
    func recordedCallsJSONIfServed() async throws -> String? {
        let doing = "reading the recorded calls"
        let answer = try await exchange("GET", "calls", doing: doing)
        if answer.status == 404 { return nil }
        return String(decoding: try success(answer.status, Data(answer.body), doing: doing), as: UTF8.self)
    }

    /// Reads `{"ports": [{"port": …, "calls": [{"method": …, "arguments": {…}}, …]}, …]}` (other keys ignored).
    static func calls(in report: Data) throws -> [String: [CanonicalCall]] {
        guard let object = try JSONSerialization.jsonObject(with: report) as? [String: Any],
            let ports = object["ports"] as? [[String: Any]]
        else { throw UITestSetupError("no \"ports\" array") }
        var calls: [String: [CanonicalCall]] = [:]
        for port in ports {
            guard let name = port["port"] as? String, let list = port["calls"] as? [[String: Any]] else {
                throw UITestSetupError("a port without a \"port\" name or a \"calls\" array")
            }
            for call in list {
                guard let method = call["method"] as? String else {
                    throw UITestSetupError("a call of \(name) without a \"method\"")
                }
                calls[name, default: []].append(
                    try CanonicalCall(method: method, jsonObject: call["arguments"] ?? [String: Any]()))
            }
        }
        return calls
    }

    /// Sends `method /__uitest/path` and returns the body of a 2xx answer; any other answer, or none, is a
    /// ``RobotFailure`` saying what was being done.
    func send(
        _ method: String, _ path: String, body: Data? = nil, contentType: String? = nil, doing: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Data {
        let answer = try await exchange(
            method, path, body: body, contentType: contentType, doing: doing, sourceLocation: sourceLocation)
        return try success(answer.status, Data(answer.body), doing: doing, sourceLocation: sourceLocation)
    }

    /// `POST /__uitest/gallery/{key}`: opens the gallery state keyed `key` in this session (its scenario, or its
    /// page's model presented); returns where the service's `303` leads. Any other answer is a ``RobotFailure``.
    func openGalleryState(keyed key: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        let doing = "opening the gallery state \(key)"
        let answer = try await exchange("POST", "gallery/\(key)", doing: doing, sourceLocation: sourceLocation)
        guard (300...399).contains(answer.status), let location = answer.location else {
            _ = try success(answer.status, Data(answer.body), doing: doing, sourceLocation: sourceLocation)
            throw RobotFailure(
                screen: "gallery", testID: nil, message: "\(doing) answered \(answer.status) without a redirect",
                sourceLocation: sourceLocation)
        }
        return location
    }

    /// Sends `method /__uitest/path` and returns the answer, whatever its status; no answer is a ``RobotFailure``
    /// saying what was being done.
    private func exchange(
        _ method: String, _ path: String, body: Data? = nil, contentType: String? = nil, doing: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> HTTPAnswer {
        let exchange = HTTPExchange(
            method: method, url: baseURL.appending(path: "__uitest/\(path)"), body: body.map(Array.init),
            contentType: contentType, timeout: .seconds(10),
            headers: session.map { [Self.sessionHeader: $0] } ?? [:])
        do {
            return try await exchange.send()
        } catch {
            throw RobotFailure(
                screen: "stubs", testID: nil, message: naming("\(doing): \(method) /__uitest/\(path) failed: \(error)"),
                sourceLocation: sourceLocation)
        }
    }

    /// `answer` when `status` is 2xx; otherwise a ``RobotFailure`` saying what was being done.
    private func success(
        _ status: Int, _ answer: Data, doing: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Data {
        guard (200...299).contains(status) else {
            throw RobotFailure(
                screen: "stubs", testID: nil,
                message: naming("\(doing) answered \(status): " + String(decoding: answer.prefix(300), as: UTF8.self)),
                sourceLocation: sourceLocation)
        }
        return answer
    }
}

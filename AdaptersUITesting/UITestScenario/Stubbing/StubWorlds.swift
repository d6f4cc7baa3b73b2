import Foundation
import SharedKernel
import Synchronization

/// A world per UI-test session, in one service process that a whole suite shares: each session's scenario, data,
/// call logs and `failThenRecover` counters are its own, so tests running side by side never see each other's.
///
/// A session is started (``startSession(scenario:)``, or ``startSession(id:scenario:)`` under an id the test names,
/// the same on every service of the system under test) and then named on every request by the cookie
/// ``cookieName`` (a browser carries it on every page, form post and redirect), for a client without cookies the
/// header ``headerName``, or, on a request from another service of the system under test, the W3C `baggage` entry
/// `uitest-session` (``sessionID(cookieHeader:sessionHeader:baggageHeader:)`` reads them in that order). A request
/// that names no session is served by ``launchWorld``, so a person exploring `-uitest` by hand sees what they always
/// saw.
///
/// Sessions are bounded: at most `maximumSessions` at once, each dropped after `idleTimeout` without a request
/// (on the injected clock). A session that was dropped, or never started here, is refused with
/// ``UITestSessionError/unknownSession(_:)``, never served another test's world or the launch world; a start
/// beyond the bound, once the idle ones are dropped, is ``UITestSessionError/tooManySessions(limit:)``.
public final class StubWorlds: Sendable {
    /// The cookie that names a session: `uitest-session`, also the key of the `baggage` entry that carries the
    /// session from one service of the system to the next.
    public static let cookieName = W3CBaggage.sessionKey
    /// The header that names a session, for clients without cookies: `UITest-Session`.
    public static let headerName = "UITest-Session"

    /// The world of requests that name no session: the one the process was launched with.
    public let launchWorld: StubWorld
    /// The most sessions held at once.
    package let maximumSessions: Int
    /// How long a session may go without a request before it is dropped.
    package let idleTimeout: Duration
    private let elapsed: @Sendable () -> Duration
    private let state = Mutex(State())

    private struct State {
        var sessions: [String: (world: StubWorld, lastUsed: Duration)] = [:]
        var started = 0
    }

    /// Sessions beside `launchWorld` (each a world of the same port sets and clock), at most `maximumSessions`
    /// (at least 1) at once, each dropped after `idleTimeout` without a request, measured on `clock`.
    public init<C: Clock<Duration>>(
        launchWorld: StubWorld, maximumSessions: Int = 64, idleTimeout: Duration = .seconds(600), clock: C
    ) {
        self.launchWorld = launchWorld
        self.maximumSessions = max(1, maximumSessions)
        self.idleTimeout = idleTimeout
        let start = clock.now
        elapsed = { start.duration(to: clock.now) }
    }

    /// Sessions beside `launchWorld`, with the default bounds, on the continuous clock.
    public convenience init(launchWorld: StubWorld) {
        self.init(launchWorld: launchWorld, clock: ContinuousClock())
    }

    /// Sessions beside a launch world of `ports` simulating `scenario`, with the default bounds, on the continuous
    /// clock: what a service's `-uitest` launch builds. Throws the ``ScenarioError`` of the first thing in
    /// `scenario` the ports cannot serve.
    public convenience init(scenario: Scenario, stubbing ports: [any StubbedPort.Type]) throws(ScenarioError) {
        self.init(launchWorld: try StubWorld(scenario: scenario, stubbing: ports))
    }

    /// Starts a session simulating `scenario` (the launch scenario when `nil`; checked as every scenario is) and
    /// gives its id: `1`, `2`, … in the order started, never reused while the process runs (a number a client named
    /// with ``startSession(id:scenario:)`` and still live is skipped).
    public func startSession(scenario: Scenario? = nil) throws(UITestSessionError) -> (id: String, world: StubWorld) {
        let world = try sessionWorld(simulating: scenario)
        let now = elapsed()
        return try state.withLock { (state) throws(UITestSessionError) in
            try admit(into: &state, at: now)
            var id: String
            repeat {
                state.started += 1
                id = String(state.started)
            } while state.sessions[id] != nil
            state.sessions[id] = (world, now)
            return (id, world)
        }
    }

    /// Starts a session named `id` simulating `scenario` (the launch scenario when `nil`), as
    /// ``startSession(scenario:)`` does: what lets one UI test open the same session on every service of the system
    /// under test, so that the id the session travels under from one service to the next (the `baggage` entry) is
    /// live on each. `id` is 1 to 128 characters of `A-Z a-z 0-9 - . _ ~` (it goes unescaped into a cookie, a header
    /// and a path), else ``UITestSessionIDError/invalidID(_:)``; an id a live session has is
    /// ``UITestSessionIDError/sessionLive(_:)`` (end it first), never the other session's world.
    @discardableResult
    public func startSession(id: String, scenario: Scenario? = nil) throws(UITestSessionIDError) -> StubWorld {
        guard Self.isValidSessionID(id) else { throw .invalidID(id) }
        let world: StubWorld
        do {
            world = try sessionWorld(simulating: scenario)
        } catch {
            throw .refused(error)
        }
        let now = elapsed()
        return try state.withLock { (state) throws(UITestSessionIDError) in
            if let live = state.sessions[id], now - live.lastUsed < idleTimeout { throw .sessionLive(id) }
            do throws(UITestSessionError) {
                try admit(into: &state, at: now)
            } catch {
                throw .refused(error)
            }
            state.sessions[id] = (world, now)
            return world
        }
    }

    /// A fresh world simulating `scenario` (the launch scenario when `nil`), once the launch world has checked it.
    private func sessionWorld(simulating scenario: Scenario?) throws(UITestSessionError) -> StubWorld {
        let scenario = scenario ?? launchWorld.launchScenario
        do {
            try launchWorld.requireValid(scenario)
        } catch {
            throw .invalidScenario(error)
        }
        return StubWorld(unchecked: scenario, stubbing: launchWorld.portSets, clock: launchWorld.clock)
    }

    /// Drops the sessions idle at `now`, then refuses one more past the bound.
    private func admit(into state: inout State, at now: Duration) throws(UITestSessionError) {
        state.sessions = state.sessions.filter { now - $0.value.lastUsed < idleTimeout }
        guard state.sessions.count < maximumSessions else { throw .tooManySessions(limit: maximumSessions) }
    }

    /// The longest id a client may name a session by, in bytes.
    package static let maximumSessionIDBytes = 128

    /// Whether `id` may name a session: 1 to ``maximumSessionIDBytes`` of RFC 3986's unreserved characters, which a
    /// cookie, a header field, a URL path and a `baggage` token all carry as they are.
    package static func isValidSessionID(_ id: String) -> Bool {
        !id.utf8.isEmpty && id.utf8.count <= maximumSessionIDBytes
            && id.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                    UInt8(ascii: "~"):
                    true
                default: false
                }
            }
    }

    /// The world of the session `id` (``launchWorld`` when `id` is `nil`), counting this as the session's latest
    /// use. An id of no live session is ``UITestSessionError/unknownSession(_:)``.
    public func world(forSession id: String?) throws(UITestSessionError) -> StubWorld {
        guard let id else { return launchWorld }
        let now = elapsed()
        let world = state.withLock { state -> StubWorld? in
            guard let session = state.sessions[id], now - session.lastUsed < idleTimeout else {
                state.sessions[id] = nil
                return nil
            }
            state.sessions[id]?.lastUsed = now
            return session.world
        }
        guard let world else { throw .unknownSession(id) }
        return world
    }

    /// Ends the session `id`; whether there was one.
    @discardableResult
    public func endSession(_ id: String) -> Bool {
        state.withLock { $0.sessions.removeValue(forKey: id) != nil }
    }

    /// How many sessions are live (idle ones not yet dropped included).
    package var sessionCount: Int { state.withLock { $0.sessions.count } }

    /// The session a request names: the ``cookieName`` cookie's value in the request's `Cookie` header, else the
    /// ``headerName`` header's value, else the `uitest-session` entry of its W3C `baggage` header (what another
    /// service of the system sends); `nil` when it names none (the launch world serves it).
    ///
    /// A `baggage` header that breaks the W3C grammar, is longer than 8192 bytes, has more than 64 list-members or
    /// names `uitest-session` twice is ignored, as the specification asks: it names no session, and is never a
    /// failure of the request.
    public static func sessionID(cookieHeader: String?, sessionHeader: String?, baggageHeader: String?) -> String? {
        if let cookie = cookieSession(cookieHeader) { return cookie }
        if let header = sessionHeader?.trimmingCharacters(in: .whitespaces), !header.isEmpty { return header }
        return baggageSession(baggageHeader)
    }

    /// The session `baggageHeader` names: the value of its one ``cookieName`` entry. `nil` when there is no header,
    /// when it must be ignored (it breaks the grammar or the bounds, `W3CBaggage.init(headerValue:)`), when it names
    /// no session, an empty one or one with a control character decoded from it (`%0A`: no id has one, and a log line
    /// must not get it), and when it names the session twice: ambiguous baggage names no session.
    private static func baggageSession(_ baggageHeader: String?) -> String? {
        guard let baggageHeader, let baggage = W3CBaggage(headerValue: baggageHeader) else { return nil }
        let values = baggage.values(forKey: cookieName)
        guard values.count == 1, let id = values.first, !id.isEmpty,
            !id.containsControlCharacter
        else { return nil }
        return id
    }

    /// The session a request names by the ``cookieName`` cookie, else by the ``headerName`` header: a request that
    /// carries no `baggage` (``sessionID(cookieHeader:sessionHeader:baggageHeader:)``).
    public static func sessionID(cookieHeader: String?, sessionHeader: String?) -> String? {
        sessionID(cookieHeader: cookieHeader, sessionHeader: sessionHeader, baggageHeader: nil)
    }

    /// The value of the first ``cookieName`` cookie in `cookieHeader`; `nil` when there is none or it is empty.
    private static func cookieSession(_ cookieHeader: String?) -> String? {
        for pair in (cookieHeader ?? "").split(separator: ";") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == cookieName {
                let value = parts[1].trimmingCharacters(in: .whitespaces)
                return value.isEmpty ? nil : value
            }
        }
        return nil
    }
}

/// Why a UI-test session could not be started or served.
public enum UITestSessionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No live session has this id: it was never started in this process, or was dropped after its idle timeout.
    case unknownSession(String)
    /// As many sessions as the bound allows are live; end one, or let an idle one be dropped.
    case tooManySessions(limit: Int)
    /// The session's scenario was refused.
    case invalidScenario(ScenarioError)

    /// One line for a problem document.
    public var description: String {
        switch self {
        case .unknownSession(let id):
            "no UI-test session \"\(id)\" here: it was never started in this process, or was dropped after its idle "
                + "timeout; start one with POST /__uitest/sessions"
        case .tooManySessions(let limit):
            "\(limit) UI-test sessions are live, the most this service holds; end one with DELETE "
                + "/__uitest/sessions/{id}"
        case .invalidScenario(let error): error.description
        }
    }

    /// The HTTP status a service answers with: 404, 503 or 400.
    public var status: Int {
        switch self {
        case .unknownSession: 404
        case .tooManySessions: 503
        case .invalidScenario: 400
        }
    }
}

import Foundation
import MarqueeJSON
import MarqueeTestSupport
import Testing

@testable import UITestScenario

@Suite("StubWorlds: a world per UI-test session in one process, bounded, dropped when idle")
struct StubWorldsTests {
    private let clock = TestClock()

    private func worlds(maximum: Int = 4, idle: Duration = .seconds(60)) -> StubWorlds {
        StubWorlds(
            launchWorld: StubWorld(unchecked: .happyPath, stubbing: [StubShelf.self], clock: clock),
            maximumSessions: maximum, idleTimeout: idle, clock: clock)
    }

    @Test("Two sessions have their own scenario and call logs; a request naming none is the launch world's")
    func isolated() async throws {
        // Given
        let worlds = worlds()
        let first = try worlds.startSession().world
        let second = try worlds.startSession(scenario: try Scenario.parse("empty")).world

        // When
        let firstBooks = try await first.stubs(StubShelf.self).allBooks()
        let secondBooks = try await second.stubs(StubShelf.self).allBooks()

        // Then
        #expect(firstBooks.count == 2)
        #expect(secondBooks.isEmpty)
        #expect(first.recordedCalls.first?.calls.count == 1)
        #expect(worlds.launchWorld.recordedCalls.first?.calls.isEmpty == true)
        #expect(try worlds.world(forSession: nil) === worlds.launchWorld)
    }

    @Test("An idle session is dropped, and then refused by name, never served another world")
    func idleDropped() throws {
        // Given
        let worlds = worlds(idle: .seconds(60))
        let id = try worlds.startSession().id

        // When
        clock.advance(by: .seconds(61))

        // Then
        let error = #expect(throws: UITestSessionError.self) { try worlds.world(forSession: id) }
        #expect(error == .unknownSession(id))
        #expect(error?.status == 404)
        #expect(error?.description.contains("POST /__uitest/sessions") == true)
    }

    @Test("A session in use stays; starting past the bound is refused until one ends or idles out")
    func bounded() throws {
        // Given
        let worlds = worlds(maximum: 2, idle: .seconds(60))
        let kept = try worlds.startSession().id
        let ended = try worlds.startSession().id

        // When
        let refused = #expect(throws: UITestSessionError.self) { try worlds.startSession() }
        worlds.endSession(ended)
        clock.advance(by: .seconds(40))
        _ = try worlds.world(forSession: kept)
        clock.advance(by: .seconds(40))
        let third = try worlds.startSession().id

        // Then
        #expect(refused == .tooManySessions(limit: 2))
        #expect(refused?.status == 503)
        #expect(third == "3")
        #expect(throws: Never.self) { try worlds.world(forSession: kept) }
        #expect(worlds.sessionCount == 2)
    }

    @Test(
        "A request names its session by the uitest-session cookie, else the UITest-Session header",
        arguments: [
            (nil, nil, nil), ("a=1; uitest-session=7; b=2", nil, "7"), ("uitest-session=7", "9", "7"),
            ("uitest-sessions=7", nil, nil), ("uitest-session=", nil, nil), ("uitest-session=", "9", "9"),
            ("a=1", " 9 ", "9"),
        ] as [(String?, String?, String?)])
    func sessionID(cookie: String?, header: String?, expected: String?) {
        // Given a request's Cookie and UITest-Session headers
        // When the session it names is read, with and without a baggage header that names another
        let named = StubWorlds.sessionID(cookieHeader: cookie, sessionHeader: header)
        let withBaggage = StubWorlds.sessionID(
            cookieHeader: cookie, sessionHeader: header, baggageHeader: "uitest-session=5")

        // Then the cookie comes first, the header next, and baggage only when neither names one
        #expect(named == expected)
        #expect(withBaggage == expected ?? "5")
    }

    @Test(
        "A request from another service names its session by its one baggage entry; ambiguous baggage names none",
        arguments: [
            ("uitest-session=7", "7"), ("tenant=a;p=1 , uitest-session = 7 ;q", "7"), ("uitest-session=7%2Fa", "7/a"),
            ("uitest-session=7,uitest-session=8", nil), ("uitest-session=7,uitest-session=7", nil),
            ("uitest-session=7,", nil), ("uitest-session=\"7\"", nil), ("uitest-session=", nil), ("other=7", nil),
            ("", nil),
        ] as [(String, String?)])
    func sessionFromBaggage(baggage: String, expected: String?) {
        // Given a request without the cookie and the header, whose baggage is as given
        // When the session it names is read
        let named = StubWorlds.sessionID(cookieHeader: "theme=dark", sessionHeader: nil, baggageHeader: baggage)

        // Then it is the entry's decoded value when there is exactly one, else none (the launch world serves it)
        #expect(named == expected)
    }

    @Test("A baggage header over the W3C bounds names no session and serves the launch world, not a failure")
    func oversizedBaggage() throws {
        // Given a live session and baggage that names it but is over 8192 bytes, or has 65 list-members
        let worlds = worlds()
        let id = try worlds.startSession().id
        let padded = "uitest-session=\(id),pad=" + String(repeating: "v", count: 8192)
        let crowded = (["uitest-session=\(id)"] + (1...64).map { "k\($0)=1" }).joined(separator: ",")

        // When a request with each is served
        let fromPadded = StubWorlds.sessionID(cookieHeader: nil, sessionHeader: nil, baggageHeader: padded)
        let fromCrowded = StubWorlds.sessionID(cookieHeader: nil, sessionHeader: nil, baggageHeader: crowded)

        // Then each names no session, so the launch world serves it
        #expect(fromPadded == nil && fromCrowded == nil)
        #expect(try worlds.world(forSession: fromPadded) === worlds.launchWorld)
        #expect(
            StubWorlds.sessionID(cookieHeader: nil, sessionHeader: nil, baggageHeader: "uitest-session=\(id)") == id)
    }

    @Test("The session cookie and the baggage entry are spelled once: uitest-session")
    func oneSpelling() {
        #expect(StubWorlds.cookieName == "uitest-session")
    }

    @Test("The control starts a session, acts on the session a request names, and refuses an unknown one")
    func control() async throws {
        // Given
        let control = UITestControl(worlds: worlds())
        let started = control.answer(method: "POST", path: "sessions", body: Array("empty".utf8), session: nil)
        guard case .created(.object(let body)) = started,
            case .string(let id) = body.members.first(where: { $0.key == "session" })?.value
        else {
            Issue.record("\(String(describing: started))")
            return
        }

        // When
        let own = control.answer(method: "GET", path: "scenario", body: [UInt8](), session: id)
        let launch = control.answer(method: "GET", path: "scenario", body: [UInt8](), session: nil)
        let unknown = control.answer(method: "GET", path: "calls", body: [UInt8](), session: "99")
        let ended = control.answer(method: "DELETE", path: "sessions/\(id)", body: [UInt8](), session: nil)

        // Then
        #expect(body.members.contains { $0.key == "cookie" && $0.value == .string("uitest-session=\(id)") })
        guard case .json(let ownReport) = own, case .json(let launchReport) = launch else {
            Issue.record("\(String(describing: own)) \(String(describing: launch))")
            return
        }
        #expect(ownReport.rendered(pretty: false).contains(#""name":"empty""#))
        #expect(launchReport.rendered(pretty: false).contains(#""name":"happyPath""#))
        #expect(unknown == .problem(status: 404, detail: UITestSessionError.unknownSession("99").description))
        #expect(ended == .noContent)
    }

    @Test("A session started under a named id is served by that id; a live id is refused, an ended one may start again")
    func namedSession() async throws {
        // Given
        let worlds = worlds()
        let world = try worlds.startSession(id: "checkout-7", scenario: try Scenario.parse("empty"))

        // When
        let again = #expect(throws: UITestSessionIDError.self) { try worlds.startSession(id: "checkout-7") }
        let served = try worlds.world(forSession: "checkout-7")
        worlds.endSession("checkout-7")
        let restarted = try worlds.startSession(id: "checkout-7")

        // Then
        #expect(served === world)
        #expect(try await served.stubs(StubShelf.self).allBooks().isEmpty)
        #expect(again == .sessionLive("checkout-7"))
        #expect(again?.status == 409)
        #expect(again?.description.contains("DELETE /__uitest/sessions/checkout-7") == true)
        #expect(restarted !== world)
    }

    @Test("An id that is empty, longer than 128 bytes or not of A-Z a-z 0-9 - . _ ~ is refused, as a 400")
    func invalidIDs() throws {
        // Given
        let worlds = worlds()
        let longest = String(repeating: "a", count: 128)

        // When
        let refused = ["", longest + "a", "a b", "a;b", "é", "a%20b", "a/b", "a=b"].map { id in
            #expect(throws: UITestSessionIDError.self) { try worlds.startSession(id: id) }
        }

        // Then
        #expect(refused.allSatisfy { $0?.status == 400 })
        #expect(refused[3] == .invalidID("a;b"))
        #expect(refused[3]?.description.contains("A-Z a-z 0-9 - . _ ~") == true)
        #expect(throws: Never.self) { try worlds.startSession(id: longest) }
        #expect(throws: Never.self) { try worlds.startSession(id: "A-z_0.9~") }
        #expect(worlds.sessionCount == 2)
    }

    @Test("A named start counts against the bound and keeps a refused scenario's message")
    func namedBounded() throws {
        // Given
        let worlds = worlds(maximum: 1)
        try worlds.startSession(id: "one")

        // When
        let full = #expect(throws: UITestSessionIDError.self) { try worlds.startSession(id: "two") }
        worlds.endSession("one")
        let unknownPort = try Scenario.parse(#"{"version": 2, "ports": {"Nothing": {"behavior": "empty"}}}"#)
        let badScenario = #expect(throws: UITestSessionIDError.self) {
            try worlds.startSession(id: "two", scenario: unknownPort)
        }

        // Then
        #expect(full == .refused(.tooManySessions(limit: 1)))
        #expect(full?.status == 503)
        #expect(badScenario?.status == 400)
    }

    @Test("A number a test named is skipped by the sessions the service numbers")
    func numberedSkipsNamed() throws {
        // Given
        let worlds = worlds()
        let named = try worlds.startSession(id: "1")

        // When
        let numbered = try worlds.startSession()

        // Then
        #expect(numbered.id == "2")
        #expect(try worlds.world(forSession: "1") === named)
    }

    @Test("PUT sessions/{id} starts the named session with the body's scenario; 409 when live, 400 when invalid")
    func controlNamedSession() async throws {
        // Given
        let control = UITestControl(worlds: worlds())

        // When
        let started = control.answer(method: "PUT", path: "sessions/run-1", body: Array("empty".utf8), session: nil)
        let live = control.answer(method: "PUT", path: "sessions/run-1", body: [UInt8](), session: nil)
        let invalid = control.answer(method: "PUT", path: "sessions/a%3Bb", body: [UInt8](), session: nil)
        let badScenario = control.answer(method: "PUT", path: "sessions/run-2", body: Array("nope".utf8), session: nil)
        let own = control.answer(method: "GET", path: "scenario", body: [UInt8](), session: "run-1")
        let wrongMethod = control.answer(method: "POST", path: "sessions/run-3", body: [UInt8](), session: nil)

        // Then
        #expect(
            started
                == .created(.object(["session": .string("run-1"), "cookie": .string("uitest-session=run-1")])))
        #expect(live == .problem(status: 409, detail: UITestSessionIDError.sessionLive("run-1").description))
        #expect(invalid == .problem(status: 400, detail: UITestSessionIDError.invalidID("a%3Bb").description))
        guard case .problem(400, _) = badScenario, case .json(let report) = own else {
            Issue.record("\(String(describing: badScenario)) \(String(describing: own))")
            return
        }
        #expect(report.rendered(pretty: false).contains(#""name":"empty""#))
        #expect(wrongMethod == .problem(status: 405, detail: "POST is not allowed here; allowed: PUT, DELETE"))
        #expect(throws: UITestSessionError.unknownSession("run-2")) { try control.worlds.world(forSession: "run-2") }
    }

    @Test("A 409 is a problem document titled Conflict")
    func conflictDocument() {
        // Given
        let control = UITestControl(worlds: worlds())
        _ = control.response(
            method: "PUT", path: "/__uitest/sessions/x", cookieHeader: nil, sessionHeader: nil, body: [UInt8]())

        // When
        let response = control.response(
            method: "PUT", path: "/__uitest/sessions/x", cookieHeader: nil, sessionHeader: nil, body: [UInt8]())

        // Then
        #expect(response.status == 409)
        #expect(response.contentType == "application/problem+json")
        #expect(String(decoding: response.body, as: UTF8.self).contains(#""title":"Conflict""#))
    }
}

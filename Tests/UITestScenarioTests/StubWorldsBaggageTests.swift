import SharedKernel
import Testing
import UITestScenario

@Suite("StubWorlds: the UI-test session read from a W3C baggage entry")
struct StubWorldsBaggageTests {
    /// The session a request names by its `baggage` header alone.
    static func session(in header: String?) -> String? {
        StubWorlds.sessionID(cookieHeader: nil, sessionHeader: nil, baggageHeader: header)
    }

    @Test(
        "a baggage header names the session by its one uitest-session entry",
        arguments: [
            ("uitest-session=7", "7"), ("a=1, uitest-session = 7;p ,b=2", "7"), ("uitest-session=s%201", "s 1"),
        ])
    func names(header: String, session: String) {
        // Given a baggage header with one uitest-session entry among others
        // When the session is read from it
        // Then it is the entry's value, decoded
        #expect(Self.session(in: header) == session)
    }

    @Test(
        "a baggage header that is absent, ignored, without the entry, empty or naming it twice names no session",
        arguments: [
            nil, "", "a=1", "uitest-session=", "uitest-session=1,uitest-session=2", "uitest-session=1,uitest-session=1",
            "uitest-session=1,", "uitest-session=1;", "uitest-session=\"1\"", "Uitest-Session=1",
            "uitest-session=1%0A2", "uitest-session=%00",
        ] as [String?])
    func namesNone(header: String?) {
        // Given a baggage header from which no one session can be read (a key is case-sensitive)
        // When the session is read from it
        // Then there is none
        #expect(Self.session(in: header) == nil)
    }

    @Test("an oversized baggage header names no session, even with the entry first")
    func oversized() {
        // Given the entry followed by enough members to pass 8192 bytes, and by 64 more members
        let padding = String(repeating: "v", count: W3CBaggage.maximumBytes)
        let many = (1...64).map { "k\($0)=1" }.joined(separator: ",")

        // When the session is read from each
        // Then neither names it: the whole header is ignored
        #expect(Self.session(in: "uitest-session=7,pad=\(padding)") == nil)
        #expect(Self.session(in: "uitest-session=7,\(many)") == nil)
    }
}

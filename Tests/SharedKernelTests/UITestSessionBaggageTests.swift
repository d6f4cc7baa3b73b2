import SharedKernel
import Testing

@Suite("UITestSessionBaggage: the UI-test session as a W3C baggage entry, read once and written once")
struct UITestSessionBaggageTests {
    @Test(
        "a baggage header names the session by its one uitest-session entry",
        arguments: [
            ("uitest-session=7", "7"), ("a=1, uitest-session = 7;p ,b=2", "7"), ("uitest-session=s%201", "s 1"),
        ])
    func names(header: String, session: String) {
        // Given a baggage header with one uitest-session entry among others
        // When the session is read from it
        // Then it is the entry's value, decoded
        #expect(UITestSessionBaggage.session(in: header) == session)
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
        #expect(UITestSessionBaggage.session(in: header) == nil)
    }

    @Test("an oversized baggage header names no session, even with the entry first")
    func oversized() {
        // Given the entry followed by enough members to pass 8192 bytes, and by 64 more members
        let padding = String(repeating: "v", count: W3CBaggage.maximumBytes)
        let many = (1...64).map { "k\($0)=1" }.joined(separator: ",")

        // When the session is read from each
        // Then neither names it: the whole header is ignored
        #expect(UITestSessionBaggage.session(in: "uitest-session=7,pad=\(padding)") == nil)
        #expect(UITestSessionBaggage.session(in: "uitest-session=7,\(many)") == nil)
    }

    @Test("the entry is merged into the request's own baggage, replacing an earlier session and keeping the rest")
    func writes() {
        // Given a request's own baggage, with and without an earlier session
        // When the session 7 is carried over it
        let fresh = UITestSessionBaggage.headerValue(carrying: "7", over: nil)
        let merged = UITestSessionBaggage.headerValue(carrying: "7", over: "tenant=a;p, uitest-session=3")
        let encoded = UITestSessionBaggage.headerValue(carrying: "a b", over: "x=1")

        // Then the entry is set once, percent-encoded, and the other members are as they came
        #expect(fresh == "uitest-session=7")
        #expect(merged == "tenant=a;p,uitest-session=7")
        #expect(encoded == "x=1,uitest-session=a%20b")
        #expect(UITestSessionBaggage.session(in: merged) == "7")
    }

    @Test("baggage that must be ignored, or that the entry would take beyond the bounds, is replaced by the entry")
    func replaces() {
        // Given a malformed header, and 64 members
        let full = (1...64).map { "k\($0)=1" }.joined(separator: ",")

        // When the session is carried over each
        // Then the header is the entry alone, which the next service reads
        #expect(UITestSessionBaggage.headerValue(carrying: "7", over: "not baggage") == "uitest-session=7")
        #expect(UITestSessionBaggage.headerValue(carrying: "7", over: full) == "uitest-session=7")
    }
}

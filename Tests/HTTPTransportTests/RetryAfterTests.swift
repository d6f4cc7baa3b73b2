import Foundation
import HTTPTransport
import Testing

@Suite("RetryAfter")
struct RetryAfterTests {
    /// 1994-11-06T08:49:37Z, the RFC's example instant.
    private let rfcExample = Date(timeIntervalSince1970: 784_111_777)

    @Test("delta-seconds is a delay", arguments: [("0", 0), ("5", 5), (" 120 ", 120)])
    func deltaSeconds(text: String, seconds: Int) throws {
        // Given / When
        let value = try #require(RetryAfter(headerValue: text))

        // Then
        #expect(value == .delay(.seconds(seconds)))
        #expect(value.delay(from: rfcExample) == .seconds(seconds))
    }

    @Test(
        "the three HTTP-date formats name the same instant, read as GMT",
        arguments: ["Sun, 06 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994"]
    )
    func httpDates(text: String) throws {
        // Given / When
        let value = try #require(RetryAfter(headerValue: text))

        // Then
        #expect(value == .date(rfcExample))
    }

    @Test("a date is a delay from now, and never negative")
    func dateDelay() throws {
        // Given
        let value = try #require(RetryAfter(headerValue: "Sun, 06 Nov 1994 08:49:37 GMT"))

        // When
        let ahead = value.delay(from: rfcExample.addingTimeInterval(-90))
        let behind = value.delay(from: rfcExample.addingTimeInterval(90))

        // Then
        #expect(ahead == .seconds(90))
        #expect(behind == .zero)
    }

    @Test("leap-year and end-of-year dates convert exactly")
    func calendarArithmetic() throws {
        // Given / When
        let leapDay = try #require(RetryAfter(headerValue: "Thu, 29 Feb 2024 23:59:59 GMT"))
        let newYear = try #require(RetryAfter(headerValue: "Mon, 01 Jan 2024 00:00:00 GMT"))

        // Then: 2024-02-29T23:59:59Z and 2024-01-01T00:00:00Z.
        #expect(leapDay == .date(Date(timeIntervalSince1970: 1_709_251_199)))
        #expect(newYear == .date(Date(timeIntervalSince1970: 1_704_067_200)))
    }

    @Test(
        "anything else is not a Retry-After",
        arguments: [
            "", "soon", "-5", "1.5", "Sun, 06 Nov 1994 08:49:37 PST", "Sun, 31 Feb 1994 08:49:37 GMT",
            "Sun, 06 Foo 1994 08:49:37 GMT", "Sun, 06 Nov 1994 25:49:37 GMT", "Sun, 06 Nov 1994 08:49 GMT",
        ]
    )
    func rejectsGarbage(text: String) {
        // Given / When
        let value = RetryAfter(headerValue: text)

        // Then
        #expect(value == nil)
    }

    @Test("an absurdly long number of seconds is a very long delay, not a crash")
    func hugeDelta() throws {
        // Given / When
        let value = try #require(RetryAfter(headerValue: "99999999999999999999999999"))

        // Then
        #expect(value.delay(from: rfcExample) > .seconds(1_000_000_000))
    }
}

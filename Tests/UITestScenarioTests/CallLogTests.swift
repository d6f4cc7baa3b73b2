import Testing
import UITestScenario

/// The bounded call log every stub port keeps: the most recent calls, and a count of the dropped ones.
@Suite("CallLog keeps the most recent calls and counts the dropped ones")
struct CallLogTests {
    @Test("A log within its capacity holds every call in order and has dropped none")
    func withinCapacity() {
        // Given
        var log = CallLog<Int>(capacity: 3)

        // When
        log.append(1)
        log.append(2)
        log.append(3)

        // Then
        #expect(log.calls == [1, 2, 3])
        #expect(log.dropped == 0)
    }

    @Test("A full log drops its oldest calls, keeps the most recent oldest first and counts the dropped ones")
    func dropsOldest() {
        // Given
        var log = CallLog<Int>(capacity: 3)

        // When
        for call in 1...8 { log.append(call) }

        // Then
        #expect(log.calls == [6, 7, 8])
        #expect(log.dropped == 5)
        #expect(log.capacity == 3)
    }

    @Test("A log's capacity is at least one call")
    func capacityAtLeastOne() {
        // Given
        var log = CallLog<String>(capacity: 0)

        // When
        log.append("first")
        log.append("second")

        // Then
        #expect(log.calls == ["second"])
        #expect(log.dropped == 1)
    }

    @Test("A stub port holds the default capacity: 1,000 calls")
    func defaultCapacity() {
        #expect(CallLog<Int>().capacity == 1_000)
        #expect(CallLog<Int>.defaultCapacity == 1_000)
    }

    @Test("A full log mapped to other calls keeps their order, its capacity and the count of dropped calls")
    func mapped() {
        // Given a log that wrapped around
        var log = CallLog<Int>(capacity: 3)
        for call in 1...5 { log.append(call) }

        // When
        var mapped = log.map { "call \($0)" }

        // Then
        #expect(mapped.calls == ["call 3", "call 4", "call 5"])
        #expect(mapped.dropped == 2)
        mapped.append("call 6")
        #expect(mapped.calls == ["call 4", "call 5", "call 6"])
        #expect(mapped.dropped == 3)
    }
}

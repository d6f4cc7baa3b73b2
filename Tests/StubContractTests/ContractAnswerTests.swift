import MarqueeJSON
import StubContract
import Testing

/// An answer of a type that is not `Codable` (a domain type) is compared by its stored properties.
@Suite("ContractAnswer")
struct ContractAnswerTests {
    enum Status: Hashable {
        case active
        case suspended(reason: String)
    }

    struct Account: Hashable, Identifiable {
        let id: Int
        let owner: String?
        let status: Status
        let tags: Set<String>
    }

    @Test("A value that is not Codable is its stored properties, in declaration order")
    func mirrored() {
        // Given
        let account = Account(id: 7, owner: nil, status: .suspended(reason: "unpaid"), tags: ["b", "a"])

        // When
        let answer = ContractAnswer(answering: [account])

        // Then
        guard case .value(let json) = answer else {
            Issue.record("not a value: \(answer)")
            return
        }
        #expect(
            json.rendered(pretty: false)
                == #"[{"id":7,"owner":null,"status":{"suspended":{"reason":"unpaid"}},"tags":["a","b"]}]"#)
    }

    @Test("Two answers of such a type that part name the element and the field")
    func mismatch() throws {
        // Given
        let stub = [Account(id: 1, owner: "Ada", status: .active, tags: [])]
        let live = [Account(id: 1, owner: "Ada", status: .suspended(reason: "unpaid"), tags: [])]

        // When
        let mismatch = try #require(
            ContractMismatch(
                expectation: "accounts", scenario: "happyPath", stub: ContractAnswer(answering: stub),
                live: ContractAnswer(answering: live)))

        // Then
        #expect(
            mismatch.differences.map { $0.described(otherName: "live") } == [
                #"[id 1].status: stub "active", live {"suspended":{"reason":"unpaid"}}"#
            ])
        #expect(
            ContractMismatch(expectation: "same", scenario: "happyPath", stub: .value(.null), live: .value(.null))
                == nil)
    }
}

import MarqueeTestSupport
import Testing
import UITestScenario

/// A loan of a book: identified by the book lent (one loan per book), not by an `id` of its own.
struct ShelfLoan: Codable, Sendable, Hashable {
    let bookID: Int
    let borrower: String
}

/// A port whose data kind names its own identifying key, as Marquee's `ratings` does, and with a preset of its own.
final class LoanDesk: StubbedPort {
    enum Method: String, CaseIterable, Sendable { case loans }

    static let loans = StubDataKind<ShelfLoan>("loans", identifiedBy: "bookID", standard: [])
    static let presets = [(name: "loansDown", scenario: Scenario.happyPath.overriding(port, with: .serverError))]

    let stub: StubPort<Method, ShelfError>
    let served: [ShelfLoan]

    init(scenario: Scenario, clock: any Clock<Duration>) {
        stub = StubPort(for: Self.self, scenario: scenario, clock: clock)
        served = Self.loans.checkedItems(in: scenario)
    }
}

@Suite("A data kind is identified by the key its port declares: the generic layer knows no kind of its own")
struct IdentifyingKeyTests {
    @Test("Items identified by their declared key are served; a repeated or missing key is refused naming its path")
    func declaredKey() throws {
        // Given
        let valid = try Scenario.parse(#"{"version": 2, "data": {"loans": [{"bookID": 1, "borrower": "Ann"}]}}"#)
        let repeated = try Scenario.parse(
            #"{"version": 2, "data": {"loans": [{"bookID": 1, "borrower": "Ann"}, {"bookID": 1, "borrower": "Bo"}]}}"#)
        let missing = try Scenario.parse(#"{"version": 2, "data": {"loans": [{"id": 1, "borrower": "Ann"}]}}"#)

        // When
        let world = try StubWorld(scenario: valid, stubbing: [LoanDesk.self], clock: TestClock())
        let repeatedError = #expect(throws: ScenarioError.self) { try world.requireValid(repeated) }
        let missingError = #expect(throws: ScenarioError.self) { try world.requireValid(missing) }

        // Then
        #expect(world.stubs(LoanDesk.self).served == [ShelfLoan(bookID: 1, borrower: "Ann")])
        #expect(
            repeatedError?.description.contains("data.loans[1].bookID") == true, "\(String(describing: repeatedError))")
        #expect(missingError?.description.contains("data.loans[0].bookID: expected an integer of at least 1") == true)
        #expect(LoanDesk.knownKinds.map(\.identifyingKey) == ["bookID"])
    }

    @Test("A loan added in Swift replaces the loan of the same book, as a JSON item with its key would")
    func servingReplacesByKey() throws {
        // Given
        let scenario = Scenario.happyPath.serving([ShelfLoan(bookID: 1, borrower: "Ann")], as: LoanDesk.loans)

        // When
        let replaced = scenario.serving([ShelfLoan(bookID: 1, borrower: "Bo")], as: LoanDesk.loans)

        // Then
        #expect(try LoanDesk.loans.items(in: replaced) == [ShelfLoan(bookID: 1, borrower: "Bo")])
    }
}

import MarqueeTestSupport
import Testing
import UITestScenario

/// A parcel, identified by a string as a service's own type may be.
struct Parcel: Codable, Hashable, Sendable {
    let id: String
    let weight: Double
}

/// A port whose data kind has string ids.
final class StubParcelShelf: StubbedPort {
    enum Method: String, CaseIterable { case parcels }

    static let parcels = StubDataKind<Parcel>("parcels", standard: [Parcel(id: "PX-100", weight: 1.5)])

    let stub: StubPort<Method, ShelfError>
    let served: [Parcel]

    init(scenario: Scenario, clock: any Clock<Duration>) {
        stub = StubPort(for: Self.self, scenario: scenario, clock: clock)
        served = Self.parcels.checkedItems(in: scenario)
    }
}

@Suite("A test's data uses the item type's own ids, and an error names the item as the test wrote it")
struct StringIDDataTests {
    @Test("Parcels with string ids are served, every one of them, from Swift and from JSON")
    func stringIDs() throws {
        // Given
        let own = [Parcel(id: "OWN-1", weight: 2), Parcel(id: "OWN-2", weight: 3)]
        let json = try Scenario.parse(#"{"version": 2, "data": {"parcels": [{"id": "OWN-1", "weight": 2}]}}"#)

        // When
        let built = try StubWorld(
            scenario: .happyPath.serving(own, as: StubParcelShelf.parcels), stubbing: [StubParcelShelf.self])
        let parsed = try StubWorld(scenario: json, stubbing: [StubParcelShelf.self])

        // Then
        #expect(built.stubs(StubParcelShelf.self).served == own)
        #expect(parsed.stubs(StubParcelShelf.self).served == [Parcel(id: "OWN-1", weight: 2)])
    }

    @Test("An item that does not read is named by its place and its id")
    func itemNamedByID() throws {
        // Given the test's second parcel has a weight that is not a number
        let scenario = try Scenario.parse(
            #"{"version": 2, "data": {"parcels": [{"id": "OWN-1", "weight": 2}, {"id": "OWN-2", "weight": "heavy"}]}}"#)

        // When
        let error = #expect(throws: ScenarioError.self) {
            try StubWorld(scenario: scenario, stubbing: [StubParcelShelf.self])
        }

        // Then
        #expect(
            error?.description.contains(
                #"data.parcels[1].weight: expected a Double value, found "heavy" (the item with id "OWN-2")"#)
                == true, "\(String(describing: error))")
    }

    @Test("An id that is neither a string nor an integer of at least 1 is refused, naming the way out")
    func wrongID() throws {
        // Given
        let scenario = try Scenario.parse(#"{"version": 2, "data": {"parcels": [{"id": true, "weight": 2}]}}"#)

        // When
        let error = #expect(throws: ScenarioError.self) {
            try StubWorld(scenario: scenario, stubbing: [StubParcelShelf.self])
        }

        // Then
        let message = error?.description ?? ""
        #expect(
            message.contains("data.parcels[0].id: expected an integer of at least 1 or a non-empty string"),
            "\(message)")
        #expect(message.contains("StubDataKind(_:identifiedBy:standard:)"), "\(message)")
    }

    @Test("Two parcels with one string id are refused, naming both places")
    func duplicateStringID() throws {
        // Given
        let scenario = try Scenario.parse(
            #"{"version": 2, "data": {"parcels": [{"id": "OWN-1", "weight": 2}, {"id": "OWN-1", "weight": 3}]}}"#)

        // When
        let error = #expect(throws: ScenarioError.self) {
            try StubWorld(scenario: scenario, stubbing: [StubParcelShelf.self])
        }

        // Then
        #expect(
            error?.description.contains(#"data.parcels[1].id: duplicate id "OWN-1", already used by data.parcels[0]"#)
                == true, "\(String(describing: error))")
    }

    @Test("A parcel served in Swift replaces the one with the same string id, and only that one")
    func servingReplacesByStringID() throws {
        // Given
        let scenario = Scenario.happyPath.serving(
            [Parcel(id: "OWN-1", weight: 2), Parcel(id: "OWN-2", weight: 3)], as: StubParcelShelf.parcels)

        // When
        let replaced = scenario.serving([Parcel(id: "OWN-2", weight: 4)], as: StubParcelShelf.parcels)

        // Then
        #expect(
            try StubParcelShelf.parcels.items(in: replaced) == [
                Parcel(id: "OWN-1", weight: 2), Parcel(id: "OWN-2", weight: 4),
            ])
    }
}

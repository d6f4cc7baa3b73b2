import CharactersDomain
import UITestScenario
import Wiring

/// A deterministic ``LocationRepository`` over a table of locations (``StubTable``): the
/// known locations among the ids asked for, each once, in ascending id order (unknown ids are left out, as the API
/// does).
///
/// Arguments come first, as the Rick and Morty adapter answers them without sending a request: ids with none above
/// 0 are `[]` under every scenario and without a delay. Then the ``Scenario`` applies per call (``StubPort``):
/// `notFound` and `empty` answer `[]`. Every call is recorded in ``calls``, the ids as passed.
package final class StubLocationRepository: LocationRepository, StubbedPort, PortAdapter {
    /// `LocationRepository`.
    package static let port = ScenarioPort.locationRepository
    /// `characters`.
    package static let context: String? = "characters"
    /// The scenario's `locations`.
    package static let data: [any StubDataChecking] = [StubCharacterTables.dataKind(ScenarioLocation.kind)]
    /// Its one method.
    package static let methods: [ScenarioMethod] = [.locations]

    /// The locations answered from.
    package let locations: StubTable<Location>
    /// The machinery: call log, scenario simulation, backing.
    package let stub: StubPort<StubLocationRepositoryCall, UpstreamFailure>

    /// A stub answering from `locations` under `scenario`, waiting on `clock`.
    package init(
        scenario: Scenario = .happyPath, clock: any Clock<Duration> = ContinuousClock(),
        locations: StubTable<Location>
    ) {
        self.locations = locations
        self.stub = StubPort(for: Self.self, scenario: scenario, clock: clock)
    }

    /// A stub answering from the locations `scenario` (already checked) serves, waiting on `clock`.
    package convenience init(scenario: Scenario = .happyPath, clock: any Clock<Duration> = ContinuousClock()) {
        self.init(scenario: scenario, clock: clock, locations: StubCharacterTables.checked(serving: scenario).locations)
    }

    /// Every call so far, the ids as passed (unsorted, repeats kept), in the order the calls arrived.
    package var calls: [StubLocationRepositoryCall] { stub.calls }

    /// The known locations among `ids`, each once, in ascending id order.
    package func locations(withIDs ids: [Int]) async throws(UpstreamFailure) -> [Location] {
        stub.record(.locations(ids: ids))
        guard ids.contains(where: { $0 > 0 }) else { return [] }
        return try await stub.answer(.locations, empty: { [] }, present: { locations.items(withIDs: ids) })
    }
}

extension ScenarioPort {
    /// `LocationRepository`, the port of the Characters context's locations.
    @available(*, deprecated, message: "package in 2.0.0: write the port's name as a literal")
    public static let locationRepository: ScenarioPort = "LocationRepository"
}

extension ScenarioMethod {
    /// `LocationRepository.locations(withIDs:)`.
    @available(*, deprecated, message: "gone in 2.0.0: write the method's name as a literal")
    public static let locations: ScenarioMethod = "locations"
}

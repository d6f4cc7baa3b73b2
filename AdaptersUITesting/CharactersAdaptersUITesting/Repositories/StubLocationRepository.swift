import CharactersDomain
import CompositionKit
import UITestScenario

/// A deterministic ``LocationRepository`` over the stub locations (``StubCharacterCatalogue/locations``): the
/// known locations among the ids asked for, each once, in ascending id order (unknown ids are left out, as the API
/// does).
///
/// Arguments come first, as the Rick and Morty adapter answers them without sending a request: ids with none above
/// 0 are `[]` under every scenario and without a delay. Then the ``Scenario`` applies per call (``StubPort``):
/// `notFound` and `empty` answer `[]`. Every call is recorded in ``calls``: the ids as passed.
public final class StubLocationRepository: LocationRepository, PortImplementation {
    /// The data answered from.
    public let catalogue: StubCharacterCatalogue
    private let stub: StubPort<[Int], LocationRepositoryError>

    /// A stub answering from `catalogue` under `scenario`, waiting on `clock`.
    public init(
        scenario: Scenario = .happyPath, clock: any Clock<Duration> = ContinuousClock(),
        catalogue: StubCharacterCatalogue = .standard
    ) {
        self.catalogue = catalogue
        self.stub = StubPort(.locationRepository, scenario: scenario, clock: clock)
    }

    /// The ids of every call so far, as passed (unsorted, repeats kept), in the order the calls arrived.
    public var calls: [[Int]] { stub.calls }
    /// A stub simulating the scenario.
    public var backing: PortBacking { stub.backing }
    /// Every call so far, described.
    public var recordedCalls: RecordedCalls? { stub.recordedCalls }

    /// The known locations among `ids`, each once, in ascending id order.
    public func locations(withIDs ids: [Int]) async throws(LocationRepositoryError) -> [Location] {
        stub.record(ids)
        let wanted = Set(ids.filter { $0 > 0 })
        guard !wanted.isEmpty else { return [] }
        return try await stub.answer(
            empty: { [] }, present: { wanted.sorted().compactMap(catalogue.location(withID:)) })
    }
}

extension LocationRepositoryError: StubPortError {}

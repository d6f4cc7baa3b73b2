import CharactersAdapters
import CharactersAdaptersUITesting
import CharactersDomain
import Foundation
import MarqueeTestSupport
import StubHTTPServer
import Testing
import UITestScenario

/// The contract of ``LocationRepository``: what the stub and the Rick and Morty adapter must both do.
///
/// Location 1 (Earth (C-137)) was recorded from the API (`rm-location-1.json`) and is served exactly as recorded,
/// so ``parityOfTheRecordedLocation()`` catches drift of the stub's data from the real API there. Every other
/// location is JSON generated from the stub's catalogue: ``roundTrip()`` proves only that the adapter reads back
/// what the stub states. `.serialized` for the reason given on the other contract suites.
@Suite("LocationRepository contract", .serialized)
struct LocationRepositoryContractTests {
    /// The shared batch-port checks, on this port: the suite's one place that names concrete types.
    static let contract = BatchPortContract<any LocationRepository, Location, UpstreamFailure>(
        subject: { implementation, behavior in
            try ContractSubject.make(
                implementation, behavior,
                stub: { StubLocationRepository(scenario: $0, clock: TestClock()) },
                replay: try RickAndMortyReplay(), endpoints: replayEndpoints,
                http: { baseURL, client in
                    RickAndMortyLocationRepository(
                        configuration: RickAndMortyConfiguration(baseURL: baseURL), httpClient: client)
                })
        },
        fetch: { try await $0.locations(withIDs: $1) }, path: "/api/location/")

    @Test(
        "A batch comes back in ascending id order, each once, without the unknown ids",
        arguments: Implementation.allCases)
    func batch(_ implementation: Implementation) async throws {
        try await Self.contract.expectBatchSemantics(implementation, known: [1, 3, 20], unknown: 99_999)
    }

    @Test(
        "A failing service fails with the same domain error", arguments: Implementation.allCases,
        PortBehavior.contractFailures)
    func failures(_ implementation: Implementation, behavior: PortBehavior) async throws {
        try await Self.contract.expectFailure(implementation, behavior, ids: [1, 3])
    }

    @Test(
        "A cancelled caller gets .cancelled; the HTTP adapter's while its request is in flight",
        arguments: Implementation.allCases)
    func cancelledCaller(_ implementation: Implementation) async throws {
        try await Self.contract.expectCancelled(implementation, ids: [1, 3])
    }

    @Test(
        "Arguments come before the service: no ids above 0 is no locations, without asking it",
        arguments: Implementation.allCases, PortBehavior.contractFailures)
    func argumentsBeforeTheService(_ implementation: Implementation, behavior: PortBehavior) async throws {
        try await Self.contract.expectArgumentsFirst(implementation, behavior)
    }

    @Test(
        "An empty world, or one where nothing is found, has no locations", arguments: Implementation.allCases,
        [PortBehavior.empty, .notFound])
    func noLocations(_ implementation: Implementation, behavior: PortBehavior) async throws {
        try await Self.contract.expectNothing(implementation, behavior, ids: [1, 3])
    }

    @Test("The stub and the adapter answer every batch alike, in every behavior of the world")
    func alike() async throws {
        try await Self.contract.expectAlike(
            batches: [[1], [1, 3, 20], [20, 3, 99_999, 1], [99_999], [], [0, -2]], "locations")
    }

    @Test("Round trip: locations 1 through 60 read back through the adapter are the stub's")
    func roundTrip() async throws {
        try await Self.contract.expectRoundTrip(ids: Array(1...60), "locations 1 through 60")
    }

    @Test("Every place a stub character comes from or was last seen at is a stub location of the same name")
    func everyReferencedPlaceIsThere() async throws {
        for reference in StubTable<SeriesCharacter>.standard.items.flatMap({ [$0.origin, $0.location] }) {
            guard let id = reference.id else { continue }
            let location = try #require(
                StubTable<Location>.standard.item(withID: id), "location \(id) (\(reference.name))")
            #expect(location.name == reference.name)
        }
    }

    /// Data drift: location 1 as the stub states it is what the adapter reads from the recording.
    @Test("The stub's Earth (C-137) is the recorded location 1")
    func parityOfTheRecordedLocation() async throws {
        let stub = try Self.contract.subject(.stub, .happyPath)
        let http = try Self.contract.subject(.http, .happyPath)
        defer { http.stop() }

        let stubEarth = try await stub.port.locations(withIDs: [1])
        let httpEarth = try await http.port.locations(withIDs: [1])

        #expect(httpEarth == [Location(id: 1, name: "Earth (C-137)", type: "Planet", dimension: "Dimension C-137")])
        Parity.expectSame(stubEarth, httpEarth, "location 1")
    }

    // MARK: - Replay: the endpoint RickAndMortyLocationRepository calls

    /// Registers `/location/{ids}`: location 1 as recorded, the rest generated from the stub's catalogue (their
    /// `residents` the catalogue's characters from or last seen there). In the `empty` and `notFound` behaviours
    /// there are no locations, as the stub's presets have it.
    static func replayEndpoints(
        _ replay: RickAndMortyReplay, on server: StubHTTPServer, _ behavior: PortBehavior
    ) throws(ContractHarnessError) {
        guard behavior == .happyPath else {
            replay.registerResources("location", on: server, records: [], notFoundMessage: "Location not found")
            return
        }
        let records = try StubTable<Location>.standard.items.map { location throws(ContractHarnessError) in
            let residents = StubTable<SeriesCharacter>.standard.items.filter { $0.location.id == location.id }.map {
                "\(RickAndMortyReplay.publicBaseURL)/character/\($0.id)"
            }
            let object: [String: Any] = [
                "id": location.id, "name": location.name, "type": location.type ?? "",
                "dimension": location.dimension ?? "", "residents": residents,
                "url": "\(RickAndMortyReplay.publicBaseURL)/location/\(location.id)",
                "created": "2017-11-10T12:42:04.162Z",
            ]
            return try ReplayRecord(object: object, fields: [])
        }
        let recorded: Data
        do {
            recorded = try JSONFixture.data("rm-location-1", in: .module)
        } catch {
            throw .missingFixture("rm-location-1")
        }
        replay.registerResources(
            "location", on: server, records: records, recorded: [1: recorded], notFoundMessage: "Location not found")
    }
}

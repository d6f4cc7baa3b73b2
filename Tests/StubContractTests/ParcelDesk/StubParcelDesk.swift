import StubContract
import UITestScenario

/// The desk's stub, written as the article writes a service's: its methods listed once, its port name (`ParcelDesk`)
/// and its data kind (`parcels`) derived.
final class StubParcelDesk: ParcelDesk, StubbedPort {
    enum Method: String, CaseIterable { case parcels, parcel, reportMissing }

    static let parcels = StubDataKind<Parcel>("parcels", standard: LiveParcelDesk.shelf)

    let stub: StubPort<Method, ParcelDeskError>
    let shelf: [Parcel]

    init(scenario: Scenario, clock: any Clock<Duration>) {
        stub = StubPort(for: Self.self, scenario: scenario, clock: clock)
        shelf = Self.parcels.checkedItems(in: scenario)
    }

    func parcels() async throws(ParcelDeskError) -> [Parcel] {
        try await stub.call(empty: [], present: shelf)
    }

    func parcel(id: String) async throws(ParcelDeskError) -> Parcel? {
        try await stub.call(["id": id], empty: nil, present: shelf.first { $0.id == id })
    }

    func reportMissing(id: String) async throws(ParcelDeskError) {
        let known = try await stub.call(["id": id], empty: false, present: shelf.contains { $0.id == id })
        guard known else { throw .notFound(id: id) }
    }
}

/// The desk's live adapter, recorded: each call and its answer, the parcels as the stub's data.
struct RecordedParcelDesk: ParcelDesk {
    let live: any ParcelDesk
    let recording: PortRecording<StubParcelDesk>

    func parcels() async throws(ParcelDeskError) -> [Parcel] {
        try await recording.record(await live.parcels())
    }
    func parcel(id: String) async throws(ParcelDeskError) -> Parcel? {
        try await recording.record(await live.parcel(id: id), with: ["id": id])
    }
    func reportMissing(id: String) async throws(ParcelDeskError) {
        try await recording.record(await live.reportMissing(id: id), with: ["id": id])
    }
}

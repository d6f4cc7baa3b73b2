import MarqueeJSON
import MarqueeTestSupport
import StubContract
import Testing
import UITestScenario

/// A port whose ids are strings and which has a write: held to its contract, recorded and compared for drift like
/// any other.
@Suite("ParcelDesk: string ids and a method that returns nothing")
struct ParcelDeskTests {
    let contract = PortContract<any ParcelDesk>(
        stub: StubParcelDesk.self,
        live: { scenario in
            switch scenario {
            case .happyPath: LiveParcelDesk(shelf: LiveParcelDesk.shelf)
            case .serverError: LiveParcelDesk(shelf: [], failure: .unavailable(retryAfter: nil))
            default: LiveParcelDesk(shelf: [])
            }
        })

    @Test("Every parcel is listed and found by its string id; an unknown id finds none", arguments: ["PX-100", "PX-9"])
    func reads(id: String) async {
        await contract.expect { try await $0.parcels() }
        await contract.expect { try await $0.parcel(id: id) }
    }

    @Test("A parcel reported missing is done, an unknown one is not found, on a desk that is down it fails")
    func write() async {
        await contract.expect { try await $0.reportMissing(id: "PX-100") }
        await contract.expect { try await $0.reportMissing(id: "PX-9") }
        await contract.expect(in: .serverError) { try await $0.reportMissing(id: "PX-100") }
        await contract.expect(in: .serverError) { try await $0.parcels() }
    }

    @Test("The stub records the write as a call of its method, with its string id")
    func stubRecordsTheWrite() async throws {
        // Given
        let stub = StubParcelDesk(scenario: .happyPath, clock: TestClock())

        // When
        try await stub.reportMissing(id: "PX-100")

        // Then
        #expect(stub.stub.calls == [PortCall("reportMissing", ["id": .string("PX-100")])])
        #expect(StubParcelDesk.port == "ParcelDesk")
        #expect(StubParcelDesk.data.map(\.name) == ["parcels"])
    }

    @Test("A recording of the live desk records the write (its answer null) and its parcels with string ids, no drift")
    func recording() async throws {
        // Given
        let recording = PortRecording<StubParcelDesk>()
        let desk = RecordedParcelDesk(live: LiveParcelDesk(shelf: LiveParcelDesk.shelf), recording: recording)

        // When
        _ = try await desk.parcels()
        try await desk.reportMissing(id: "PX-101")
        await #expect(throws: ParcelDeskError.notFound(id: "PX-9")) { try await desk.reportMissing(id: "PX-9") }

        // Then
        #expect(
            recording.calls.map(\.call) == [
                PortCall("parcels"), PortCall("reportMissing", ["id": .string("PX-101")]),
                PortCall("reportMissing", ["id": .string("PX-9")]),
            ])
        #expect(recording.calls[1].answer == .value(.null))
        #expect(recording.calls[2].answer == .failure("ParcelDeskError.notFound"))
        #expect(try StubParcelDesk.parcels.items(in: recording.scenario) == LiveParcelDesk.shelf)
        #expect(
            recording.drift(from: StubParcelDesk.parcels).isEmpty, "\(recording.drift(from: StubParcelDesk.parcels))")
    }

    @Test("A drift between string-id parcels names each parcel by its id")
    func driftByStringID() async throws {
        // Given a live desk where one parcel went to another recipient and one is gone
        let recording = PortRecording<StubParcelDesk>()
        let live = LiveParcelDesk(shelf: [Parcel(id: "PX-100", recipient: "Ann", missing: false)])

        // When
        _ = try await RecordedParcelDesk(live: live, recording: recording).parcels()

        // Then
        let drift = recording.drift(from: StubParcelDesk.parcels).description
        #expect(drift.contains(#"parcels[id PX-100].recipient: stub "Ada", recorded "Ann""#), "\(drift)")
        #expect(drift.contains("parcels[id PX-101]: stub present, recorded absent"), "\(drift)")
    }
}

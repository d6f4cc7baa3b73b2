import SharedKernel

/// A parcel at the desk: a service's own value, identified by a string (`PX-100`), not an integer.
struct Parcel: Codable, Hashable, Sendable {
    let id: String
    let recipient: String
    let missing: Bool
}

/// A port of two reads and a write, as a service has its own: ids are strings, and `reportMissing(id:)` returns
/// nothing.
protocol ParcelDesk: Sendable {
    /// Every parcel, in id order.
    func parcels() async throws(ParcelDeskError) -> [Parcel]
    /// The parcel `id`, if the desk has it.
    func parcel(id: String) async throws(ParcelDeskError) -> Parcel?
    /// Marks the parcel `id` missing; `.notFound(id:)` for a parcel the desk does not have.
    func reportMissing(id: String) async throws(ParcelDeskError)
}

/// Why the desk cannot answer.
enum ParcelDeskError: Error, Equatable, UpstreamFailureCarrying {
    case notFound(id: String)
    case upstream(UpstreamFailure)
}

/// The live adapter: the desk's parcels in memory; `failure` makes every call fail, as a desk that is down does.
struct LiveParcelDesk: ParcelDesk {
    static let shelf = [
        Parcel(id: "PX-100", recipient: "Ada", missing: false), Parcel(id: "PX-101", recipient: "Bo", missing: false),
    ]
    var shelf: [Parcel]
    var failure: UpstreamFailure? = nil

    func parcels() async throws(ParcelDeskError) -> [Parcel] {
        if let failure { throw .upstream(failure) }
        return shelf.sorted { $0.id < $1.id }
    }

    func parcel(id: String) async throws(ParcelDeskError) -> Parcel? {
        if let failure { throw .upstream(failure) }
        return shelf.first { $0.id == id }
    }

    func reportMissing(id: String) async throws(ParcelDeskError) {
        if let failure { throw .upstream(failure) }
        guard shelf.contains(where: { $0.id == id }) else { throw .notFound(id: id) }
    }
}

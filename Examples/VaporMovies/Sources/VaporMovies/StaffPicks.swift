import MarqueeKit

/// The service's own port, not Marquee's: the staff's picks, shown at `/picks`. Production reads them from
/// `VAPOR_MOVIES_PICKS` (`title|note` per line); under `-uitest` they come from ``StubStaffPicks``, with every
/// behaviour, override, per-test data and typed call Marquee's own ports have.
public protocol StaffPicks: Sendable {
    /// The picks, in the staff's order.
    func picks() async throws(StaffPicksError) -> [StaffPick]
}

/// One pick: a title and why.
public struct StaffPick: Codable, Hashable, Sendable {
    /// Its number, from 1.
    public let id: Int
    /// What to watch.
    public let title: String
    /// Why.
    public let note: String

    /// Pick `id`.
    public init(id: Int, title: String, note: String) {
        self.id = id
        self.title = title
        self.note = note
    }
}

/// Why the picks could not be read.
public enum StaffPicksError: Error, Hashable, Sendable, UpstreamFailureCarrying {
    /// The picks are out of reach; `UpstreamFailure` says how.
    case upstream(UpstreamFailure)
}

/// The production adapter: the picks written in the environment, one `title|note` per line.
public struct EnvironmentStaffPicks: StaffPicks {
    let text: String

    /// The picks `environment` holds.
    public init(environment: [String: String]) {
        text = environment["VAPOR_MOVIES_PICKS"] ?? ""
    }

    /// One pick per line, numbered from 1.
    public func picks() async throws(StaffPicksError) -> [StaffPick] {
        text.split(separator: "\n").enumerated().map { index, line in
            let parts = line.split(separator: "|", maxSplits: 1).map(String.init)
            return StaffPick(id: index + 1, title: parts[0], note: parts.count > 1 ? parts[1] : "")
        }
    }
}

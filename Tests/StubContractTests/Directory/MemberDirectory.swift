import SharedKernel

/// A member of a club, as the test port answers it: a service's own value, with a personal field (`email`) that a
/// recording must redact and an optional one (`nickname`) that a renamed JSON member silently loses.
struct Member: Codable, Hashable, Sendable {
    let id: Int
    let name: String
    let nickname: String?
    let email: String
    let friendIDs: [Int]

    /// The club the stub serves by default, and the live adapter holds on the happy path.
    static let club = [
        Member(id: 1, name: "Ada Lovelace", nickname: "Ada", email: "ada@example.org", friendIDs: [2]),
        Member(id: 2, name: "Charles Babbage", nickname: nil, email: "charles@example.org", friendIDs: [1, 3]),
        Member(id: 3, name: "Mary Somerville", nickname: "Mary", email: "mary@example.org", friendIDs: []),
    ]
}

/// A port of three methods, as a service has its own: the test subject of the library.
protocol MemberDirectory: Sendable {
    /// Every member, in id order.
    func members() async throws(DirectoryError) -> [Member]
    /// The member `id`; `.notFound(id:)` for an unknown id.
    func member(id: Int) async throws(DirectoryError) -> Member
    /// The friends of member `id`, in id order (`[]` for a member without friends); `.notFound(id:)` for an
    /// unknown id.
    func friends(ofMember id: Int) async throws(DirectoryError) -> [Member]
}

/// Why the directory cannot answer.
enum DirectoryError: Error, Equatable, UpstreamFailureCarrying {
    case notFound(id: Int)
    case upstream(UpstreamFailure)
}

/// The live adapter: a directory held in memory, standing in for a service's database; `failure` makes every call
/// fail, as a database that is down does.
struct LiveDirectory: MemberDirectory {
    var club: [Member]
    var failure: UpstreamFailure? = nil

    func members() async throws(DirectoryError) -> [Member] {
        if let failure { throw .upstream(failure) }
        return club.sorted { $0.id < $1.id }
    }

    func member(id: Int) async throws(DirectoryError) -> Member {
        if let failure { throw .upstream(failure) }
        guard let member = club.first(where: { $0.id == id }) else { throw .notFound(id: id) }
        return member
    }

    func friends(ofMember id: Int) async throws(DirectoryError) -> [Member] {
        let member = try await member(id: id)
        return club.filter { member.friendIDs.contains($0.id) }.sorted { $0.id < $1.id }
    }
}

import SharedKernel
import UITestScenario

/// The directory's stub, written as a service writes its own (`StubbedPort`).
final class StubDirectory: MemberDirectory, StubbedPort {
    enum Call: StubbedCall, Hashable {
        case members
        case member(id: Int)
        case friends(ofMember: Int)
    }

    static let port: ScenarioPort = "MemberDirectory"
    static let methods: [ScenarioMethod] = ["members", "member", "friends"]
    static let members = StubDataKind<Member>("members", standard: Member.club)
    static let data: [any StubDataChecking] = [members]

    let stub: StubPort<Call, DirectoryError>
    private let club: [Member]

    init(scenario: Scenario, clock: any Clock<Duration>) {
        stub = StubPort(for: Self.self, scenario: scenario, clock: clock)
        club = Self.members.checkedItems(in: scenario)
    }

    func members() async throws(DirectoryError) -> [Member] {
        try await stub.call(.members, empty: [], present: club)
    }

    func member(id: Int) async throws(DirectoryError) -> Member {
        let member = try await stub.call(.member(id: id), empty: nil, present: club.first { $0.id == id })
        guard let member else { throw .notFound(id: id) }
        return member
    }

    func friends(ofMember id: Int) async throws(DirectoryError) -> [Member] {
        let member = try await stub.call(.friends(ofMember: id), empty: nil, present: club.first { $0.id == id })
        guard let member else { throw .notFound(id: id) }
        return club.filter { member.friendIDs.contains($0.id) }
    }
}

import SharedKernel
import UITestScenario

/// The directory's stub, written as a service writes its own (`StubbedPort`).
final class StubDirectory: MemberDirectory, StubbedPort {
    enum Method: String, CaseIterable, Sendable { case members, member, friends }

    static let members = StubDataKind<Member>("members", standard: Member.club)

    let stub: StubPort<Method, DirectoryError>
    private let club: [Member]

    init(scenario: Scenario, clock: any Clock<Duration>) {
        stub = StubPort(for: Self.self, scenario: scenario, clock: clock)
        club = Self.members.checkedItems(in: scenario)
    }

    func members() async throws(DirectoryError) -> [Member] {
        try await stub.call(empty: [], present: club)
    }

    func member(id: Int) async throws(DirectoryError) -> Member {
        let member = try await stub.call(["id": id], empty: nil, present: club.first { $0.id == id })
        guard let member else { throw .notFound(id: id) }
        return member
    }

    func friends(ofMember id: Int) async throws(DirectoryError) -> [Member] {
        let member = try await stub.call(["ofMember": id], empty: nil, present: club.first { $0.id == id })
        guard let member else { throw .notFound(id: id) }
        return club.filter { member.friendIDs.contains($0.id) }
    }
}

import MarqueeJSON
import SharedKernel
import UITestScenario

/// The directory's stub drifted from the live adapter: it answers an unknown member's friends with `[]` instead
/// of not found.
struct EmptyForUnknownStub: MemberDirectory {
    let stub: StubDirectory

    func members() async throws(DirectoryError) -> [Member] { try await stub.members() }
    func member(id: Int) async throws(DirectoryError) -> Member { try await stub.member(id: id) }

    func friends(ofMember id: Int) async throws(DirectoryError) -> [Member] {
        do {
            return try await stub.friends(ofMember: id)
        } catch .notFound {
            return []
        }
    }
}

/// The live adapter drifted: it lists the members newest first.
struct NewestFirstDirectory: MemberDirectory {
    let live: LiveDirectory

    func members() async throws(DirectoryError) -> [Member] { try await live.members().reversed() }
    func member(id: Int) async throws(DirectoryError) -> Member { try await live.member(id: id) }
    func friends(ofMember id: Int) async throws(DirectoryError) -> [Member] { try await live.friends(ofMember: id) }
}

extension Scenario {
    /// This scenario with the stub's standard members as data in which `nickname` is spelled `alias`: the stub's
    /// data with a renamed field, which the item type reads as no nickname at all.
    static func renamingNickname(_ scenario: Scenario) -> Scenario {
        let objects = StubDirectory.members.entities(Member.club).map { object in
            JSONObject(members: object.members.map { ($0.key == "nickname" ? "alias" : $0.key, $0.value) })
        }
        return scenario.serving(objects, as: StubDirectory.members.name)
    }
}

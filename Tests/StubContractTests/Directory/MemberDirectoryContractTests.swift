import StubContract
import Testing
import UITestScenario

/// The directory's contract, as a service writes it for its own port of three methods: the whole file is 40 lines.
@Suite("MemberDirectory contract")
struct MemberDirectoryContractTests {
    let contract = PortContract<any MemberDirectory>(
        stub: StubDirectory.self,
        live: { scenario in
            switch scenario {
            case .happyPath: LiveDirectory(club: StubDirectory.members.standard)
            case .serverError: LiveDirectory(club: [], failure: .unavailable(retryAfter: nil))
            default: LiveDirectory(club: [])
            }
        })

    @Test("Every member is listed, in id order")
    func everyMember() async { await contract.expect { try await $0.members() } }

    @Test("A member is found by id, and an unknown id is not found", arguments: [1, 3, 99])
    func memberByID(id: Int) async { await contract.expect { try await $0.member(id: id) } }

    @Test("A member's friends are listed; none is [], an unknown member is not found", arguments: [2, 3, 99])
    func friends(id: Int) async { await contract.expect { try await $0.friends(ofMember: id) } }

    @Test("An empty directory, or one that finds nothing, lists no one", arguments: [Scenario.empty, .notFound])
    func nobody(scenario: Scenario) async {
        await contract.expect(in: scenario) { try await $0.members() }
        await contract.expect(in: scenario) { try await $0.member(id: 1) }
        await contract.expect(in: scenario) { try await $0.friends(ofMember: 1) }
    }

    @Test("A directory that is down fails every call the same way")
    func down() async {
        await contract.expect(in: .serverError) { try await $0.members() }
        await contract.expect(in: .serverError) { try await $0.friends(ofMember: 1) }
    }
}

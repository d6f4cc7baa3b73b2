import MarqueeJSON
import SharedKernel
import StubContract
import Testing
import UITestScenario

/// What the contract makes of a stub and a live adapter that part: the mismatch value names the expectation, the
/// scenario, and both answers side by side, field by field where both are values.
@Suite("PortContract")
struct PortContractTests {
    static let live: @Sendable (Scenario) -> any MemberDirectory = { scenario in
        LiveDirectory(club: scenario == .happyPath ? Member.club : [])
    }

    @Test("A stub that answers an unknown id with [] instead of not found fails, naming both answers")
    func emptyInsteadOfNotFound() async throws {
        // Given
        let contract = PortContract<any MemberDirectory>(
            stub: { EmptyForUnknownStub(stub: StubDirectory(scenario: $0, clock: ContinuousClock())) },
            live: Self.live)

        // When
        let mismatch = try #require(
            await contract.compare("An unknown member is not found") { try await $0.friends(ofMember: 99) })

        // Then
        #expect(mismatch.expectation == "An unknown member is not found")
        #expect(mismatch.scenario == "happyPath")
        #expect(mismatch.stub == .value(.array([])))
        #expect(mismatch.live == .failure("DirectoryError.notFound"))
        #expect(
            mismatch.description == """
                "An unknown member is not found" (scenario happyPath): the stub and the live adapter answer differently
                  stub: []
                  live: failure DirectoryError.notFound
                """)
    }

    @Test("A stub whose data renamed a field fails, naming the field and both values")
    func renamedField() async throws {
        // Given
        let contract = PortContract<any MemberDirectory>(
            stub: { StubDirectory(scenario: .renamingNickname($0), clock: ContinuousClock()) }, live: Self.live)

        // When
        let mismatch = try #require(await contract.compare("Member 1 is found") { try await $0.member(id: 1) })

        // Then
        #expect(mismatch.differences.map { $0.described(otherName: "live") } == [#"nickname: stub absent, live "Ada""#])
        #expect(mismatch.description.contains(#"  nickname: stub absent, live "Ada""#))
        #expect(mismatch.description.hasPrefix(#""Member 1 is found" (scenario happyPath)"#))
    }

    @Test("A live adapter that lists in another order fails, naming the two orders")
    func anotherOrder() async throws {
        // Given
        let contract = PortContract<any MemberDirectory>(
            stub: { StubDirectory(scenario: $0, clock: ContinuousClock()) },
            live: { NewestFirstDirectory(live: LiveDirectory(club: $0 == .happyPath ? Member.club : [])) })

        // When
        let mismatch = try #require(await contract.compare("Every member, in id order") { try await $0.members() })

        // Then
        #expect(
            mismatch.differences.map { $0.described(otherName: "live") } == [
                "(order): stub id 1, id 2, id 3, live id 3, id 2, id 1"
            ])
    }

    @Test("A stub and a live adapter that agree have no mismatch, in every scenario the contract names")
    func agreement() async {
        // Given
        let contract = PortContract<any MemberDirectory>(
            stub: { StubDirectory(scenario: $0, clock: ContinuousClock()) },
            live: { LiveDirectory(club: $0 == .happyPath ? Member.club : []) })

        // When
        let happy = await contract.compare("friends") { try await $0.friends(ofMember: 2) }
        let notFound = await contract.compare("member", in: .notFound) { try await $0.member(id: 1) }

        // Then
        #expect(happy == nil)
        #expect(notFound == nil)
    }

    @Test("A live adapter that cannot be put in the scenario fails the expectation, never passes on the stub alone")
    func liveCannot() async throws {
        // Given
        let contract = PortContract<any MemberDirectory>(
            stub: { StubDirectory(scenario: $0, clock: ContinuousClock()) },
            live: { scenario throws(DirectoryError) in
                guard scenario == .happyPath else { throw .upstream(.rejected) }
                return LiveDirectory(club: Member.club)
            })

        // When
        let mismatch = try #require(await contract.compare("down", in: .serverError) { try await $0.members() })

        // Then
        #expect(mismatch.stub == .failure("DirectoryError.upstream"))
        #expect("\(mismatch.live)".hasPrefix("failure the live adapter cannot be put in the scenario serverError: "))
    }

    @Test("expect records the mismatch as an issue of the running test, named after it")
    func expectRecordsAnIssue() async {
        // Given
        let contract = PortContract<any MemberDirectory>(
            stub: { EmptyForUnknownStub(stub: StubDirectory(scenario: $0, clock: ContinuousClock())) },
            live: Self.live)

        // When, then
        await withKnownIssue {
            let answer = await contract.expect { try await $0.friends(ofMember: 99) }
            #expect(answer == .value(.array([])))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix(#""expect records the mismatch"#) }
        }
    }

    @Test("A stub whose data does not read answers with the error naming its JSON path, never stops the run")
    func unreadableStubData() async throws {
        // Given
        let contract = PortContract<any MemberDirectory>(stub: StubDirectory.self, live: Self.live)
        let scenario = try Scenario.parse(#"{"version": 2, "data": {"members": [{"id": 1, "name": 5}]}}"#)

        // When
        let mismatch = try #require(await contract.compare("members", in: scenario) { try await $0.members() })

        // Then
        #expect("\(mismatch.stub)".hasPrefix("failure the stub cannot be built for the scenario"))
        #expect("\(mismatch.stub)".contains("data.members[0].name"))
    }

    @Test("A failure is named by its type and case, without the case's values")
    func caseNames() {
        #expect(ContractAnswer.caseName(of: DirectoryError.notFound(id: 7)) == "DirectoryError.notFound")
        #expect(ContractAnswer.caseName(of: UpstreamFailure.unauthorized) == "UpstreamFailure.unauthorized")
        #expect(ContractAnswer.caseName(of: CancellationError()) == "CancellationError")
    }
}

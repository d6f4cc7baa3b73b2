import Foundation
import MarqueeJSON
import SharedKernel
import StubContract
import Testing
import UITestScenario

/// A recording of a live adapter: its calls and answers as the port's own values, its data in the JSON the stub's
/// data kinds read, redacted before anything is kept; and the drift between it and the stub's standard data.
@Suite("PortRecording")
struct PortRecordingTests {
    /// A recording of `club` that redacts `email`, after the calls a contract run makes.
    static func recorded(_ club: [Member]) async throws -> PortRecording<StubDirectory> {
        let recording = PortRecording<StubDirectory>(redacting: ["email"])
        let directory = RecordedDirectory(live: LiveDirectory(club: club), recording: recording)
        _ = try await directory.members()
        _ = try await directory.friends(ofMember: 2)
        return recording
    }

    @Test("Each call is recorded with its answer as the port's values, the personal field redacted")
    func calls() async throws {
        // Given, when
        let recording = try await Self.recorded(Member.club)

        // Then
        #expect(recording.calls.map(\.call) == [PortCall("members"), PortCall("friends", ["ofMember": .integer(2)])])
        let answer = try #require(recording.calls.last?.answer)
        #expect("\(answer)".contains(#""email":"<redacted>""#))
        #expect(!recording.json.contains("@example.org"))
    }

    @Test("The recording is the scenario JSON of the data answered, each member on a line, the personal field redacted")
    func json() async throws {
        // Given
        let recording = PortRecording<StubDirectory>(redacting: ["email"])
        let directory = RecordedDirectory(live: LiveDirectory(club: Member.club), recording: recording)

        // When
        _ = try await directory.member(id: 3)

        // Then
        #expect(
            recording.json == """
                {
                  "version": 2,
                  "data": {
                    "members": [
                      {
                        "email": "<redacted>",
                        "friendIDs": [],
                        "id": 3,
                        "name": "Mary Somerville",
                        "nickname": "Mary"
                      }
                    ]
                  }
                }

                """)
    }

    @Test("A failing call is recorded as its failure, and its error reaches the caller unchanged")
    func failure() async {
        // Given
        let recording = PortRecording<StubDirectory>()
        let directory = RecordedDirectory(live: LiveDirectory(club: Member.club), recording: recording)

        // When
        await #expect(throws: DirectoryError.notFound(id: 99)) { try await directory.member(id: 99) }

        // Then
        #expect(recording.calls.map(\.answer) == [.failure("DirectoryError.notFound")])
        #expect(recording.scenario.data.entities(of: "members").isEmpty)
    }

    @Test("The recording is scenario JSON that the stub reads as its standard data, as written")
    func becomesStandardData() async throws {
        // Given
        let recording = try await Self.recorded(Member.club)
        let file = FileManager.default.temporaryDirectory.appending(
            path: "stub-contract-\(ProcessInfo.processInfo.processIdentifier)-standard/MemberDirectory.json")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }

        // When
        try recording.write(to: file)
        let promoted = StubDataKind<Member>("members", standardIn: file)

        // Then
        let redacted = Member.club.map {
            Member(id: $0.id, name: $0.name, nickname: $0.nickname, email: "<redacted>", friendIDs: $0.friendIDs)
        }
        #expect(promoted.standard == redacted)
        #expect(try StubDirectory.members.items(in: recording.scenario) == redacted)
        let written = try Scenario.parse(String(decoding: Data(contentsOf: file), as: UTF8.self))
        #expect(try StubDirectory.members.items(in: written) == redacted)
    }

    @Test("The drift report says field by field where the stub's data and a fresh recording part")
    func drift() async throws {
        // Given: upstream renamed member 2 and lost member 3 (and every email differs, but is redacted)
        var club = Array(Member.club.prefix(2))
        club[1] = Member(id: 2, name: "C. Babbage", nickname: nil, email: "new@example.org", friendIDs: [1])

        // When
        let drift = try await Self.recorded(club).drift(from: StubDirectory.members)

        // Then
        #expect(
            drift.differences.map { $0.described(otherName: "recorded") } == [
                #"members[id 2].friendIDs[1]: stub 3, recorded absent"#,
                #"members[id 2].name: stub "Charles Babbage", recorded "C. Babbage""#,
                #"members[id 3]: stub present (name "Mary Somerville"), recorded absent"#,
            ])
        #expect(drift.description.hasPrefix("members: the stub's standard data and the recording part"))
    }

    @Test("A recording of what the stub states has no drift")
    func noDrift() async throws {
        let recording = try await Self.recorded(Member.club)
        #expect(recording.drift(from: StubDirectory.members).isEmpty)
        recording.expectNoDrift(from: StubDirectory.members)
    }
}

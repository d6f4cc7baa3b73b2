import StubContract

/// The directory's recording decorator, as a service writes it for its port of three methods.
struct RecordedDirectory: MemberDirectory {
    let live: any MemberDirectory
    let recording: PortRecording<StubDirectory>

    func members() async throws(DirectoryError) -> [Member] {
        try await recording.record(await live.members())
    }
    func member(id: Int) async throws(DirectoryError) -> Member {
        try await recording.record(await live.member(id: id), with: ["id": id])
    }
    func friends(ofMember id: Int) async throws(DirectoryError) -> [Member] {
        try await recording.record(await live.friends(ofMember: id), with: ["ofMember": id])
    }
}

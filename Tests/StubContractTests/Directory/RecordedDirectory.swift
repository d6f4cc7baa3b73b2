import StubContract

/// The directory's recording decorator, as a service writes it for its port of three methods.
struct RecordedDirectory: MemberDirectory {
    let live: any MemberDirectory
    let recording: PortRecording<StubDirectory>

    func members() async throws(DirectoryError) -> [Member] {
        try await recording.record(.members, await live.members())
    }
    func member(id: Int) async throws(DirectoryError) -> Member {
        try await recording.record(.member(id: id), await live.member(id: id))
    }
    func friends(ofMember id: Int) async throws(DirectoryError) -> [Member] {
        try await recording.record(.friends(ofMember: id), await live.friends(ofMember: id))
    }
}

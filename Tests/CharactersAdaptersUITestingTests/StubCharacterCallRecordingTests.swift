import CharactersAdaptersUITesting
import CharactersDomain
import MarqueeTestSupport
import Testing
import UITestScenario

@Suite("Stub character call recording")
struct StubCharacterCallRecordingTests {
    @Test("Every call is recorded with its arguments as passed, failed calls included, in order")
    func recordsCalls() async throws {
        // Given
        let characters = StubCharacterRepository(clock: TestClock())
        let episodes = StubEpisodeRepository(clock: TestClock())
        let filter = CharacterFilter(name: "rick", status: .alive)

        // When
        _ = try await characters.characters(page: 1, filter: filter)
        _ = try await characters.character(withID: 2)
        _ = try? await characters.character(withID: 0)
        _ = try await characters.characters(withIDs: [3, 1, 3])
        _ = try await episodes.episodes(withIDs: [2, 1])

        // Then
        #expect(
            characters.calls == [
                .characters(page: 1, filter: filter), .character(id: 2), .character(id: 0),
                .charactersWithIDs([3, 1, 3]),
            ])
        #expect(episodes.calls == [.episodes(ids: [2, 1])])
    }

    @Test("100 concurrent calls are all recorded, each exactly once")
    func concurrentCalls() async {
        // Given
        let characters = StubCharacterRepository(clock: TestClock())
        let episodes = StubEpisodeRepository(clock: TestClock())

        // When
        await withTaskGroup(of: Void.self) { group in
            for id in 1...100 {
                group.addTask { _ = try? await characters.character(withID: id) }
                group.addTask { _ = try? await episodes.episodes(withIDs: [id]) }
            }
        }

        // Then
        #expect(characters.calls.count == 100)
        #expect(Set(characters.calls) == Set((1...100).map { StubCharacterRepositoryCall.character(id: $0) }))
        #expect(episodes.calls.count == 100)
        #expect(Set(episodes.calls) == Set((1...100).map { StubEpisodeRepositoryCall.episodes(ids: [$0]) }))
    }
}

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

    @Test("Each port's log reports its calls as data: method, and arguments by label; a filter by query name")
    func reportsCallsAsData() async throws {
        // Given each stub after one call (a page past the end is recorded too)
        let characters = StubCharacterRepository(clock: TestClock())
        let episodes = StubEpisodeRepository(clock: TestClock())
        let locations = StubLocationRepository(clock: TestClock())
        _ = try? await characters.characters(page: 2, filter: CharacterFilter(name: "rick", gender: .male))
        _ = try await episodes.episodes(withIDs: [2, 1])
        _ = try await locations.locations(withIDs: [1, 3])

        // When their logs are reported
        let reported = [characters.recordedCalls, episodes.recordedCalls, locations.recordedCalls]
            .map { $0.calls.map(\.description) }

        // Then each call reads as its method with its arguments, `null` for a filter field left open
        #expect(
            reported == [
                [
                    #"characters(filter: {"gender":"male","name":"rick","species":null,"status":null,"#
                        + #""type":null}, page: 2)"#
                ],
                ["episodes(ids: [2,1])"], ["locations(ids: [1,3])"],
            ])
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

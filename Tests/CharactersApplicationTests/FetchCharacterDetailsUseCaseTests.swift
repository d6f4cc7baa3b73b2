import CharactersApplication
import CharactersDomain
import MarqueeTestSupport
import Testing

@Suite("FetchCharacterDetails use case")
struct FetchCharacterDetailsUseCaseTests {
    /// What each character port error becomes. A lookup by id has no page to be out of range, so that answer
    /// breaks the port's promise: invalid response.
    static let expectedCharacterErrors: [CharacterRepositoryError: FetchCharacterDetailsError] = Dictionary(
        uniqueKeysWithValues: [
            (.notFound(characterID: 1), .notFound(characterID: 1)),
            (.pageOutOfRange(page: 43), .upstream(.invalidResponse)),
        ] + UpstreamFailure.everyCase.map { (.upstream($0), .upstream($0)) })

    /// What each episode port error becomes.
    static let expectedEpisodeErrors: [UpstreamFailure: FetchCharacterDetailsError] = Dictionary(
        uniqueKeysWithValues: UpstreamFailure.everyCase.map { ($0, .upstream($0)) })

    @Test("the character is fetched by id and its episodes in one batched call with its episode ids")
    func success() async throws {
        // Given a character in episodes 1, 2 and 3, and an episode port that knows them
        let characters = FakeCharacterRepository(character: .success(.rick))
        let episodes = FakeBatchRepository<Episode, UpstreamFailure>(result: .success(Episode.rickPilotEpisodes))
        let useCase = FetchCharacterDetailsUseCase(
            characterRepository: characters, episodeRepository: episodes,
            locationRepository: FakeBatchRepository<Location, UpstreamFailure>())

        // When its details are asked for
        let details = try await useCase.execute(characterID: 1)

        // Then the character, its episodes and its places are returned
        #expect(
            details
                == CharacterDetails(
                    character: .rick, episodes: Episode.rickPilotEpisodes, origin: .earth, lastKnownLocation: .citadel))
        // And the character was fetched once by id, the episodes in exactly one call with all its episode ids
        #expect(characters.calls == [.character(id: 1)])
        #expect(episodes.calls == [[1, 2, 3]])
    }

    @Test("a character in no episode gets no episode call")
    func noEpisodes() async throws {
        // Given a character the API lists in no episode
        let characters = FakeCharacterRepository(character: .success(.withoutEpisodes))
        let episodes = FakeBatchRepository<Episode, UpstreamFailure>()
        let useCase = FetchCharacterDetailsUseCase(
            characterRepository: characters, episodeRepository: episodes,
            locationRepository: FakeBatchRepository<Location, UpstreamFailure>())

        // When its details are asked for
        let details = try await useCase.execute(characterID: 19)

        // Then it has no episodes, and the episode port was never called
        #expect(details == CharacterDetails(character: .withoutEpisodes, episodes: []))
        #expect(episodes.calls.isEmpty)
    }

    /// What each location port error becomes.
    static let expectedLocationErrors: [UpstreamFailure: FetchCharacterDetailsError] = Dictionary(
        uniqueKeysWithValues: UpstreamFailure.everyCase.map { ($0, .upstream($0)) })

    @Test("origin and last known location come from one batched location call with both ids")
    func locations() async throws {
        // Given a character from location 1, last seen at location 3
        let locations = FakeBatchRepository<Location, UpstreamFailure>()
        let useCase = FetchCharacterDetailsUseCase(
            characterRepository: FakeCharacterRepository(character: .success(.rick)),
            episodeRepository: FakeBatchRepository<Episode, UpstreamFailure>(), locationRepository: locations)

        // When its details are asked for
        let details = try await useCase.execute(characterID: 1)

        // Then both places are there, from exactly one call for both ids
        #expect(details.origin == .earth)
        #expect(details.lastKnownLocation == .citadel)
        #expect(locations.calls == [[1, 3]])
    }

    @Test("a character whose origin and location are unknown (no id) gets no location call")
    func unknownPlaces() async throws {
        // Given a character with neither an origin id nor a location id
        let locations = FakeBatchRepository<Location, UpstreamFailure>()
        let useCase = FetchCharacterDetailsUseCase(
            characterRepository: FakeCharacterRepository(character: .success(.withoutEpisodes)),
            episodeRepository: FakeBatchRepository<Episode, UpstreamFailure>(), locationRepository: locations)

        // When its details are asked for
        let details = try await useCase.execute(characterID: 19)

        // Then it has no places, and the location port was never called
        #expect(details.origin == nil && details.lastKnownLocation == nil)
        #expect(locations.calls.isEmpty)
    }

    @Test("every location port error maps to the use case's own error", arguments: UpstreamFailure.everyCase)
    func locationError(portError: UpstreamFailure) async throws {
        // Given a character with places, and a location port that fails with `portError`
        let expected = try #require(Self.expectedLocationErrors[portError])
        let useCase = FetchCharacterDetailsUseCase(
            characterRepository: FakeCharacterRepository(character: .success(.rick)),
            episodeRepository: FakeBatchRepository<Episode, UpstreamFailure>(),
            locationRepository: FakeBatchRepository<Location, UpstreamFailure>(result: .failure(portError)))

        // When the details are asked for
        // Then the use case throws its own error for it
        await #expect(throws: expected) { try await useCase.execute(characterID: 1) }
    }

    @Test("when episodes and locations both fail, the episodes' error is the one reported")
    func bothFail() async {
        // Given both batch ports failing differently
        let useCase = FetchCharacterDetailsUseCase(
            characterRepository: FakeCharacterRepository(character: .success(.rick)),
            episodeRepository: FakeBatchRepository<Episode, UpstreamFailure>(result: .failure(.rateLimited)),
            locationRepository: FakeBatchRepository<Location, UpstreamFailure>(result: .failure(.unauthorized)))

        // When the details are asked for
        // Then the episodes' error wins, whichever finished first
        await #expect(throws: FetchCharacterDetailsError.upstream(.rateLimited)) {
            try await useCase.execute(characterID: 1)
        }
    }

    @Test("the error tables cover every error the ports can throw")
    func tablesCoverEveryPortError() {
        // Given every case of both ports' errors
        // When the tables of expected mappings are consulted
        // Then each has a row for every case
        #expect(Set(Self.expectedCharacterErrors.keys) == Set(CharacterRepositoryError.everyCase))
        #expect(Set(Self.expectedEpisodeErrors.keys) == Set(UpstreamFailure.everyCase))
        #expect(Set(Self.expectedLocationErrors.keys) == Set(UpstreamFailure.everyCase))
    }

    @Test(
        "every character port error maps to the use case's own error, and no episode is asked for",
        arguments: CharacterRepositoryError.everyCase)
    func characterError(portError: CharacterRepositoryError) async throws {
        // Given a character port that fails with `portError`
        let expected = try #require(Self.expectedCharacterErrors[portError])
        let episodes = FakeBatchRepository<Episode, UpstreamFailure>()
        let useCase = FetchCharacterDetailsUseCase(
            characterRepository: FakeCharacterRepository(character: .failure(portError)), episodeRepository: episodes,
            locationRepository: FakeBatchRepository<Location, UpstreamFailure>())

        // When the details are asked for
        // Then the use case throws its own error for it
        await #expect(throws: expected) {
            try await useCase.execute(characterID: 1)
        }
        // And the episode port was never called
        #expect(episodes.calls.isEmpty)
    }

    @Test("every episode port error maps to the use case's own error", arguments: UpstreamFailure.everyCase)
    func episodeError(portError: UpstreamFailure) async throws {
        // Given a character in three episodes, and an episode port that fails with `portError`
        let expected = try #require(Self.expectedEpisodeErrors[portError])
        let episodes = FakeBatchRepository<Episode, UpstreamFailure>(result: .failure(portError))
        let useCase = FetchCharacterDetailsUseCase(
            characterRepository: FakeCharacterRepository(character: .success(.rick)), episodeRepository: episodes,
            locationRepository: FakeBatchRepository<Location, UpstreamFailure>())

        // When the details are asked for
        // Then the use case throws its own error for it
        await #expect(throws: expected) {
            try await useCase.execute(characterID: 1)
        }
        #expect(episodes.calls == [[1, 2, 3]])
    }
}

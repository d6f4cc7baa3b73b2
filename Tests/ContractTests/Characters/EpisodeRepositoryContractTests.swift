import CharactersAdapters
import CharactersAdaptersUITesting
import CharactersDomain
import MarqueeTestSupport
import StubHTTPServer
import Testing
import UITestScenario

/// The contract of ``EpisodeRepository``: what the stub and the Rick and Morty adapter must both do.
///
/// No episode was recorded from the API: the replay serves JSON generated from the stub's own catalogue. So
/// ``roundTrip()`` proves the adapter reads back what the stub states (decoding of air dates and codes, ordering,
/// deduplication), and nothing here catches drift of the episode data from the real API's.
///
/// `.serialized`: every case holds a loopback server and a URLSession, so the cases run one at a time. The suite
/// then holds a few descriptors instead of hundreds at once, which keeps the whole test process well inside a
/// common 1024-descriptor limit, and takes no longer in practice.
@Suite("EpisodeRepository contract", .serialized)
struct EpisodeRepositoryContractTests {
    /// The shared batch-port checks, on this port: the suite's one place that names concrete types.
    static let contract = BatchPortContract<any EpisodeRepository, Episode, UpstreamFailure>(
        subject: { implementation, behavior in
            try ContractSubject.make(
                implementation, behavior,
                stub: { StubEpisodeRepository(scenario: $0, clock: TestClock()) },
                replay: try RickAndMortyReplay(), endpoints: replayEndpoints,
                http: { baseURL, client in
                    RickAndMortyEpisodeRepository(
                        configuration: RickAndMortyConfiguration(baseURL: baseURL), httpClient: client)
                })
        },
        fetch: { try await $0.episodes(withIDs: $1) }, path: "/api/episode/")

    /// The episodes Rick Sanchez (recorded character 1) appears in: all of seasons 1 through 5.
    static let ricksEpisodes = Array(1...51)

    @Test(
        "A batch comes back in ascending id order, each once, without the unknown ids",
        arguments: Implementation.allCases)
    func batch(_ implementation: Implementation) async throws {
        try await Self.contract.expectBatchSemantics(implementation, known: [1, 3, 28], unknown: 99_999)
    }

    @Test("Episode 1 is the Pilot, S01E01, first aired on 2013-12-02", arguments: Implementation.allCases)
    func pilot(_ implementation: Implementation) async throws {
        // Given
        let subject = try Self.contract.subject(implementation, .happyPath)
        defer { subject.stop() }

        // When
        let pilot = try #require(try await subject.port.episodes(withIDs: [1]).first)

        // Then
        #expect(pilot.name == "Pilot")
        #expect(pilot.code == EpisodeCode(season: 1, episode: 1))
        #expect(pilot.airDate == CalendarDate(year: 2013, month: 12, day: 2))
    }

    @Test("Every episode a recorded character appears in is there, in one call", arguments: Implementation.allCases)
    func episodesOfTheRecordedCharacters(_ implementation: Implementation) async throws {
        // Given
        let subject = try Self.contract.subject(implementation, .happyPath)
        defer { subject.stop() }

        // When
        let episodes = try await subject.port.episodes(withIDs: Self.ricksEpisodes.reversed())

        // Then
        #expect(episodes.map(\.id) == Self.ricksEpisodes)
        #expect(zip(episodes, episodes.dropFirst()).allSatisfy { $0.code < $1.code }, "ids follow air order")
    }

    @Test(
        "A failing service fails with the same domain error", arguments: Implementation.allCases,
        PortBehavior.contractFailures)
    func failures(_ implementation: Implementation, behavior: PortBehavior) async throws {
        try await Self.contract.expectFailure(implementation, behavior, ids: [1, 2])
    }

    @Test(
        "A caller whose task is cancelled gets .cancelled; the HTTP adapter's while its request is in flight",
        arguments: Implementation.allCases)
    func cancelledCaller(_ implementation: Implementation) async throws {
        try await Self.contract.expectCancelled(implementation, ids: [1, 2])
    }

    @Test(
        "Arguments come before the service: no ids above 0 is no episodes, without asking it",
        arguments: Implementation.allCases, PortBehavior.contractFailures)
    func argumentsBeforeTheService(_ implementation: Implementation, behavior: PortBehavior) async throws {
        try await Self.contract.expectArgumentsFirst(implementation, behavior)
    }

    @Test(
        "An empty world, or one where nothing is found, has no episodes", arguments: Implementation.allCases,
        [PortBehavior.empty, .notFound])
    func noEpisodes(_ implementation: Implementation, behavior: PortBehavior) async throws {
        try await Self.contract.expectNothing(implementation, behavior, ids: [1, 2])
    }

    /// Not a data-drift check (see the suite): every episode the replay serves is made from the stub's catalogue.
    @Test("The stub and the adapter answer every batch alike, in every behavior of the world")
    func alike() async throws {
        try await Self.contract.expectAlike(
            batches: [[1], [1, 2, 51], [51, 2, 99_999, 1], [99_999], [], [0, -2]], "episodes")
    }

    @Test("Round trip: episodes 1 through 100 read back through the adapter are the stub's")
    func roundTrip() async throws {
        try await Self.contract.expectRoundTrip(ids: Array(1...100), "episodes 1 through 100")
    }

    // MARK: - Replay: the endpoint RickAndMortyEpisodeRepository calls

    /// Registers `/episode/{ids}` on `server`: every episode of the stub's catalogue, generated (no episode was
    /// recorded), its `characters` the catalogue's characters that appear in it. In the `empty` and `notFound`
    /// behaviours there are no episodes, as the stub's presets have it.
    static func replayEndpoints(
        _ replay: RickAndMortyReplay, on server: StubHTTPServer, _ behavior: PortBehavior
    ) throws(ContractHarnessError) {
        let episodes: [ReplayRecord] =
            behavior != .happyPath
            ? []
            : try StubTable<Episode>.standard.items.map { episode throws(ContractHarnessError) in
                let characterIDs = StubTable<SeriesCharacter>.standard.items.filter {
                    $0.episodeIDs.contains(episode.id)
                }
                .map(\.id)
                return try ReplayRecord(object: episodeJSON(episode, characterIDs: characterIDs), fields: [])
            }
        replay.registerResources("episode", on: server, records: episodes, notFoundMessage: "Episode not found")
    }

    /// The instant every generated episode claims it was created (the domain does not keep it).
    static let episodeCreated = "2017-11-10T12:56:33.798Z"

    /// An episode object; `characterIDs` are the characters of the world that appear in it.
    static func episodeJSON(_ episode: Episode, characterIDs: [Int]) -> [String: Any] {
        let months = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ]
        return [
            "id": episode.id,
            "name": episode.name,
            "air_date": "\(months[episode.airDate.month - 1]) \(episode.airDate.day), \(episode.airDate.year)",
            "episode": episode.code.description,
            "characters": characterIDs.map { "\(RickAndMortyReplay.publicBaseURL)/character/\($0)" },
            "url": "\(RickAndMortyReplay.publicBaseURL)/episode/\(episode.id)",
            "created": episodeCreated,
        ]
    }

}

import CharactersAdaptersUITesting
import CharactersDomain
import Foundation
import MarqueeTestSupport
import SharedKernel
import Testing
import UITestScenario

@Suite("Stub character data")
struct StubCharacterDataTests {

    @Test("There are at least 40 characters with distinct ids in ascending order")
    func size() {
        // Given
        let ids = StubTable<SeriesCharacter>.standard.items.map(\.id)

        // When
        let sorted = ids.sorted()

        // Then
        #expect(ids.count >= 40)
        #expect(ids == sorted && Set(ids).count == ids.count)
    }

    @Test("Every episode a character appears in resolves, and every listed character resolves by id")
    func referentialIntegrity() async throws {
        // Given
        let characters = StubCharacterRepository(clock: TestClock())
        let episodes = StubEpisodeRepository(clock: TestClock())
        var listed: [SeriesCharacter] = []
        var page = 1
        while true {
            let result = try await characters.characters(page: page, filter: CharacterFilter())
            listed += result.results
            guard result.hasNextPage else { break }
            page += 1
        }

        // When
        var unresolved: [String] = []
        for character in listed {
            if try await characters.character(withID: character.id) != character {
                unresolved.append("\(character.id)")
            }
            let found = try await episodes.episodes(withIDs: character.episodeIDs)
            if found.map(\.id) != Set(character.episodeIDs).sorted() {
                unresolved.append("episodes of \(character.id)")
            }
        }

        // Then
        #expect(listed == StubTable<SeriesCharacter>.standard.items)
        #expect(unresolved.isEmpty, "\(unresolved)")
    }

    @Test("The data covers every status, every gender and an origin the API does not know")
    func coverage() {
        // Given
        let characters = StubTable<SeriesCharacter>.standard.items

        // When
        let statuses = Set(characters.map(\.status))
        let genders = Set(characters.map(\.gender))
        let unknownOrigins = characters.filter { $0.origin.name == "unknown" && $0.origin.id == nil }

        // Then
        #expect(statuses == Set(CharacterStatus.allCases))
        #expect(genders == Set(CharacterGender.allCases))
        #expect(unknownOrigins.count >= 5)
        #expect(characters.contains { $0.location.name == "unknown" && $0.location.id == nil })
        #expect(characters.contains { $0.type != nil } && characters.contains { $0.type == nil })
    }

    @Test("Every character is a plausible API record: avatar URL from its id, episodes, a created instant")
    func fieldsArePlausible() {
        for character in StubTable<SeriesCharacter>.standard.items {
            // Given
            let avatar = "https://rickandmortyapi.com/api/character/avatar/\(character.id).jpeg"

            // When
            let created = UTCInstant.iso8601Milliseconds(character.created)

            // Then
            #expect(character.imageURL.absoluteString == avatar)
            #expect(!character.name.isEmpty && !character.species.isEmpty && !character.episodeIDs.isEmpty)
            #expect(character.type.map { !$0.isEmpty } ?? true)
            #expect(created?.hasPrefix("2017-11-0") == true || created?.hasPrefix("2021-11-02") == true)
            #expect([character.origin, character.location].allSatisfy { ($0.name == "unknown") == ($0.id == nil) })
        }
    }

    @Test(
        "Characters carry the API's recorded values, created instants to the millisecond",
        arguments: [
            (1, "Rick Sanchez", "2017-11-04T18:48:46.250Z"), (2, "Morty Smith", "2017-11-04T18:50:21.651Z"),
            (19, "Antenna Rick", "2017-11-04T22:28:13.756Z"),
            (20, "Ants in my Eyes Johnson", "2017-11-04T22:34:53.659Z"),
            (37, "Beth Sanchez", "2017-11-05T09:38:22.960Z"), (826, "Butter Robot", "2021-11-02T17:24:37.458Z"),
        ])
    func recordedValues(id: Int, name: String, created: String) throws {
        // Given
        let character = try #require(StubTable<SeriesCharacter>.standard.item(withID: id))

        // When
        let instant = UTCInstant.iso8601Milliseconds(character.created)

        // Then
        #expect(character.name == name)
        #expect(instant == created)
    }

    @Test("Character 19 is the recorded one with an unknown status, origin and location")
    func antennaRick() throws {
        // Given
        let character = try #require(StubTable<SeriesCharacter>.standard.item(withID: 19))

        // When
        let unknown = CharacterLocation(name: "unknown", id: nil)

        // Then
        #expect(character.status == .unknown && character.type == "Human with antennae" && character.gender == .male)
        #expect(character.origin == unknown && character.location == unknown)
        #expect(character.episodeIDs == [10])
    }

    @Test("Episodes 1 to 51 carry their real codes, names and air dates, seasons 1 to 5")
    func episodes() throws {
        // Given
        let episodes = StubTable<Episode>.standard.items

        // When
        let pilot = try #require(StubTable<Episode>.standard.item(withID: 1))
        let last = try #require(StubTable<Episode>.standard.item(withID: 51))
        let seasonCounts = Dictionary(grouping: episodes, by: \.code.season).mapValues(\.count)

        // Then
        #expect(episodes.map(\.id) == Array(1...51))
        #expect(
            pilot.name == "Pilot" && pilot.code.description == "S01E01" && pilot.airDate.description == "2013-12-02")
        #expect(
            last.name == "Rickmurai Jack" && last.code.description == "S05E10"
                && last.airDate.description == "2021-09-05")
        #expect(seasonCounts == [1: 11, 2: 10, 3: 10, 4: 10, 5: 10])
        #expect(zip(episodes, episodes.dropFirst()).allSatisfy { $0.code < $1.code && $0.airDate <= $1.airDate })
    }

    @Test("A custom table sorts by id, keeps the first of repeated ids and answers batches in id order")
    func customTable() {
        // Given
        let characters = [SeriesCharacter.stub(id: 3), .stub(id: 1, name: "First"), .stub(id: 1, name: "Again")]

        // When
        let custom = StubTable(characters)

        // Then
        #expect(custom.items.map(\.id) == [1, 3])
        #expect(custom.item(withID: 1)?.name == "First")
        #expect(custom.item(withID: 2) == nil)
        #expect(custom.items(withIDs: [3, 2, 1, 3]).map(\.id) == [1, 3])
    }
}

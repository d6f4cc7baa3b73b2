import CharactersAdaptersUITesting
import CharactersDomain
import Testing
import UITestKit
import UITestScenario

@Suite("Characters in the browser", .uiTestShard)
struct CharacterFlowUITests {
    @Test(
        "The character list opens a character with its episodes, and links back to the list",
        .notOnReplay("no real answer for character 1's episodes (/episode/1,…,51) or places was found to record"))
    func browseCharacters() async {
        await UITest.launch(.happyPath) { app in
            try await MovieListRobot.open(in: app)
                .tapCharacters()
                .checkShowsCharacter(id: 1, name: "Rick Sanchez")
                .tapCharacter(id: 1)
                .check(
                    CharacterDetailsExpectation(name: "Rick Sanchez", status: "Alive", episodes: ["S01E01": "Pilot"])
                )
                .tapBackToList()
                .checkShowsCharacter(id: 2, name: "Morty Smith")
            try await app.stubs.checkCall(StubCharacterRepositoryCall.character(id: 1))
            try await app.stubs.checkCall(StubEpisodeRepositoryCall.episodes(ids: Array(1...51)))
        }
    }

    @Test(
        "A character's page shows species, type, gender, origin and last known location",
        .notOnReplay("no real answer for the episodes and places of characters 1 and 21 was found to record"))
    func characterFacts() async {
        await UITest.launch(.happyPath) { app in
            try await CharacterDetailsRobot.open(in: app, id: 1)
                .check(
                    CharacterDetailsExpectation(
                        name: "Rick Sanchez", species: "Human", type: "None", gender: "Male", origin: "Earth (C-137)",
                        location: "Citadel of Ricks"))
            try await CharacterDetailsRobot.open(in: app, id: 21)
                .check(
                    CharacterDetailsExpectation(
                        name: "Aqua Morty", species: "Humanoid", type: "Fish-Person", origin: "unknown"))
        }
    }

    @Test(
        "The filter form narrows the list and keeps what was chosen",
        .notOnReplay("no real answer for the filtered list (rick, alive) was found to record"))
    func filters() async {
        await UITest.launch(.happyPath) { app in
            try await CharacterListRobot.open(in: app)
                .filter(name: "rick", status: "alive")
                .check(
                    CharacterListExpectation(characters: [1: "Rick Sanchez"], characterCount: 1, filterName: "rick"))
            try await app.stubs.checkCall(
                StubCharacterRepositoryCall.characters(page: 1, filter: CharacterFilter(name: "rick", status: .alive)))
        }
    }

    /// On the replay backend the API's own 404 for a filter with no match is recorded for this filter.
    @Test("Filters that match nothing show the empty state")
    func filtersWithNoMatch() async {
        await UITest.launch(.happyPath) { app in
            try await CharacterListRobot.open(in: app)
                .filter(name: "nobody at all", gender: "genderless")
                .check(CharacterListExpectation(filterName: "nobody at all", isEmpty: true))
        }
    }
}

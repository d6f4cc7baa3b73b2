import Testing
import UITestScenario

@Suite("Characters in the browser")
struct CharacterFlowUITests {
    @Test("The character list opens a character with its episodes, and links back to the list")
    func browseCharacters() async {
        await UITest.launch(.happyPath) { app in
            try await MovieListRobot.open(in: app)
                .tapCharacters()
                .checkShowsCharacter(id: 1, name: "Rick Sanchez")
                .tapCharacter(id: 1)
                .checkName("Rick Sanchez")
                .check(.status, is: "Alive")
                .checkShowsEpisode(code: "S01E01", name: "Pilot")
                .tapBackToList()
                .checkShowsCharacter(id: 2, name: "Morty Smith")
            try await app.stubs.checkCall(to: "CharacterRepository", containing: ["character(id: 1)"])
            try await app.stubs.checkCall(to: "EpisodeRepository", containing: ["[1, 2, 3"])
        }
    }

    @Test("A character's page shows species, type, gender, origin and last known location")
    func characterFacts() async {
        await UITest.launch(.happyPath) { app in
            try await CharacterDetailsRobot.open(in: app, id: 1)
                .checkName("Rick Sanchez")
                .check(.species, is: "Human")
                .check(.type, is: "None")
                .check(.gender, is: "Male")
                .check(.origin, is: "Earth (C-137)")
                .check(.location, is: "Citadel of Ricks")
            try await CharacterDetailsRobot.open(in: app, id: 21)
                .checkName("Aqua Morty")
                .check(.species, is: "Humanoid")
                .check(.type, is: "Fish-Person")
                .check(.origin, is: "unknown")
        }
    }

    @Test("The filter form narrows the list and keeps what was chosen")
    func filters() async {
        await UITest.launch(.happyPath) { app in
            try await CharacterListRobot.open(in: app)
                .filter(name: "rick", status: "alive")
                .checkFilterName("rick")
                .checkCharacterCount(1)
                .checkShowsCharacter(id: 1, name: "Rick Sanchez")
            try await app.stubs.checkCall(
                to: "CharacterRepository", containing: ["name: Optional(\"rick\")", "CharacterStatus.alive"])
        }
    }

    @Test("Filters that match nothing show the empty state")
    func filtersWithNoMatch() async {
        await UITest.launch(.happyPath) { app in
            try await CharacterListRobot.open(in: app)
                .filter(name: "nobody at all", gender: "genderless")
                .checkShowsEmptyState()
                .checkFilterName("nobody at all")
        }
    }
}

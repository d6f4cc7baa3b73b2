import MarqueeKit
import Testing
import UITestKit
import VaporMovies

@Suite("vapor-movies in a browser, on Marquee's stubs: popular movies and a character")
struct VaporMoviesUITests {
    @Test("The popular movies page lists the stubs' first page")
    func popularMovies() async {
        await UITest.launch(.vaporMovies()) { app in
            // Given the happy path, When a person opens the popular movies
            try await MoviesRobot.open(in: app)
                // Then the page lists the 20 movies of the stubs' first page, the first one first
                .checkMovieCount(20)
                .checkMovie(id: 640146, title: "Ant-Man and the Wasp: Quantumania")
        }
    }

    @Test("A character's page shows Rick Sanchez, alive")
    func character() async {
        await UITest.launch(.vaporMovies()) { app in
            // Given the happy path, When a person opens character 1, Then it is Rick Sanchez, alive
            try await CharacterRobot.open(id: 1, in: app)
                .checkCharacter(name: "Rick Sanchez", status: "alive")
        }
    }

    @Test("The staff's picks, the service's own port, serve a test's own data; the stub saw one typed call")
    func ownPort() async {
        let scenario = Scenario.happyPath.serving(
            [StaffPick(id: 9, title: "Held <Out>", note: "A test's own pick")], as: StubStaffPicks.standardPicks)

        await UITest.launch(.vaporMovies(scenario.jsonString)) { app in
            try await PicksRobot.open(in: app)
                .checkPickCount(1)
                .checkPick(id: 9, title: "Held <Out>")
            try await app.stubs.checkCalls(to: StubStaffPicks.port.name, are: [StubStaffPicks.Method.picks])
        }
    }
}

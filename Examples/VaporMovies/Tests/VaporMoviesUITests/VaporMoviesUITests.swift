import Testing
import UITestKit

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
}

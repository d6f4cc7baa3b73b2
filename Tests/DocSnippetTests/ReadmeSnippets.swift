import Foundation
import MarqueeKit

// The README's Swift, compiled. Each function holds one snippet; none is run (they read the process's arguments).

func readmeLinking() async throws {
    let marquee = MarqueeStart.orExit("my-service")  // cannot start: one line on stderr, exit status 1
    let movies = try await marquee.movies.makeFetchPopularMoviesUseCase().execute(page: .first)
    let rick = try await marquee.characters.makeFetchCharacterDetailsUseCase().execute(characterID: EntityID(1))
    // marquee.hostArguments: the command line without -uitest, as your web framework reads it
    _ = (movies, rick)
}

func readmeOwnData() {
    let long = String(repeating: "A very long title ", count: 11) + "th"  // 200 characters
    let scenario = Scenario.happyPath
        .serving(movies: [.stub(id: 4242, title: long, posterPath: nil)], catalogue: .none)
        .overriding("credits", of: "MovieRepository", with: .serverError)
    let json = scenario.jsonString  // for -uitest-scenario, or PUT /__uitest/scenario on a running service
    _ = json
}

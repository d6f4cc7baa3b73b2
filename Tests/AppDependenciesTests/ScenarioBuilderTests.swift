import CharactersAdaptersUITesting
import CharactersDomain
import MarqueeTestSupport
import MoviesAdaptersUITesting
import MoviesDomain
import Testing
import UITestScenario

@testable import AppDependencies

/// The typed builder a test writes instead of scenario JSON: `serving(…)` with `.stub()` entities and
/// `overriding(_:of:with:)`.
@Suite("A scenario built in Swift encodes to version 2 JSON and back")
struct ScenarioBuilderTests {
    static let long = String(repeating: "A very long title ", count: 11) + "th"

    /// The issue's example, built.
    static let built = Scenario.happyPath
        .serving(
            movies: [.stub(id: 4242, title: "A title", posterPath: nil, directors: ["Someone"])], catalogue: .none
        )
        .serving(characters: [.stub(id: 77, name: "A name", status: .dead)])
        .overriding("credits", of: "MovieRepository", with: .serverError)

    @Test("The example builds to the JSON the README shows, naming only the fields the test gave")
    func encodesToVersion2() {
        // When
        let json = Self.built.jsonString

        // Then
        #expect(
            json
                == #"{"catalogue":"none","data":{"characters":[{"id":77,"name":"A name","status":"dead"}],"#
                + #""movies":[{"directors":["Someone"],"id":4242,"posterPath":null,"title":"A title"}]},"#
                + #""default":"happyPath","ports":{"MovieRepository":{"methods":{"credits":"serverError"}}},"#
                + #""version":2}"#)
    }

    @Test("The JSON parses back to an equal scenario, which every host accepts")
    func roundTrip() throws {
        // When
        let parsed = try Scenario.parse(Self.built.jsonString)
        try UITestDependencies.requireValid(parsed)

        // Then
        #expect(parsed == Self.built)
        #expect(parsed.jsonString == Self.built.jsonString)
        #expect(parsed.name == "custom")
    }

    @Test("The built scenario serves what the hand-written JSON serves")
    func servesTheSameAsTheJSON() async throws {
        // Given
        let written = try Scenario.parse(ScenarioDataTests.example)

        // When
        let builtMovies = StubMovieRepository(scenario: Self.built, clock: TestClock()).catalogue
        let writtenMovies = StubMovieRepository(scenario: written, clock: TestClock()).catalogue
        let builtCharacters = try StubCharacterTables(serving: Self.built.data)
        let writtenCharacters = try StubCharacterTables(serving: written.data)

        // Then
        #expect(builtMovies == writtenMovies)
        #expect(builtCharacters.characters == writtenCharacters.characters)
        #expect(builtCharacters.episodes.items.isEmpty && writtenCharacters.episodes.items.isEmpty)
        #expect(Self.built.behavior(for: .movieRepository, method: "credits") == .serverError)
        #expect(Self.built.behavior(for: .movieRepository, method: "movie") == .happyPath)
    }

    @Test("A 200-character title without a poster, served in process through the factory")
    func longTitleInProcess() async throws {
        // Given
        let scenario = Scenario.happyPath.serving(
            movies: [.stub(id: 4242, title: Self.long, posterPath: nil)], catalogue: .none)
        let stub = StubMovieRepository(scenario: scenario, clock: TestClock())

        // When
        let movie = try await stub.movie(withID: 4242)
        let popular = try await stub.popularMovies(page: 1)

        // Then
        #expect(Self.long.count == 200)
        #expect(movie.title == Self.long && movie.posterPath == nil)
        #expect(popular.results.map(\.id) == [4242])
    }

    @Test("Every field a builder sets survives the trip through JSON")
    func everyFieldRoundTrips() throws {
        // Given
        let scenario = Scenario.happyPath
            .serving(
                movies: [
                    .stub(
                        id: 1, title: "T", originalTitle: "O", originalLanguage: "fr", overview: "V", tagline: nil,
                        releaseDate: nil, runtimeMinutes: nil, genres: [], status: nil, homepage: nil, imdbID: nil,
                        budget: nil, revenue: nil, posterPath: "/p.jpg", backdropPath: nil, voteAverage: 1.5,
                        voteCount: 0, directors: [], cast: [.init(name: "N", character: "C")])
                ])
            .serving(
                characters: [
                    .stub(
                        id: 2, name: "N", status: .unknown, species: "S", type: "T", gender: .genderless,
                        origin: CharacterLocation(name: "Nowhere", id: nil),
                        location: CharacterLocation(name: "Here", id: 500), episodes: [500])
                ],
                episodes: [.stub(id: 500, name: "E", airDate: "2030-01-02")],
                locations: [.stub(id: 500, name: "Here", type: nil, dimension: "D")]
            )
            .overriding("popularMovies", of: "MovieRepository", with: .empty, delayMilliseconds: 5)

        // When
        let parsed = try Scenario.parse(scenario.jsonString)
        try UITestDependencies.requireValid(parsed)
        let movies = try StubMovieCatalogue(serving: parsed.data)
        let characters = try StubCharacterTables(serving: parsed.data)

        // Then
        #expect(parsed == scenario)
        #expect(movies.movies.first?.title == "T" && movies.movies.first?.releaseDate == nil)
        #expect(movies.credits[1]?.cast.map(\.character) == ["C"] && movies.credits[1]?.directors == [])
        #expect(characters.characters.item(withID: 2)?.gender == .genderless)
        #expect(characters.locations.item(withID: 500)?.type == nil)
        #expect(parsed.delay(for: .movieRepository, method: "popularMovies") == .milliseconds(5))
    }
}

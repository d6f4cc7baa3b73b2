import CharactersAdaptersUITesting
import CharactersDomain
import Foundation
import MarqueeTestSupport
import MoviesAdaptersUITesting
import MoviesDomain
import SharedKernel
import Testing
import UITestScenario

@testable import AppDependencies

/// Version 2 scenarios read as every host reads them (`Scenario.parse`, then `UITestDependencies.requireValid`), and
/// served in process through the UI-test factories.
@Suite("A version 2 scenario brings its own data and single-method overrides")
struct ScenarioDataTests {
    /// The issue's example, spelt exactly as the README shows it.
    static let example = """
        { "version": 2, "catalogue": "none",
          "data": { "movies": [{ "id": 4242, "title": "A title", "posterPath": null, "directors": ["Someone"] }],
                    "characters": [{ "id": 77, "name": "A name", "status": "Dead", "episodes": [] }] },
          "ports": { "MovieRepository": { "methods": { "credits": "serverError" } } } }
        """

    /// What every host does with scenario text.
    static func read(_ text: String) throws(ScenarioError) -> Scenario {
        let scenario = try Scenario.parse(text)
        try UITestDependencies.requireValid(scenario)
        return scenario
    }

    @Test("The example serves its movie and character alone; credits fail while the movie itself loads")
    func exampleServesItsDataAlone() async throws {
        // Given
        let scenario = try Self.read(Self.example)
        let movies = StubMovieRepository(scenario: scenario, clock: TestClock())
        let characters = StubCharacterRepository(scenario: scenario, clock: TestClock())

        // When
        let popular = try await movies.popularMovies(page: 1)
        let movie = try await movies.movie(withID: 4242)
        let credits = await Result.catching { () async throws(MovieRepositoryError) in
            try await movies.credits(forMovieWithID: 4242)
        }
        let standardMovie = await Result.catching { () async throws(MovieRepositoryError) in
            try await movies.movie(withID: 550)
        }
        let list = try await characters.characters(page: 1, filter: CharacterFilter())
        let dead = try await characters.characters(page: 1, filter: CharacterFilter(status: .dead))

        // Then
        #expect(popular.results.map(\.id) == [4242] && popular.totalResults == 1 && popular.totalPages == 1)
        #expect(movie.title == "A title" && movie.posterPath == nil && movie.overview.hasPrefix("A ticking-time-bomb"))
        #expect(credits == .failure(.upstream(.unavailable)))
        #expect(standardMovie == .failure(.notFound(movieID: 550)))
        #expect(list.results.map(\.id) == [77] && list.results.first?.status == .dead)
        #expect(list.results.first?.episodeIDs == [] && list.results.first?.name == "A name")
        #expect(dead.results.map(\.id) == [77])
    }

    @Test("With the standard catalogue the data is added first, replacing the standard entry with its id")
    func standardCatalogueAddsAndReplaces() async throws {
        // Given
        let scenario = try Self.read(
            #"{"version": 2, "data": {"movies": [{"id": 550, "title": "Replaced"}, {"id": 4242, "title": "Added"}]}}"#)
        let stub = StubMovieRepository(scenario: scenario, clock: TestClock())

        // When
        let popular = try await stub.popularMovies(page: 1)
        let replaced = try await stub.searchMovies(query: "replaced", page: 1)
        let added = try await stub.searchMovies(query: "added", page: 1)
        let last = try await stub.popularMovies(page: 3)

        // Then
        #expect(Array(popular.results.map(\.id).prefix(2)) == [550, 4242])
        #expect(popular.totalResults == StubMovieCatalogue.standard.movies.count + 1)
        #expect(replaced.results.map(\.id) == [550])
        #expect(added.results.map(\.id) == [4242])
        #expect(last.results.count == popular.totalResults - 40)
    }

    @Test("Lists follow the data: popular in the order given, paged by 20; search by title; character filters")
    func listsFollowTheData() async throws {
        // Given
        let movies = (1...25).map { #"{"id": \#(100 - $0), "title": "Movie \#($0)"}"# }.joined(separator: ",")
        let characters = #"[{"id": 3, "name": "Zed", "status": "alive"}, {"id": 1, "name": "Amy", "status": "dead"}]"#
        let scenario = try Self.read(
            #"{"version": 2, "catalogue": "none", "data": {"movies": [\#(movies)], "characters": \#(characters)}}"#)
        let moviesStub = StubMovieRepository(scenario: scenario, clock: TestClock())
        let charactersStub = StubCharacterRepository(scenario: scenario, clock: TestClock())

        // When
        let first = try await moviesStub.popularMovies(page: 1)
        let second = try await moviesStub.popularMovies(page: 2)
        let search = try await moviesStub.searchMovies(query: "movie 2", page: 1)
        let all = try await charactersStub.characters(page: 1, filter: CharacterFilter())
        let named = try await charactersStub.characters(page: 1, filter: CharacterFilter(name: FilterText("am")))

        // Then
        #expect(first.results.first?.id == 99 && first.results.count == 20 && first.totalPages == 2)
        #expect(second.results.map(\.id) == [79, 78, 77, 76, 75])
        #expect(
            search.results.map(\.title) == [
                "Movie 2", "Movie 20", "Movie 21", "Movie 22", "Movie 23", "Movie 24", "Movie 25",
            ])
        #expect(all.results.map(\.id) == [1, 3])
        #expect(named.results.map(\.name) == ["Amy"])
    }

    @Test("A movie's originalTitle is its own title unless given, in JSON and from the builder, and round-trips")
    func originalTitleFollowsTheTitle() async throws {
        // Given
        let scenario = try Self.read(
            #"{"version": 2, "catalogue": "none", "data": {"movies": [{"id": 1, "title": "Lighthouse"},"#
                + #" {"id": 2, "title": "Harbour", "originalTitle": "Le Port"}]}}"#)
        let built = Scenario.happyPath.serving(
            movies: [.stub(id: 1, title: "Lighthouse"), .stub(id: 2, title: "Harbour", originalTitle: "Le Port")],
            catalogue: .none)
        let stub = StubMovieRepository(scenario: scenario, clock: TestClock())

        // When
        let first = try await stub.movie(withID: 1)
        let second = try await stub.movie(withID: 2)
        let fight = try await stub.searchMovies(query: "fight", page: 1)

        // Then
        #expect(first.originalTitle == "Lighthouse" && second.originalTitle == "Le Port")
        #expect(fight.results.isEmpty)
        #expect(built == scenario)
        #expect(try Self.read(built.jsonString) == built)
        #expect(!built.jsonString.contains(#""originalTitle":"Lighthouse""#))
    }

    @Test("A method override has its own behaviour and count; the port's other methods keep theirs")
    func methodOverride() async throws {
        // Given
        let scenario = try Self.read(
            #"{"version": 2, "ports": {"MovieRepository": {"methods": {"credits": {"behavior": "failThenRecover", "failures": 2}}}}}"#
        )
        let stub = StubMovieRepository(scenario: scenario, clock: TestClock())

        // When
        var outcomes: [Bool] = []
        for _ in 0..<3 {
            _ = try await stub.movie(withID: 550)
            let credits = await Result.catching { () async throws(MovieRepositoryError) in
                try await stub.credits(forMovieWithID: 550)
            }
            outcomes.append((try? credits.get()) != nil)
        }

        // Then
        #expect(outcomes == [false, false, true])
    }

    @Test("A character's episodes and places come from the data, or the standard catalogue")
    func charactersEpisodes() async throws {
        // Given
        let scenario = try Self.read(
            #"{"version": 2, "data": {"characters": [{"id": 900, "episodes": [1, 60]}], "episodes": [{"id": 60, "name": "New", "code": "S06E01", "airDate": "2023-10-15"}]}}"#
        )
        let stub = StubEpisodeRepository(scenario: scenario, clock: TestClock())

        // When
        let episodes = try await stub.episodes(withIDs: [1, 60])

        // Then
        #expect(episodes.map(\.name) == ["Pilot", "New"])
        #expect(episodes.last?.code.description == "S06E01")
    }

    static let refused: [(json: String, message: String)] = [
        (
            #"{"version": 2, "data": {"movies": [{"id": 1, "title": 5}]}}"#,
            "data.movies[0].title: expected a string, found 5"
        ),
        (
            #"{"version": 2, "data": {"movies": [{"id": 1, "name": "x"}]}}"#,
            #"unknown key "name" in data.movies[0]: expected one of id, title, originalTitle, originalLanguage, "#
                + "overview, tagline, releaseDate, runtimeMinutes, genres, status, homepage, imdbID, budget, revenue, "
                + "posterPath, backdropPath, voteAverage, voteCount, directors, cast"
        ),
        (
            #"{"version": 2, "data": {"movies": [{"id": 1}, {"id": 1}]}}"#,
            "data.movies[1].id: duplicate id 1, already used by data.movies[0]; each id may appear once per kind"
        ),
        (
            #"{"version": 2, "catalogue": "none", "data": {"characters": [{"id": 77, "episodes": [99]}]}}"#,
            "data.characters[0].episodes[0]: no episode 99 in the scenario's data (catalogue none)"
        ),
        (
            #"{"version": 2, "data": {"characters": [{"id": 77, "episodes": [1, 999]}]}}"#,
            "data.characters[0].episodes[1]: no episode 999 in the scenario's data or the standard catalogue"
        ),
        (
            #"{"version": 2, "data": {"movies": [{"title": "x"}]}}"#,
            "data.movies[0].id: expected an integer of at least 1, found nothing"
        ),
        (
            #"{"version": 2, "data": {"movies": [{"id": 1, "directors": ["A", 2]}]}}"#,
            "data.movies[0].directors[1]: expected a string, found 2"
        ),
        (
            #"{"version": 2, "data": {"movies": [{"id": 1, "releaseDate": "1999-13-01"}]}}"#,
            #"data.movies[0].releaseDate: expected a date as yyyy-MM-dd or null, found "1999-13-01""#
        ),
        (
            #"{"version": 2, "data": {"characters": [{"id": 1, "status": "zombie"}]}}"#,
            #"data.characters[0].status: expected one of alive, dead, unknown, found "zombie""#
        ),
        (
            #"{"version": 2, "data": {"characters": [{"id": 1, "origin": {"name": "X", "id": "one"}}]}}"#,
            #"data.characters[0].origin.id: expected an integer of at least 1 or null, found "one""#
        ),
        (
            #"{"version": 2, "data": {"films": [{"id": 1}]}}"#,
            #"unknown key "films" in data: expected one of movies, ratings, characters, episodes, locations"#
        ),
        (
            #"{"version": 2, "data": []}"#,
            #"data: expected an object of entity lists ("movies": [ … ]), found []"#
        ),
        (
            #"{"version": 2, "data": {"movies": {"id": 1}}}"#,
            #"data.movies: expected an array of objects, found {"id":1}"#
        ),
        (
            #"{"version": 2, "catalogue": "all"}"#,
            "invalid catalogue in scenario: expected one of standard, none"
        ),
        (
            #"{"version": 2, "ports": {"MovieRepository": {"methods": {"cast": "serverError"}}}}"#,
            #"unknown method "cast" in ports.MovieRepository.methods: MovieRepository has movie, credits, "#
                + "popularMovies, searchMovies"
        ),
        (
            #"{"version": 2, "ports": {"MovieRepository": {"methods": {"credits": {"methods": {}}}}}}"#,
            #"unknown key "methods" in ports.MovieRepository.methods.credits: expected one of behavior, failures, "#
                + "failure, retryAfterSeconds, delayMilliseconds"
        ),
        (
            #"{"version": 1, "data": {"movies": [{"id": 1}]}}"#,
            #"unknown key "data" in scenario: expected one of version, default, delayMilliseconds, ports"#
        ),
        (
            #"{"version": 1, "ports": {"MovieRepository": {"methods": {"credits": "empty"}}}}"#,
            #"unknown key "methods" in ports.MovieRepository: expected one of behavior, failures, failure, "#
                + "retryAfterSeconds, delayMilliseconds"
        ),
    ]

    @Test("Bad input is one ScenarioError naming the JSON path", arguments: refused)
    func refusedInput(_ input: (json: String, message: String)) {
        // When
        let error = #expect(throws: ScenarioError.self) { try Self.read(input.json) }

        // Then
        #expect(error?.message == input.message)
    }

    @Test("Size limits are refused with the limit named: document bytes, entity count")
    func sizeLimits() {
        // Given
        let padding = String(repeating: " ", count: Scenario.maximumDocumentBytes)
        let large = #"{"version": 2\#(padding)}"#
        let movies = (1...(ScenarioData.maximumEntities + 1)).map { #"{"id":\#($0)}"# }.joined(separator: ",")
        let many = #"{"version": 2, "data": {"movies": [\#(movies)]}}"#

        // When
        let tooLarge = #expect(throws: ScenarioError.self) { try Self.read(large) }
        let tooMany = #expect(throws: ScenarioError.self) { try Self.read(many) }

        // Then
        #expect(tooLarge?.message == "scenario is larger than the limit of 1048576 bytes")
        #expect(tooLarge?.reason == .tooLarge(limit: "1048576 bytes"))
        #expect(tooMany?.message == "data holds more than the limit of 1000 entities")
    }

    @Test("A version 1 document reads as before and writes back as version 1")
    func version1Unchanged() throws {
        // Given
        let text = #"{"version": 1, "default": "empty", "ports": {"MovieRepository": "serverError"}}"#

        // When
        let scenario = try Self.read(text)

        // Then
        #expect(scenario.jsonString == #"{"default":"empty","ports":{"MovieRepository":"serverError"},"version":1}"#)
        #expect(scenario.data.isEmpty)
    }
}

import CharactersAdapters
import CharactersAdaptersUITesting
import CharactersComposition
import Foundation
import HTTPTransport
import MarqueeTestSupport
import MoviesAdaptersUITesting
import MoviesComposition
import Testing
import UITestScenario

@testable import AppDependencies

@Suite("AppDependencies.resolve backs every port with a stub under -uitest, and every port live without it")
struct AppDependenciesResolveTests {
    /// Every port the UI-test factories wire, as `context/port`: the live wiring must have exactly these too, so a
    /// port wired on one side only fails here (a new context fails to compile first: `AppDependencies` has no
    /// defaults).
    static let expectedPorts = Set(
        UITestDependencies.make(clock: TestClock()).portBindings.map { "\($0.context)/\($0.port)" })

    @Test("with -uitest every port is backed by a stub simulating the scenario", arguments: Scenario.presetNames)
    func uiTestIsAllStubs(_ preset: String) throws {
        // Given
        let launch = try LaunchConfiguration(
            arguments: ["marquee", "-uitest", "-uitest-scenario", preset], environment: ["TMDB_API_TOKEN": "t"])

        // When
        let dependencies = try AppDependencies.resolve(launch)

        // Then
        let bindings = dependencies.portBindings
        #expect(Set(bindings.map { "\($0.context)/\($0.port)" }) == Self.expectedPorts)
        for binding in bindings {
            #expect(!binding.backing.isLive, "\(binding.context) \(binding.port) is live")
            #expect(binding.backing == .stub(scenario: preset))
        }
    }

    @Test(
        "without -uitest every port is live, with or without a TMDb credential",
        arguments: [
            ["TMDB_API_TOKEN": "sekrit-token"], ["TMDB_API_KEY": "sekrit-key"], [:],
            ["TMDB_API_TOKEN": "a", "TMDB_API_KEY": "b"],
        ])
    func liveIsAllLive(_ environment: [String: String]) throws {
        // Given
        let launch = try LaunchConfiguration(arguments: ["marquee"], environment: environment)

        // When
        let dependencies = try AppDependencies.resolve(launch)

        // Then
        let bindings = dependencies.portBindings
        #expect(Set(bindings.map { "\($0.context)/\($0.port)" }) == Self.expectedPorts)
        for binding in bindings {
            #expect(binding.backing.isLive, "\(binding.context) \(binding.port) is not live")
        }
        #expect(dependencies.stubBanner == nil)
    }

    @Test("live ports report the base URL and the kind of credential, never the credential")
    func liveReportRedacts() throws {
        // Given
        let launch = try LaunchConfiguration(
            arguments: ["marquee"],
            environment: ["TMDB_API_TOKEN": "sekrit-token", "API_BASE_URL": "http://127.0.0.1:9"])

        // When
        let bindings = try AppDependencies.resolve(launch).portBindings

        // Then
        let backings = Dictionary(uniqueKeysWithValues: bindings.map { ("\($0.context)/\($0.port)", $0.backing) })
        let tmdb = URL(string: "http://127.0.0.1:9/3")!
        let rickAndMorty = URL(string: "http://127.0.0.1:9/api")!
        #expect(backings["movies/MovieRepository"] == .live(baseURL: tmdb, credential: "bearer token (redacted)"))
        #expect(backings["characters/EpisodeRepository"] == .live(baseURL: rickAndMorty, credential: nil))
        #expect(!String(describing: bindings).contains("sekrit"))
    }

    @Test("live without a TMDb credential: movies throw a typed error naming the variables, characters work")
    func moviesNeedCredentialCharactersDoNot() throws {
        // Given
        let launch = try LaunchConfiguration(arguments: ["marquee"], environment: [:])

        // When
        let dependencies = try AppDependencies.resolve(launch)

        // Then
        let error = #expect(throws: ContextConfigurationError.self) { try dependencies.movies }
        #expect(error == .missingTMDbCredential)
        #expect(error?.description.contains("TMDB_API_TOKEN") == true)
        #expect(error?.description.contains("TMDB_API_KEY") == true)
        #expect(error?.context == "movies")
        #expect(dependencies.charactersPorts.bindings.allSatisfy { $0.backing.isLive })
    }

    @Test("live with a TMDb credential: the movies context is there")
    func moviesWithCredential() throws {
        // Given
        let launch = try LaunchConfiguration(arguments: ["marquee"], environment: ["TMDB_API_KEY": "k"])

        // When
        let dependencies = try AppDependencies.resolve(launch)

        // Then
        #expect(try dependencies.availableMoviesBindings.allSatisfy { $0.backing.isLive })
    }

    @Test("the production stack keeps what the upstream declares fresh, in front of the retries")
    func productionStackCachesInFrontOfRetries() async throws {
        // Given: a 503, then a page declared fresh for 300 s
        let fresh = UpstreamResponse(statusCode: 200, headers: ["Cache-Control": "public, max-age=300"])
        let transport = ScriptedUpstreamClient([.success(UpstreamResponse(statusCode: 503)), .success(fresh)])
        let clock = TestClock()
        let client = AppDependencies.makeProductionUpstreamClient(transport: transport, clock: clock)
        let request = UpstreamRequest(url: URL(string: "https://api.themoviedb.org/3/movie/popular")!)

        // When
        let first = try await client.send(request)
        let second = try await client.send(request)

        // Then: the 503 was retried (one pause on the clock), and the kept page answered the second request
        #expect(first.statusCode == 200)
        #expect(second.statusCode == 200)
        #expect(second.header("Age") == "0")
        #expect(transport.requests.count == 2)
        #expect(clock.sleeps.count == 1)
    }

    @Test("without caching the production stack is the retries alone: a page declared fresh is asked for each time")
    func productionStackWithoutCaching() async throws {
        // Given: a 503, then two pages declared fresh for 300 s
        let fresh = UpstreamResponse(statusCode: 200, headers: ["Cache-Control": "public, max-age=300"])
        let transport = ScriptedUpstreamClient([
            .success(UpstreamResponse(statusCode: 503)), .success(fresh), .success(fresh),
        ])
        let clock = TestClock()
        let client = AppDependencies.makeProductionUpstreamClient(transport: transport, caching: false, clock: clock)
        let request = UpstreamRequest(url: URL(string: "https://api.themoviedb.org/3/movie/popular")!)

        // When
        let first = try await client.send(request)
        let second = try await client.send(request)

        // Then: the 503 was still retried, and the second request went upstream too
        #expect(first.statusCode == 200)
        #expect(second.header("Age") == nil)
        #expect(transport.requests.count == 3)
        #expect(clock.sleeps.count == 1)
    }

    @Test("configure swaps every context of a live value to its stub factory")
    func configureSwapsEveryContext() throws {
        // Given
        let launch = try LaunchConfiguration(arguments: ["marquee"], environment: ["TMDB_API_KEY": "k"])
        var dependencies = AppDependencies.live(launch)
        let empty = try Scenario.parse("empty")

        // When
        UITestDependencies.configure(&dependencies, scenario: empty)

        // Then
        let bindings = dependencies.portBindings
        #expect(Set(bindings.map { "\($0.context)/\($0.port)" }) == Self.expectedPorts)
        #expect(bindings.allSatisfy { $0.backing == .stub(scenario: "empty") })
        #expect(try dependencies.availableMoviesBindings.allSatisfy { !$0.backing.isLive })
        #expect(dependencies.charactersPorts.bindings.allSatisfy { !$0.backing.isLive })
    }

    @Test("configure also replaces a value whose movies context was unavailable")
    func configureReplacesUnavailableMovies() throws {
        // Given
        let launch = try LaunchConfiguration(arguments: ["marquee"], environment: [:])
        var dependencies = AppDependencies.live(launch)

        // When
        UITestDependencies.configure(&dependencies)

        // Then
        #expect(try dependencies.availableMoviesBindings.allSatisfy { $0.backing == .stub(scenario: "happyPath") })
    }

    @Test("the stub banner is one line naming the scenario and the number of ports")
    func stubBanner() throws {
        // Given
        let launch = try LaunchConfiguration(arguments: ["marquee", "-uitest"], environment: [:])

        // When
        let banner = try AppDependencies.resolve(launch).stubBanner

        // Then
        #expect(banner == "UI-test mode — all 6 ports backed by stubs (scenario: happyPath)")
    }

    @Test("UI-test mode refuses a port that reports a live backing")
    func uiTestRefusesLivePort() {
        // Given
        let bindings = [
            PortWiring(context: "movies", port: "MovieRepository", backing: .stub(scenario: "happyPath")),
            PortWiring(
                context: "characters", port: "CharacterRepository",
                backing: .live(baseURL: URL(string: "https://rickandmortyapi.com/api")!, credential: nil)),
        ]

        // When
        let error = #expect(throws: AppDependenciesError.self) { try AppDependencies.requireAllStubbed(bindings) }

        // Then
        #expect(error == .livePortInUITestMode(context: "characters", port: "CharacterRepository"))
        #expect(error?.description.contains("refusing to run") == true)
    }

    @Test("a live repository wired among the stubs is refused: the check reads the wiring, not a list")
    func uiTestRefusesLiveWiring() throws {
        // Given the characters stubs with the production location adapter wired in by mistake
        let baseURL = try #require(URL(string: "https://rickandmortyapi.com/api"))
        let characters = CharactersWiring(
            stubbing: "happyPath", characterRepository: StubCharacterRepository(clock: TestClock()),
            episodeRepository: StubEpisodeRepository(clock: TestClock()),
            locationRepository: RickAndMortyLocationRepository(
                configuration: RickAndMortyConfiguration(baseURL: baseURL), httpClient: URLSessionUpstreamClient()))
        let movies = MoviesWiring(
            stubbing: "happyPath", movieRepository: StubMovieRepository(clock: TestClock()),
            imageConfigurationRepository: StubImageConfigurationRepository(clock: TestClock()),
            movieRatingRepository: StubMovieRatingRepository(clock: TestClock()))
        let miswired = AppDependencies(movies: movies, characters: characters)

        // When the UI-test check runs on its bindings
        let error = #expect(throws: AppDependenciesError.self) {
            try AppDependencies.requireAllStubbed(miswired.portBindings)
        }

        // Then that one port is named, as live, and the rest of the wiring is still reported as stubs
        #expect(error == .livePortInUITestMode(context: "characters", port: "LocationRepository"))
        #expect(
            miswired.portBindings.filter(\.backing.isLive).map(\.port) == ["LocationRepository"])
        #expect(miswired.stubBanner == nil)
    }

    @Test("the scenario presets this build knows are those of the stub modules")
    func presetNames() {
        // Given
        let expected = Scenario.presetNames + ["imageConfigurationUnavailable", "episodesUnavailable"]

        // When
        let names = LaunchConfiguration.scenarioPresetNames

        // Then the generic presets, then those Marquee's ports declare, in registration order
        #expect(names == expected)
        #expect(!Scenario.presetNames.contains("episodesUnavailable"))
    }
}

extension AppDependencies {
    /// The Movies context's bindings, once the context is there: asking for it throws when it is not.
    fileprivate var availableMoviesBindings: [PortWiring] {
        get throws {
            _ = try movies
            return portBindings.filter { $0.context == MoviesWiring.context }
        }
    }
}

import AppDependencies
import MoviesAdaptersUITesting
import Testing
import UITestKit
import UITestScenario

@Suite("Error, not-found and slow states in the browser", .uiTestShard)
struct ErrorStateUITests {
    /// An error preset, the page it breaks and what that page must say.
    struct ErrorCase: Sendable, CustomTestStringConvertible {
        let preset: String
        let screen: Screen
        let message: String
        var testDescription: String { "\(preset) on \(screen)" }
    }

    enum Screen: Sendable {
        case movieList, movieDetails, characterList, characterDetails
    }

    @Test(
        "Each error preset shows its error state with Try again",
        arguments: [
            ErrorCase(preset: "serverError", screen: .movieList, message: "could not be reached"),
            ErrorCase(preset: "serverError", screen: .characterList, message: "could not be reached"),
            ErrorCase(preset: "unauthorized", screen: .movieList, message: "refused our credentials"),
            ErrorCase(preset: "unauthorized", screen: .characterDetails, message: "refused our credentials"),
        ])
    func errorPresets(_ errorCase: ErrorCase) async throws {
        try await checkErrorState(errorCase)
    }

    /// On the replay backend the failing port's upstream paths answer 500 (`UpstreamReplayServer`): the episodes, or the
    /// image configuration, while character 1 and movie 550 with its credits are the recordings.
    @Test(
        "A port failing alone shows its page's error state with Try again",
        arguments: [
            ErrorCase(preset: "episodesUnavailable", screen: .characterDetails, message: "could not be reached"),
            ErrorCase(preset: "imageConfigurationUnavailable", screen: .movieDetails, message: "could not be reached"),
        ])
    func onePortFailing(_ errorCase: ErrorCase) async throws {
        try await checkErrorState(errorCase)
    }

    /// Launches `errorCase`'s preset and checks that its screen shows the error state with its message.
    private func checkErrorState(_ errorCase: ErrorCase) async throws {
        let scenario = try StubWorld.scenario(errorCase.preset, for: UITestDependencies.portSets)
        await UITest.launch(scenario) { app in
            switch errorCase.screen {
            case .movieList:
                try await MovieListRobot.open(in: app).checkShowsError(containing: errorCase.message)
            case .movieDetails:
                try await MovieDetailsRobot.open(in: app, id: 550).checkShowsError(containing: errorCase.message)
            case .characterList:
                try await CharacterListRobot.open(in: app).checkShowsError(containing: errorCase.message)
            case .characterDetails:
                try await CharacterDetailsRobot.open(in: app, id: 1)
                    .checkShowsError(containing: errorCase.message)
            }
        }
    }

    /// On the replay backend the credits' path answers 500 while Fight Club's other answers are the recordings.
    @Test("The credits fail while the movie loads: the movie shows, with a note that its cast could not be loaded")
    func creditsFailAlone() async {
        await UITest.launch(Scenario.happyPath.overriding("credits", of: "MovieRepository", with: .serverError)) {
            app in
            // Arriving audits the page with axe-core, as every error state is.
            try await MovieDetailsRobot.open(in: app, id: 550)
                .check(
                    MovieDetailsExpectation(
                        title: "Fight Club", tagline: "Mischief. Mayhem. Soap.", runtime: "139 min", posterShown: true,
                        castUnavailable: "The cast could not be loaded."))
            // The stubs record their calls; live, the page is the proof
            guard UITestBackend.current == .stub else { return }
            try await app.stubs.checkCall(StubMovieRepositoryCall.movie(id: 550))
            try await app.stubs.checkCall(StubMovieRepositoryCall.credits(movieID: 550))
        }
    }

    @Test("failThenRecover: the first load fails, and Try again shows the movies")
    func failThenRecover() async {
        await UITest.launch(.failThenRecover) { app in
            try await MovieListRobot.open(in: app)
                .checkShowsError(containing: "could not be reached")
                .tapTryAgain()
                .checkShowsMovie(id: 603692, title: "John Wick: Chapter 4")
            // The stubs record their calls; live, the page recovering is the proof
            if UITestBackend.current == .stub {
                try await app.stubs.checkCalls(
                    to: StubMovieRepositoryCall.self, are: [.popularMovies(page: 1), .popularMovies(page: 1)])
            }
        }
    }

    /// The world goes down while a person reads and comes back, without a relaunch: on stubs a scenario switched
    /// through `/__uitest/`, on the replay backend the popular movies' upstream path answering 500 and then its
    /// recording again (``UpstreamReplayServer/push(_:on:delay:)``, ``UpstreamReplayServer/restore(_:)``).
    @Test("The service fails mid-test, then recovers on Try again")
    func upstreamFailsMidTest() async {
        let body: @Sendable (UITestApp, UpstreamReplayServer?) async throws -> Void = { app, upstream in
            let details = try await MovieDetailsRobot.open(in: app, id: 550)
                .checkTitle("Fight Club")
            // When the movie service goes down while the person reads
            if let upstream {
                upstream.push(.serverError, on: .popularMovies)
            } else {
                try await app.stubs.switchScenario(to: .serverError)
            }
            let list = try await details.tapBackToList()
                .checkShowsError(containing: "could not be reached")
            // Then it comes back, and Try again recovers without a relaunch
            if let upstream {
                upstream.restore(.popularMovies)
            } else {
                try await app.stubs.switchScenario(to: .happyPath)
            }
            try await list.tapTryAgain()
                .checkShowsMovie(id: 603692, title: "John Wick: Chapter 4")
            if upstream == nil {
                try await app.stubs.checkCall(StubMovieRepositoryCall.popularMovies(page: 1))
            }
        }
        if UITestBackend.current == .replay {
            await UITest.launchOnReplay { app, upstream in try await body(app, upstream) }
        } else {
            await UITest.launch(.happyPath) { app in try await body(app, nil) }
        }
    }

    @Test("An address asking for what cannot be shown says so, and Start over opens the page without it")
    func badAddress() async {
        await UITest.launch(.happyPath) { app in
            try await MovieListRobot.open("/?page=0", in: app)
                .checkShowsBadInput(containing: "page")
                .tapStartOver()
                .checkPage(1, of: UITestBackend.current?.popularMoviePages ?? 3)
            try await CharacterListRobot.open("/characters?status=sleeping", in: app)
                .checkShowsBadInput(containing: "sleeping")
                .tapStartOver()
                .checkShowsCharacter(id: 1, name: "Rick Sanchez")
        }
    }

    @Test("Unknown ids and addresses show the not-found page")
    func notFound() async {
        await UITest.launch(.happyPath) { app in
            try await NotFoundRobot.open(in: app, path: "/movies/999999999")
                .check(NotFoundExpectation(message: "No movie has the id 999999999"))
            try await NotFoundRobot.open(in: app, path: "/characters/424242")
                .check(NotFoundExpectation(message: "No character has the id 424242"))
            try await NotFoundRobot.open(in: app, path: "/no/such/page")
                .checkMessage(contains: "no page at this address")
                .tapHome()
                .checkPage(1, of: UITestBackend.current?.popularMoviePages ?? 3)
        }
    }

    /// On the replay backend every upstream path answers the API's own 404 (`UpstreamReplayServer`).
    @Test("The notFound preset turns a movie's details into the not-found page")
    func notFoundPreset() async {
        await UITest.launch(.notFound) { app in
            try await NotFoundRobot.open(in: app, path: "/movies/550")
                .checkMessage(contains: "No movie has the id 550")
        }
    }

    @Test("A slow scenario still renders the whole page, once its delay has passed")
    func slowScenario() async {
        // Every stub (on the replay backend, every recorded answer) answers after 700 ms: bounded well inside the
        // robots' shared timeout.
        await UITest.launch(Scenario.slow.withDelay(milliseconds: 700)) { app in
            try await MovieListRobot.open(in: app)
                .checkShowsMovie(id: 603692, title: "John Wick: Chapter 4")
            try await MovieDetailsRobot.open(in: app, id: 550)
                .checkTitle("Fight Club")
        }
    }
}

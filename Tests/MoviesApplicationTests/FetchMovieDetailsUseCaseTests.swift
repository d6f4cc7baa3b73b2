import Foundation
import MarqueeTestSupport
import MoviesApplication
import MoviesDomain
import Testing

@Suite("FetchMovieDetails use case")
struct FetchMovieDetailsUseCaseTests {
    /// What each movie port error becomes, whether the details or the credits call threw it.
    static let expectedMovieErrors: [MovieRepositoryError: FetchMovieDetailsError] = Dictionary(
        uniqueKeysWithValues: [(.notFound(movieID: 550), .notFound(movieID: 550))]
            + UpstreamFailure.everyCase.map { (.upstream($0), .upstream($0)) })

    /// What each image configuration port error becomes.
    static let expectedConfigurationErrors: [UpstreamFailure: FetchMovieDetailsError] = Dictionary(
        uniqueKeysWithValues: UpstreamFailure.everyCase.map { ($0, .upstream($0)) })

    @Test("the movie and its credits are fetched by id and returned with the image URLs resolved")
    func success() async throws {
        // Given ports that know Fight Club and TMDb's image configuration
        let movies = FakeMovieRepository()
        let images = FakeImageConfigurationRepository()
        let useCase = FetchMovieDetailsUseCase(movieRepository: movies, imageConfigurationRepository: images)

        // When its details are asked for
        let details = try await useCase.execute(movieID: 550)

        // Then the movie and credits are the ports' own
        #expect(details.movie == .fightClub)
        #expect(details.credits == .loaded(.fightClub))
        // And the images are sized for a detail screen
        #expect(
            details.posterURL?.absoluteString == "https://image.tmdb.org/t/p/w500/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg")
        #expect(
            details.backdropURL?.absoluteString == "https://image.tmdb.org/t/p/w1280/hZkgoQYus5vegHoetLkCJzb17zJ.jpg")
        // And each port was asked once, for that movie
        #expect(Set(movies.calls) == [.movie(id: 550), .credits(movieID: 550)])
        #expect(movies.calls.count == 2)
        #expect(images.callCount == 1)
    }

    @Test("each credit's profile URL goes with it, in the credits' order, and is nil for a member without a picture")
    func profileURLs() async throws {
        // Given credits with a cast member without a picture and one person credited for two crew jobs
        let useCase = FetchMovieDetailsUseCase(
            movieRepository: FakeMovieRepository(), imageConfigurationRepository: FakeImageConfigurationRepository())

        // When the details are asked for
        let details = try await useCase.execute(movieID: 550)

        // Then every credit with a picture has its URL beside it, the person credited twice once per credit
        let norton = "https://image.tmdb.org/t/p/w185/8nytsqL59SFJTVYVrN72k6qkGgJ.jpg"
        let fincher = "https://image.tmdb.org/t/p/w185/tpEczFclQZeKAiCeKZZ0adRvtfz.jpg"
        #expect(details.castProfileURLs.map { $0?.absoluteString } == [norton, nil])
        #expect(details.crewProfileURLs.map { $0?.absoluteString } == [fincher, fincher])
    }

    @Test("images are sized for the widths the use case was given")
    func customWidths() async throws {
        // Given a use case for small displays
        let useCase = FetchMovieDetailsUseCase(
            movieRepository: FakeMovieRepository(), imageConfigurationRepository: FakeImageConfigurationRepository(),
            imageWidths: .init(poster: 100, backdrop: 300, profile: 40)
        )

        // When the details are asked for
        let details = try await useCase.execute(movieID: 550)

        // Then the narrowest sizes that fit those widths are used
        #expect(details.posterURL?.absoluteString.hasPrefix("https://image.tmdb.org/t/p/w154/") == true)
        #expect(details.backdropURL?.absoluteString.hasPrefix("https://image.tmdb.org/t/p/w300/") == true)
        #expect(
            details.castProfileURL(at: 0)?.absoluteString
                == "https://image.tmdb.org/t/p/w45/8nytsqL59SFJTVYVrN72k6qkGgJ.jpg")
    }

    @Test("a movie without images has no image URLs")
    func withoutImages() async throws {
        // Given a movie without poster and backdrop, and credits without pictures
        let credits = MovieCredits(
            movieID: 640,
            cast: [
                CastMember(
                    creditID: "c1", personID: 1, name: "A", character: "B", order: 0, profilePath: nil)
            ],
            crew: []
        )
        let useCase = FetchMovieDetailsUseCase(
            movieRepository: FakeMovieRepository(movie: .success(.withoutImages), credits: .success(credits)),
            imageConfigurationRepository: FakeImageConfigurationRepository()
        )

        // When its details are asked for
        let details = try await useCase.execute(movieID: 640)

        // Then there are no URLs, rather than broken ones
        #expect(details.posterURL == nil)
        #expect(details.backdropURL == nil)
        #expect(details.castProfileURLs == [nil] && details.crewProfileURLs.isEmpty)
    }

    @Test(
        "details, credits and image configuration are requested concurrently",
        .timeLimit(.minutes(1)))
    func concurrentRequests() async throws {
        // Given ports that each hold their call until all three calls are in flight at once
        let rendezvous = Rendezvous(parties: 3)
        let movies = FakeMovieRepository(onCall: { _ in await rendezvous.arrive() })
        let images = FakeImageConfigurationRepository(onCall: { await rendezvous.arrive() })
        let useCase = FetchMovieDetailsUseCase(movieRepository: movies, imageConfigurationRepository: images)

        // When the details are asked for
        let details = try await useCase.execute(movieID: 550)

        // Then all three calls met: none waited for another to finish
        #expect(rendezvous.everyoneMet, "a call waited alone: the three requests were not all in flight at once")
        #expect(details.movie == .fightClub)
    }

    @Test("the error tables cover every error the ports can throw")
    func tablesCoverEveryPortError() {
        // Given every case of both ports' errors
        // When the tables of expected mappings are consulted
        // Then each has a row for every case
        #expect(Set(Self.expectedMovieErrors.keys) == Set(MovieRepositoryError.everyCase))
        #expect(Set(Self.expectedConfigurationErrors.keys) == Set(UpstreamFailure.everyCase))
    }

    @Test("every error of the details call maps to the use case's own error", arguments: MovieRepositoryError.everyCase)
    func movieError(portError: MovieRepositoryError) async throws {
        // Given a movie port whose details call fails with `portError`
        let expected = try #require(Self.expectedMovieErrors[portError])
        let useCase = FetchMovieDetailsUseCase(
            movieRepository: FakeMovieRepository(movie: .failure(portError)),
            imageConfigurationRepository: FakeImageConfigurationRepository()
        )

        // When the details are asked for
        // Then the use case throws its own error for it
        await #expect(throws: expected) {
            try await useCase.execute(movieID: 550)
        }
    }

    @Test(
        "an upstream failure of the credits call alone gives the movie with its credits unavailable",
        arguments: UpstreamFailure.everyCase.filter { $0 != .cancelled })
    func creditsUnavailable(failure: UpstreamFailure) async throws {
        // Given a movie port that finds the movie but whose credits call fails upstream with `failure`
        let useCase = FetchMovieDetailsUseCase(
            movieRepository: FakeMovieRepository(credits: .failure(.upstream(failure))),
            imageConfigurationRepository: FakeImageConfigurationRepository()
        )

        // When the details are asked for
        let details = try await useCase.execute(movieID: 550)

        // Then the movie and its poster arrive, and the credits say why they are missing
        #expect(details.movie == .fightClub)
        #expect(details.credits == .unavailable(failure))
        #expect(details.credits.loadedCredits == nil)
        #expect(details.posterURL != nil)
        // And no profile picture is made up for credits nobody loaded
        #expect(details.castProfileURLs.isEmpty && details.crewProfileURLs.isEmpty)
    }

    @Test("credits failing upstream do not hide a failure of the image configuration")
    func creditsUnavailableAndConfigurationFailing() async {
        // Given credits that fail upstream and an image configuration that fails too
        let useCase = FetchMovieDetailsUseCase(
            movieRepository: FakeMovieRepository(credits: .failure(.upstream(.rateLimited))),
            imageConfigurationRepository: FakeImageConfigurationRepository(result: .failure(.unauthorized))
        )

        // When the details are asked for
        // Then the configuration's failure fails them: there would be no poster to show either
        await #expect(throws: FetchMovieDetailsError.upstream(.unauthorized)) {
            try await useCase.execute(movieID: 550)
        }
    }

    @Test(
        "a credits call that finds no movie, or is cancelled, still fails the details",
        arguments: [MovieRepositoryError.notFound(movieID: 550), .upstream(.cancelled)])
    func creditsErrorThatFails(portError: MovieRepositoryError) async throws {
        // Given a movie port whose credits call fails with `portError`
        let expected = try #require(Self.expectedMovieErrors[portError])
        let useCase = FetchMovieDetailsUseCase(
            movieRepository: FakeMovieRepository(credits: .failure(portError)),
            imageConfigurationRepository: FakeImageConfigurationRepository()
        )

        // When the details are asked for
        // Then the use case throws its own error for it
        await #expect(throws: expected) {
            try await useCase.execute(movieID: 550)
        }
    }

    @Test(
        "every error of the image configuration port maps to the use case's own error",
        arguments: UpstreamFailure.everyCase)
    func configurationError(portError: UpstreamFailure) async throws {
        // Given an image configuration port that fails with `portError`
        let expected = try #require(Self.expectedConfigurationErrors[portError])
        let useCase = FetchMovieDetailsUseCase(
            movieRepository: FakeMovieRepository(),
            imageConfigurationRepository: FakeImageConfigurationRepository(result: .failure(portError))
        )

        // When the details are asked for
        // Then the use case throws its own error for it
        await #expect(throws: expected) {
            try await useCase.execute(movieID: 550)
        }
    }

    @Test("when several calls fail, the first in the order details, credits, configuration is reported")
    func firstFailureWins() async {
        // Given ports where credits (not found) and configuration fail, and ports where all three fail
        let creditsAndConfiguration = FetchMovieDetailsUseCase(
            movieRepository: FakeMovieRepository(credits: .failure(.notFound(movieID: 550))),
            imageConfigurationRepository: FakeImageConfigurationRepository(result: .failure(.unauthorized))
        )
        let all = FetchMovieDetailsUseCase(
            movieRepository: FakeMovieRepository(
                movie: .failure(.notFound(movieID: 550)), credits: .failure(.upstream(.rejected))),
            imageConfigurationRepository: FakeImageConfigurationRepository(result: .failure(.unavailable))
        )

        // When the details are asked for
        // Then the earliest call's error is the one reported, whichever finished first
        await #expect(throws: FetchMovieDetailsError.notFound(movieID: 550)) {
            try await creditsAndConfiguration.execute(movieID: 550)
        }
        await #expect(throws: FetchMovieDetailsError.notFound(movieID: 550)) {
            try await all.execute(movieID: 550)
        }
    }
}

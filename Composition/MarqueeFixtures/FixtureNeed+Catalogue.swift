import CharactersDomain
import MoviesDomain

extension FixtureNeed {
    /// Every request the recordings answer: what the contract suites replay (the recorded payloads and error
    /// bodies) and the stub entities they pin. **The one place to add a request**: a new port adds its questions
    /// here, `marquee-fixtures refresh` records them, the contract suites read them and `drift` compares them.
    public static let catalogue: [FixtureNeed] = [
        FixtureNeed("MovieRepository.popularMovies(page: 1)", api: .tmdb, volatileLists: ["results"]) {
            ports in
            await .of { () async throws(MovieRepositoryError) in try await ports.movies.popularMovies(page: 1) }
        },
        FixtureNeed("MovieRepository.movie(withID: 640)", api: .tmdb) { ports in
            await .of { () async throws(MovieRepositoryError) in try await ports.movies.movie(withID: 640) }
        },
        FixtureNeed("MovieRepository.credits(forMovieWithID: 550)", api: .tmdb) { ports in
            await .of { () async throws(MovieRepositoryError) in try await ports.movies.credits(forMovieWithID: 550) }
        },
        FixtureNeed("MovieRepository.movie(withID: 1), unknown", api: .tmdb, expectedStatus: 404) { ports in
            await .of { () async throws(MovieRepositoryError) in try await ports.movies.movie(withID: 1) }
        },
        FixtureNeed(
            "MovieRepository.credits(forMovieWithID: 1), invalid credential", api: .tmdb, expectedStatus: 401,
            comparesWithStub: false, usesInvalidCredential: true
        ) { ports in
            await .of { () async throws(MovieRepositoryError) in try await ports.movies.credits(forMovieWithID: 1) }
        },
        FixtureNeed("ImageConfigurationRepository.imageConfiguration()", api: .tmdb) { ports in
            await .of { () async throws(ImageConfigurationRepositoryError) in
                try await ports.imageConfiguration.imageConfiguration()
            }
        },
        FixtureNeed("CharacterRepository.characters(page: 1)", api: .rickAndMorty) { ports in
            await .of { () async throws(CharacterRepositoryError) in
                try await ports.characters.characters(page: 1, filter: CharacterFilter())
            }
        },
        FixtureNeed("CharacterRepository.character(withID: 19)", api: .rickAndMorty) { ports in
            await .of { () async throws(CharacterRepositoryError) in try await ports.characters.character(withID: 19) }
        },
        FixtureNeed(
            "CharacterRepository.characters(page: 1, name: \"no such character\"), no match", api: .rickAndMorty,
            expectedStatus: 404
        ) { ports in
            await .of { () async throws(CharacterRepositoryError) in
                try await ports.characters.characters(page: 1, filter: CharacterFilter(name: "no such character"))
            }
        },
    ]
}

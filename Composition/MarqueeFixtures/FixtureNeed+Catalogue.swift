import CharactersAdaptersUITesting
import CharactersDomain
import MoviesAdaptersUITesting
import MoviesDomain
import UITestScenario

extension FixtureNeed {
    /// Every request `marquee-fixtures` records and compares: the ``contract`` requests, then every entity of the
    /// stub catalogues (``stubEntities``), each question once. **The one place to add a request**: a new port
    /// adds its questions to one of the two lists, `marquee-fixtures refresh` records them, the contract suites
    /// read them and `drift` compares them.
    package static let catalogue: [FixtureNeed] = {
        var seen = Set<String>()
        return (contract + stubEntities).filter { seen.insert($0.question).inserted }
    }()

    /// The stub entities that come from the real APIs, each asked for by id: every movie's details and credits,
    /// and all characters, all episodes and all locations in one batch request each. Derived from the stub data
    /// (the movie catalogue, the characters' tables), so new stub data is recorded and compared without editing
    /// this file.
    package static var stubEntities: [FixtureNeed] {
        let movies = StubMovieCatalogue.standard
        var needs = movies.movies.map(\.id).sorted().map { id in
            FixtureNeed("MovieRepository.movie(withID: \(id))", entity: .movie, id: id) { ports in
                await .of { () async throws(MovieRepositoryError) in try await ports.movies.movie(withID: id) }
            }
        }
        needs += movies.credits.keys.sorted().map { id in
            FixtureNeed("MovieRepository.credits(forMovieWithID: \(id))", entity: .credits, id: id) { ports in
                await .of { () async throws(MovieRepositoryError) in
                    try await ports.movies.credits(forMovieWithID: id)
                }
            }
        }
        let characterIDs = StubTable<Character>.standard.items.map(\.id).sorted()
        needs.append(
            FixtureNeed(
                "CharacterRepository.characters(withIDs: all \(characterIDs.count) stub characters)", entity: .character
            ) {
                ports in
                await .of { () async throws(CharacterRepositoryError) in
                    try await ports.characters.characters(withIDs: characterIDs)
                }
            })
        let episodeIDs = StubTable<Episode>.standard.items.map(\.id).sorted()
        needs.append(
            FixtureNeed(
                "EpisodeRepository.episodes(withIDs: all \(episodeIDs.count) stub episodes)", entity: .episode
            ) {
                ports in
                await .of { () async throws(UpstreamFailure) in
                    try await ports.episodes.episodes(withIDs: episodeIDs)
                }
            })
        let locationIDs = StubTable<Location>.standard.items.map(\.id).sorted()
        needs.append(
            FixtureNeed(
                "LocationRepository.locations(withIDs: all \(locationIDs.count) stub locations)", entity: .location
            ) { ports in
                await .of { () async throws(UpstreamFailure) in
                    try await ports.locations.locations(withIDs: locationIDs)
                }
            })
        return needs
    }

    /// What the contract suites replay: the recorded payloads and error bodies (`Tests/ContractTests/Harness/
    /// Fixture.swift` names the same requests).
    package static let contract: [FixtureNeed] = [
        FixtureNeed("MovieRepository.popularMovies(page: 1)", volatileLists: ["results"]) {
            ports in
            await .of { () async throws(MovieRepositoryError) in try await ports.movies.popularMovies(page: 1) }
        },
        FixtureNeed("MovieRepository.movie(withID: 640)", entity: .movie, id: 640) { ports in
            await .of { () async throws(MovieRepositoryError) in try await ports.movies.movie(withID: 640) }
        },
        FixtureNeed("MovieRepository.credits(forMovieWithID: 550)", entity: .credits, id: 550) { ports in
            await .of { () async throws(MovieRepositoryError) in try await ports.movies.credits(forMovieWithID: 550) }
        },
        FixtureNeed("MovieRepository.movie(withID: 1), unknown", expectedStatus: 404) { ports in
            await .of { () async throws(MovieRepositoryError) in try await ports.movies.movie(withID: 1) }
        },
        FixtureNeed(
            "MovieRepository.credits(forMovieWithID: 1), invalid credential", expectedStatus: 401,
            comparesWithStub: false, usesInvalidCredential: true
        ) { ports in
            await .of { () async throws(MovieRepositoryError) in try await ports.movies.credits(forMovieWithID: 1) }
        },
        FixtureNeed("ImageConfigurationRepository.imageConfiguration()") { ports in
            await .of { () async throws(UpstreamFailure) in
                try await ports.imageConfiguration.imageConfiguration()
            }
        },
        FixtureNeed("CharacterRepository.characters(page: 1)") { ports in
            await .of { () async throws(CharacterRepositoryError) in
                try await ports.characters.characters(page: 1, filter: CharacterFilter())
            }
        },
        FixtureNeed("CharacterRepository.character(withID: 19)", entity: .character, id: 19) { ports in
            await .of { () async throws(CharacterRepositoryError) in try await ports.characters.character(withID: 19) }
        },
        FixtureNeed(
            "CharacterRepository.characters(page: 1, name: \"no such character\"), no match",
            expectedStatus: 404
        ) { ports in
            await .of { () async throws(CharacterRepositoryError) in
                try await ports.characters.characters(page: 1, filter: CharacterFilter(name: "no such character"))
            }
        },
    ]
}

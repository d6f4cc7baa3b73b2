import CharactersAdaptersUITesting
import CharactersDomain
import Foundation
import MarqueeJSON
import MoviesAdaptersUITesting
import MoviesDomain
import UITestScenario

/// One request a recording must answer, asked through a port: the refresh drives the production adapter with it
/// (through the recording proxy), and the drift report asks it of the adapter (replaying the recording) and of
/// the stub, and compares the answers field by field.
package struct FixtureNeed: Sendable {
    /// What it asks, for people: `MovieRepository.movie(withID: 640)`.
    let question: String
    /// The status the API must answer with for the recording to be usable: 200 for data, 401 or 404 for the
    /// error bodies the contract suites replay.
    let expectedStatus: Int
    /// Whether the stub gives the same answer (a stub has no invalid credential: the 401 recording is only
    /// kept, never compared).
    let comparesWithStub: Bool
    /// Whether the question is asked with a deliberately invalid credential.
    let usesInvalidCredential: Bool
    /// Fields expected to move, besides ``FieldDifference/volatileFieldNames``: list paths whose membership and
    /// order change by themselves (today's popular movies).
    let volatileLists: Set<String>
    /// The kind of stub entity the answer is, when it is one (or a batch of them): such a need answered with the
    /// API's own 404 means the entity is gone upstream, which is drift, not a failure.
    let entityKind: StubEntity.Kind?
    /// The id of the one entity it asks for; `nil` for a batch, whose elements carry their ids.
    let entityID: Int?
    /// Asks the question of `ports`; the answer rendered as canonical JSON (an error as `{"error": …}`).
    let ask: @Sendable (FixturePorts) async -> FixtureAnswer

    /// A need; see the properties (`entity` and `id` are ``entityKind`` and ``entityID``).
    init(
        _ question: String, expectedStatus: Int = 200, comparesWithStub: Bool = true,
        usesInvalidCredential: Bool = false, volatileLists: Set<String> = [], entity: StubEntity.Kind? = nil,
        id: Int? = nil, ask: @escaping @Sendable (FixturePorts) async -> FixtureAnswer
    ) {
        self.question = question
        self.expectedStatus = expectedStatus
        self.comparesWithStub = comparesWithStub
        self.usesInvalidCredential = usesInvalidCredential
        self.volatileLists = volatileLists
        self.entityKind = entity
        self.entityID = id
        self.ask = ask
    }
}

/// What a port answered: a value as canonical JSON, or the error it threw.
enum FixtureAnswer: Sendable, Hashable {
    /// The value, rendered.
    case value(JSONValue)
    /// The error, as `String(describing:)` (domain errors never hold a secret).
    case failure(String)

    /// The answer to `call`, its value rendered by reflection (``JSONValue/reflecting(_:)``).
    static func of<Value, Failure: Error>(_ call: () async throws(Failure) -> Value) async -> FixtureAnswer {
        do {
            return .value(JSONValue.reflecting(try await call()))
        } catch {
            return .failure(String(describing: error))
        }
    }

    /// The answer as one comparable tree: the value, or `{"error": …}`.
    var json: JSONValue {
        switch self {
        case .value(let json): json
        case .failure(let error): .object(["error": .string(error)])
        }
    }
}

extension JSONValue {
    /// Any domain value as a comparable tree (the package's one JSON tree), by reflection, so a new entity or port
    /// needs no mapper of its own: stored properties become members (by their names), collections arrays, `nil` `null`;
    /// strings, numbers and booleans stay themselves; a URL is its absolute string, a `Date` its UTC instant; an enum
    /// with a raw value is that value, and another value that describes itself (`CalendarDate`, `EpisodeCode`,
    /// `ImageSize`, an enum case) is its description.
    static func reflecting(_ value: Any) -> JSONValue {
        switch value {
        case let string as String: return .string(string)
        case let bool as Bool: return .bool(bool)
        case let integer as Int: return .integer(integer)
        case let number as Double: return .number(number)
        case let url as URL: return .string(url.absoluteString)
        case let date as Date: return .instant(date)
        case let raw as any RawRepresentable: return reflecting(raw.rawValue)
        default: break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.map { reflecting($0.value) } ?? .null
        case .collection, .set:
            return .array(mirror.children.map { reflecting($0.value) })
        case .dictionary:
            var members: [String: JSONValue] = [:]
            for child in mirror.children {
                let pair = Array(Mirror(reflecting: child.value).children)
                if pair.count == 2 { members[String(describing: pair[0].value)] = reflecting(pair[1].value) }
            }
            return .object(JSONObject(members))
        case .struct, .class:
            if let described = value as? any CustomStringConvertible { return .string(described.description) }
            // Members in declaration order, as the type states them.
            var members = JSONObject(members: [])
            for child in mirror.children {
                if let label = child.label { members.append(label, reflecting(child.value)) }
            }
            return .object(members)
        default:
            return .string(String(describing: value))
        }
    }
}

extension FixtureNeed {
    /// Every request `marquee-fixtures` records and compares: the ``contract`` requests, the ``replay`` requests,
    /// then every entity of the stub catalogues (``stubEntities``), each question once. **The one place to add a
    /// request**: a new port adds its questions to one of the lists, `marquee-fixtures refresh` records them, the
    /// contract suites and the UI tests' replay backend read them and `drift` compares them.
    package static let catalogue: [FixtureNeed] = {
        var seen = Set<String>()
        return (contract + replay + stubEntities).filter { seen.insert($0.question).inserted }
    }()

    /// What marquee-service's UI tests visit on their replay backend besides the ``contract`` requests
    /// (`Examples/MarqueeService`, `UpstreamReplay`): Fight Club's details, a search the tests type, a character's
    /// own page and the filters the tests type that match nobody (the API's 404). The stub searches its own 45 movies,
    /// not TMDb's catalogue, so the search is recorded, not compared.
    /// With ``contract``, the requests the committed recordings answer (``recorded``).
    static let replay: [FixtureNeed] = [
        FixtureNeed("MovieRepository.movie(withID: 550)", entity: .movie, id: 550) { ports in
            await .of { () async throws(MovieRepositoryError) in try await ports.movies.movie(withID: 550) }
        },
        FixtureNeed("MovieRepository.searchMovies(query: \"fight club\", page: 1)", comparesWithStub: false) {
            ports in
            await .of { () async throws(MovieRepositoryError) in
                try await ports.movies.searchMovies(query: "fight club", page: 1)
            }
        },
        FixtureNeed("CharacterRepository.character(withID: 1)", entity: .character, id: 1) { ports in
            await .of { () async throws(CharacterRepositoryError) in try await ports.characters.character(withID: 1) }
        },
        FixtureNeed(
            "CharacterRepository.characters(page: 1, name: \"nobody at all\", gender: genderless), no match",
            expectedStatus: 404
        ) { ports in
            await .of { () async throws(CharacterRepositoryError) in
                try await ports.characters.characters(
                    page: 1, filter: CharacterFilter(name: "nobody at all", gender: .genderless))
            }
        },
        FixtureNeed(
            "CharacterRepository.characters(page: 1, name: the 100 characters of a long word), no match",
            expectedStatus: 404
        ) { ports in
            await .of { () async throws(CharacterRepositoryError) in
                try await ports.characters.characters(page: 1, filter: CharacterFilter(name: longFilter))
            }
        },
    ]

    /// The longest name filter the narrow-viewport UI test types: 100 characters of one word.
    static let longFilter = FilterText(
        stringLiteral: String(String(repeating: "Supercalifragilistic", count: 10).prefix(100)))

    /// The stub entities that come from the real APIs, each asked for by id: every movie's details and credits,
    /// and all characters, all episodes and all locations in one batch request each. Derived from the stub data
    /// (the movie catalogue, the characters' tables), so new stub data is recorded and compared without editing
    /// this file.
    static var stubEntities: [FixtureNeed] {
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
        let characterIDs = StubTable<SeriesCharacter>.standard.items.map(\.id).sorted()
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

    /// The requests the committed recordings (`Tests/ContractTests/Fixtures`) answer: ``contract``, then ``replay``.
    static var recorded: [FixtureNeed] { contract + replay }

    /// What the contract suites replay: the recorded payloads and error bodies (`Tests/ContractTests/Harness/
    /// Fixture.swift` names the same requests).
    static let contract: [FixtureNeed] = [
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

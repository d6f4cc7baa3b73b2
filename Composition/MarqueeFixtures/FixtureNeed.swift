import UITestScenario

/// One request a recording must answer, asked through a port: the refresh drives the production adapter with it
/// (through the recording proxy), and the drift report asks it of the adapter (replaying the recording) and of
/// the stub, and compares the answers field by field.
public struct FixtureNeed: Sendable {
    /// What it asks, for people: `MovieRepository.movie(withID: 640)`.
    public let question: String
    /// The API that answers it.
    public let api: FixtureAPI
    /// The status the API must answer with for the recording to be usable: 200 for data, 401 or 404 for the
    /// error bodies the contract suites replay.
    public let expectedStatus: Int
    /// Whether the stub gives the same answer (a stub has no invalid credential: the 401 recording is only
    /// kept, never compared).
    public let comparesWithStub: Bool
    /// Whether the question is asked with a deliberately invalid credential.
    public let usesInvalidCredential: Bool
    /// Fields expected to move, besides ``FieldDifference/volatileFieldNames``: list paths whose membership and
    /// order change by themselves (today's popular movies).
    public let volatileLists: Set<String>
    /// Asks the question of `ports`; the answer rendered as canonical JSON (an error as `{"error": …}`).
    public let ask: @Sendable (FixturePorts) async -> FixtureAnswer

    /// A need; see the properties.
    public init(
        _ question: String, api: FixtureAPI, expectedStatus: Int = 200, comparesWithStub: Bool = true,
        usesInvalidCredential: Bool = false, volatileLists: Set<String> = [],
        ask: @escaping @Sendable (FixturePorts) async -> FixtureAnswer
    ) {
        self.question = question
        self.api = api
        self.expectedStatus = expectedStatus
        self.comparesWithStub = comparesWithStub
        self.usesInvalidCredential = usesInvalidCredential
        self.volatileLists = volatileLists
        self.ask = ask
    }
}

/// The API a need's request goes to.
public enum FixtureAPI: String, Sendable, CaseIterable {
    /// TMDb (base path `/3`).
    case tmdb = "TMDb"
    /// The Rick and Morty API (base path `/api`).
    case rickAndMorty = "Rick and Morty"
}

/// What a port answered: a value as canonical JSON, or the error it threw.
public enum FixtureAnswer: Sendable, Hashable {
    /// The value, rendered.
    case value(CanonicalJSON)
    /// The error, as `String(describing:)` (domain errors never hold a secret).
    case failure(String)

    /// The answer to `call`, its value rendered by reflection (``CanonicalJSON/reflecting(_:)``).
    public static func of<Value, Failure: Error>(_ call: () async throws(Failure) -> Value) async -> FixtureAnswer {
        do {
            return .value(CanonicalJSON.reflecting(try await call()))
        } catch {
            return .failure(String(describing: error))
        }
    }

    /// The answer as one comparable tree: the value, or `{"error": …}`.
    var json: CanonicalJSON {
        switch self {
        case .value(let json): json
        case .failure(let error): .object(["error": .string(error)])
        }
    }
}

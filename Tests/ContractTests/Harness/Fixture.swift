import Foundation
import MarqueeTestSupport
import StubHTTPServer

/// The recorded API answers the contract suites replay. They live in `Tests/ContractTests/Fixtures` as
/// StubHTTPServer recordings (one `*.recording` file per request), the folder `marquee-fixtures refresh` writes
/// and `marquee-fixtures drift` reads, so refreshing the recordings re-checks every contract. The tests read only
/// their bundle's copy, never a path outside the package.
///
/// This is the one place the contract suites load recordings: each case names the request whose recorded
/// answer it is.
enum Fixture: CaseIterable, Sendable {
    case tmdbPopularPage
    case tmdbMovieDetails640
    case tmdbCredits550
    case tmdbConfiguration
    case tmdbError401
    case tmdbError404
    case rickAndMortyCharactersPage1
    case rickAndMortyCharacter19
    case rickAndMortyError404

    /// The request the recording answers, as the production adapters send it (credentials are never recorded).
    var request: RecordingKey {
        let language = RecordingQueryItem(name: "language", value: "en-US")
        let pageOne = RecordingQueryItem(name: "page", value: "1")
        return switch self {
        case .tmdbPopularPage: RecordingKey(method: .get, path: "/3/movie/popular", queryItems: [language, pageOne])
        case .tmdbMovieDetails640: RecordingKey(method: .get, path: "/3/movie/640", queryItems: [language])
        case .tmdbCredits550: RecordingKey(method: .get, path: "/3/movie/550/credits", queryItems: [language])
        case .tmdbConfiguration: RecordingKey(method: .get, path: "/3/configuration", queryItems: [])
        case .tmdbError401: RecordingKey(method: .get, path: "/3/movie/1/credits", queryItems: [language])
        case .tmdbError404: RecordingKey(method: .get, path: "/3/movie/1", queryItems: [language])
        case .rickAndMortyCharactersPage1: RecordingKey(method: .get, path: "/api/character", queryItems: [pageOne])
        case .rickAndMortyCharacter19: RecordingKey(method: .get, path: "/api/character/19", queryItems: [])
        case .rickAndMortyError404:
            RecordingKey(
                method: .get, path: "/api/character",
                queryItems: [pageOne, RecordingQueryItem(name: "name", value: "no such character")])
        }
    }

    /// The recorded body, exactly as the recording holds it.
    func data() throws(ContractHarnessError) -> Data {
        guard let exchange = try Self.recording().exchange(for: request) else {
            throw .missingFixture(request.description)
        }
        return exchange.body
    }

    /// The APIs' answers in a failure (`UpstreamFailureAnswers`), their recorded ones from the bundle's recordings.
    static func failureAnswers() throws(ContractHarnessError) -> UpstreamFailureAnswers {
        let recording = try recording()
        do {
            return try UpstreamFailureAnswers(recording: recording)
        } catch {
            throw .missingFixture(error.description)
        }
    }

    /// The bundle's recording folder, loaded once.
    private static func recording() throws(ContractHarnessError) -> StubRecording {
        switch loaded {
        case .success(let recording): return recording
        case .failure(let error): throw error
        }
    }

    private static let loaded: Result<StubRecording, ContractHarnessError> = {
        guard let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
            return .failure(.missingFixture("the Fixtures folder"))
        }
        do {
            return .success(try StubRecording.load(from: folder))
        } catch {
            return .failure(.invalidPayload("\(error)"))
        }
    }()
}

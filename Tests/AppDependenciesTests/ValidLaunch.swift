import AppDependencies
import MoviesAdapters
import Testing

/// A launch that must be accepted, and what it must read as.
struct ValidLaunch: Sendable, CustomTestStringConvertible {
    let label: String
    let arguments: [String]
    var environment: [String: String] = [:]
    /// `nil`: live; else the scenario name stubs must simulate.
    var scenarioName: String?
    var remaining: [String] = []
    var tmdbBaseURL = "https://api.themoviedb.org/3"
    var rickAndMortyBaseURL = "https://rickandmortyapi.com/api"
    var credential: Result<TMDbCredential, ContextConfigurationError> = .failure(.missingTMDbCredential)

    var testDescription: String { label }
}

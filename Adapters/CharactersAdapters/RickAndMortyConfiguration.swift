import Foundation
import HTTPTransport

/// Where the Rick and Morty adapters (the character and episode repositories that `AppDependencies.live` builds)
/// reach the Rick and Morty API.
/// The API takes no credential.
public struct RickAndMortyConfiguration: Sendable {
    // The unwrap is of a valid literal: it cannot fail, and no input reaches it.
    /// The public API: `https://rickandmortyapi.com/api`.
    public static let defaultBaseURL = URL(string: "https://rickandmortyapi.com/api")!
    /// The environment variable that replaces the whole base URL.
    package static let baseURLVariable = "RICK_AND_MORTY_API_BASE_URL"

    /// The API's base URL; request paths are appended to its path.
    public var baseURL: URL

    /// A configuration.
    public init(baseURL: URL = defaultBaseURL) {
        self.baseURL = baseURL
    }

    /// The base URL the environment asks for (`baseURLVariable`, then `API_BASE_URL`), else ``defaultBaseURL``.
    package static func baseURL(environment: [String: String]) throws(APIBaseURLError) -> URL {
        try APIBaseURL.resolve(defaultURL: defaultBaseURL, specificVariable: baseURLVariable, environment: environment)
    }
}

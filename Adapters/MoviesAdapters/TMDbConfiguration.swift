import Foundation
import HTTPTransport

/// Where and how the TMDb adapters (the movie and image-configuration repositories that `AppDependencies.live`
/// builds) reach TMDb.
public struct TMDbConfiguration: Sendable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    // The unwrap is of a valid literal: it cannot fail, and no input reaches it.
    /// TMDb's v3 API: `https://api.themoviedb.org/3`.
    public static let defaultBaseURL = URL(string: "https://api.themoviedb.org/3")!
    /// The environment variable that replaces the whole base URL.
    package static let baseURLVariable = "TMDB_API_BASE_URL"

    /// The secret that authenticates every request.
    package var credential: TMDbCredential
    /// The API's base URL, e.g. ``defaultBaseURL``; request paths are appended to its path.
    public var baseURL: URL
    /// The language of titles and overviews, e.g. `en-US`, sent as the `language` query item.
    package var language: String

    /// A configuration.
    public init(credential: TMDbCredential, baseURL: URL = defaultBaseURL, language: String = "en-US") {
        self.credential = credential
        self.baseURL = baseURL
        self.language = language
    }

    /// The base URL the environment asks for (`baseURLVariable`, then `API_BASE_URL`), else ``defaultBaseURL``.
    public static func baseURL(environment: [String: String]) throws(APIBaseURLError) -> URL {
        try APIBaseURL.resolve(defaultURL: defaultBaseURL, specificVariable: baseURLVariable, environment: environment)
    }

    /// The base URL, language and credential kind; the secret is never shown.
    public var description: String {
        "TMDbConfiguration(baseURL: \(Redactor.redact(baseURL)), language: \(language), credential: \(credential))"
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// A mirror without the secret.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "credential": credential.description, "baseURL": Redactor.redact(baseURL), "language": language,
            ],
            displayStyle: .struct
        )
    }
}

import Foundation
import MoviesAdapters
import StubHTTPServer

/// Asks the needs of the production adapters pointed at loopback servers (a recording proxy or a replay), one
/// need at a time, and says which requests each one sent.
struct FixtureAsker: Sendable {
    /// The credential the adapters send when the upstream needs none or already holds the recording.
    static let placeholderCredential = TMDbCredential.bearerToken("marquee-fixtures-placeholder")
    /// The credential the 401 needs send.
    static let invalidCredential = TMDbCredential.apiKey("marquee-fixtures-invalid-key")

    let ports: FixturePorts
    let invalidCredentialPorts: FixturePorts

    /// Adapters for TMDb at `tmdbBaseURL` and Rick and Morty at `rickAndMortyBaseURL`.
    init(tmdbBaseURL: URL, rickAndMortyBaseURL: URL, credential: TMDbCredential, timeout: Duration) {
        ports = .live(
            tmdbBaseURL: tmdbBaseURL, credential: credential, rickAndMortyBaseURL: rickAndMortyBaseURL,
            timeout: timeout)
        invalidCredentialPorts = .live(
            tmdbBaseURL: tmdbBaseURL, credential: Self.invalidCredential, rickAndMortyBaseURL: rickAndMortyBaseURL,
            timeout: timeout)
    }

    func ask(_ need: FixtureNeed) async -> FixtureAnswer {
        await need.ask(need.usesInvalidCredential ? invalidCredentialPorts : ports)
    }

    /// `server`'s base URL followed by `path` (`/3`, `/api`): where an API's base URL points to reach it through
    /// the server.
    static func url(of server: StubHTTPServer, path base: String) -> URL {
        var path = base
        while path.hasSuffix("/") { path.removeLast() }
        return URL(string: server.baseURL.absoluteString + path) ?? server.baseURL
    }

    /// `url`'s scheme, host and port: where a proxy forwards to (the request keeps the path).
    static func origin(of url: URL) -> URL? {
        var components = URLComponents()
        components.scheme = url.scheme
        components.host = url.host
        components.port = url.port
        return components.url
    }
}

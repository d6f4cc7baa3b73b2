import Foundation
import HTTPTransport
import MoviesDomain

/// ``MoviesDomain/ImageConfigurationRepository`` on TMDb's `GET /configuration`.
///
/// The configuration changes rarely, so it is fetched at most once per instance. Concurrent first callers share one
/// request in flight and later callers get the stored value; a failure is not stored, so the next call asks again.
/// Callers leave independently: one whose task is cancelled gets `.cancelled` at once, and the request is cancelled
/// when the last waiting caller leaves (`SharedLoads` says how).
///
/// Errors: 401/403 → `.unauthorized`; 429 → `.rateLimited`; 404, 5xx, transport failures and a base URL no
/// request can be built on → `.unavailable`; any other status or a body that does not decode →
/// `.invalidResponse`; the caller cancelled → `.cancelled`.
package final class TMDbImageConfigurationRepository: ImageConfigurationRepository {
    /// The one thing loaded.
    private enum Key: Hashable, Sendable {
        case configuration
    }

    private let client: TMDbClient
    /// Where TMDb is and how this repository authenticates (the credential never shows in a description).
    package var configuration: TMDbConfiguration { client.configuration }
    private let loads = SharedLoads<Key, ImageConfiguration, UpstreamFailure>(
        keepingSuccesses: true, cancelled: .cancelled)

    /// A repository that sends its request through `httpClient`.
    package init(configuration: TMDbConfiguration, httpClient: any UpstreamClient) {
        self.client = TMDbClient(configuration: configuration, httpClient: httpClient)
    }

    /// How many callers are waiting for the request in flight (for tests).
    var waitingCallerCount: Int { loads.waitingCount(for: .configuration) }

    /// The image configuration, from memory after the first success.
    package func imageConfiguration() async throws(UpstreamFailure) -> ImageConfiguration {
        let client = client
        return try await loads.outcome(for: .configuration) { await Self.load(with: client) }.get()
    }

    private static func load(with client: TMDbClient) async -> Result<ImageConfiguration, UpstreamFailure> {
        do {
            let dto = try await client.get(TMDbConfigurationDTO.self, path: "/configuration", includesLanguage: false)
            return .success(try TMDbImageConfigurationMapper.imageConfiguration(dto))
        } catch {
            return .failure(Self.error(error))
        }
    }

    /// No `/configuration` at the base URL (a 404) means the service is not where it was configured to be; the
    /// request has no parameters to refuse, so a 400/422 (`rejected`) is not an answer the API promises.
    private static func error(_ failure: JSONAPIFailure) -> UpstreamFailure {
        let failure = failure.upstreamFailure
        return failure == .rejected ? .invalidResponse : failure
    }
}

// What backs this adapter, for the dependencies report and the refusal of a live port under `-uitest`.
extension TMDbImageConfigurationRepository: PortAdapter {
    /// TMDb at the configured base URL, with the kind of credential sent (never the credential itself).
    package var backing: PortBacking {
        .live(baseURL: configuration.baseURL, credential: configuration.credential.description)
    }
}

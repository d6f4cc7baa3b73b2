import Foundation
import HTTPTransport
import MoviesDomain
import Synchronization

/// ``ImageConfigurationRepository`` on TMDb's `GET /configuration`.
///
/// The configuration is fetched at most once per instance: concurrent first callers share one in-flight request,
/// later callers get the stored value. A failure is not stored, so the next call asks again. The shared request
/// runs in its own task: cancelling one caller does not fail the others.
///
/// Errors: 401/403 → `.unauthorized`; 429 → `.rateLimited`; 404, 5xx and transport failures → `.unavailable`;
/// any other status or a body that does not decode → `.invalidResponse`.
public final class TMDbImageConfigurationRepository: ImageConfigurationRepository {
    private typealias Outcome = Result<ImageConfiguration, ImageConfigurationRepositoryError>

    private enum State {
        case idle
        case loading(Task<Outcome, Never>)
        case loaded(ImageConfiguration)
    }

    private enum Step {
        case ready(ImageConfiguration)
        case wait(Task<Outcome, Never>)
    }

    private let client: TMDbClient
    private let state = Mutex(State.idle)

    /// A repository that sends its request through `httpClient`.
    public init(configuration: TMDbConfiguration, httpClient: any HTTPClient) {
        self.client = TMDbClient(configuration: configuration, httpClient: httpClient)
    }

    /// The image configuration, from memory after the first success.
    public func imageConfiguration() async throws(ImageConfigurationRepositoryError) -> ImageConfiguration {
        let step = state.withLock { state -> Step in
            switch state {
            case .loaded(let configuration):
                return .ready(configuration)
            case .loading(let task):
                return .wait(task)
            case .idle:
                // Created under the lock, so exactly one caller starts the request; the task's own update of
                // `state` waits for this lock and therefore always finds `.loading`.
                let task = Task { await self.load() }
                state = .loading(task)
                return .wait(task)
            }
        }
        switch step {
        case .ready(let configuration): return configuration
        case .wait(let task): return try await task.value.get()
        }
    }

    private func load() async -> Outcome {
        let outcome: Outcome
        do {
            let dto = try await client.get(TMDbConfigurationDTO.self, path: "/configuration", includesLanguage: false)
            outcome = .success(try TMDbImageConfigurationMapper.imageConfiguration(dto))
        } catch {
            outcome = .failure(Self.error(error))
        }
        state.withLock { state in
            switch outcome {
            case .success(let configuration): state = .loaded(configuration)
            case .failure: state = .idle
            }
        }
        return outcome
    }

    private static func error(_ failure: TMDbFailure) -> ImageConfigurationRepositoryError {
        switch failure {
        case .unauthorized: .unauthorized
        case .rateLimited: .rateLimited
        // No `/configuration` at the base URL: the service is not where it was configured to be.
        case .notFound, .unavailable: .unavailable
        // The request has no parameters to refuse, so a 400/422 is not an answer the API promises.
        case .rejected, .invalidResponse: .invalidResponse
        }
    }
}

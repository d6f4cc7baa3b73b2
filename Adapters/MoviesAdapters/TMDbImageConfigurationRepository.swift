import Foundation
import HTTPTransport
import MoviesDomain
import Synchronization

/// ``MoviesDomain/ImageConfigurationRepository`` on TMDb's `GET /configuration`.
///
/// The configuration is fetched at most once per instance: concurrent first callers share one in-flight request,
/// later callers get the stored value. A failure is not stored, so the next call asks again.
///
/// The shared request runs in its own task, and each caller waits for it on its own continuation, so callers leave
/// independently: a caller whose task is cancelled gets `.cancelled` at once (the others keep waiting), and when
/// the last waiting caller leaves, the shared request is cancelled too, so nothing runs, retries included, for
/// nobody. A caller that arrives cancelled gets the stored value if there is one, else `.cancelled` without a
/// request.
///
/// Errors: 401/403 → `.unauthorized`; 429 → `.rateLimited`; 404, 5xx, transport failures and a base URL no
/// request can be built on → `.unavailable`; any other status or a body that does not decode →
/// `.invalidResponse`; the caller cancelled → `.cancelled`.
package final class TMDbImageConfigurationRepository: ImageConfigurationRepository {
    private typealias Outcome = Result<ImageConfiguration, UpstreamFailure>

    /// The one request in flight and the callers waiting for it, by caller number.
    private struct Loading {
        /// Tells this request from a later one, so a cancelled request finishing late changes nothing.
        let generation: Int
        let task: Task<Void, Never>
        var waiters: [Int: CheckedContinuation<Outcome, Never>]
    }

    private enum Phase {
        case idle
        case loading(Loading)
        case loaded(ImageConfiguration)
    }

    private struct State {
        var phase = Phase.idle
        var nextCaller = 0
        var nextGeneration = 0
    }

    private let client: TMDbClient
    /// Where TMDb is and how this repository authenticates (the credential never shows in a description).
    package var configuration: TMDbConfiguration { client.configuration }
    private let state = Mutex(State())

    /// A repository that sends its request through `httpClient`.
    package init(configuration: TMDbConfiguration, httpClient: any HTTPClient) {
        self.client = TMDbClient(configuration: configuration, httpClient: httpClient)
    }

    /// How many callers are waiting for the request in flight (for tests).
    var waitingCallerCount: Int {
        state.withLock { state in
            guard case .loading(let loading) = state.phase else { return 0 }
            return loading.waiters.count
        }
    }

    /// The image configuration, from memory after the first success.
    package func imageConfiguration() async throws(UpstreamFailure) -> ImageConfiguration {
        let caller = state.withLock { state in
            state.nextCaller += 1
            return state.nextCaller
        }
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
                if let immediate = register(caller, continuation) {
                    continuation.resume(returning: immediate)
                }
            }
        } onCancel: {
            leave(caller)
        }
        return try outcome.get()
    }

    /// Adds `caller` to the waiters of the request in flight, starting it if there is none; returns the outcome
    /// instead when it is already known (a stored value, or a caller that is already cancelled).
    ///
    /// The cancellation flag is read under the lock: the cancellation handler takes the same lock after the flag
    /// is set, so either it finds the caller registered here or this sees the flag. No caller is left waiting.
    private func register(_ caller: Int, _ continuation: CheckedContinuation<Outcome, Never>) -> Outcome? {
        state.withLock { state -> Outcome? in
            switch state.phase {
            case .loaded(let configuration):
                return .success(configuration)
            case .loading(var loading):
                if Task.isCancelled { return .failure(.cancelled) }
                loading.waiters[caller] = continuation
                state.phase = .loading(loading)
                return nil
            case .idle:
                if Task.isCancelled { return .failure(.cancelled) }
                state.nextGeneration += 1
                let generation = state.nextGeneration
                // Created under the lock, so exactly one caller starts the request; the task's own update of
                // `state` waits for this lock and therefore always finds this generation's `.loading`.
                let task = Task { await self.load(generation) }
                state.phase = .loading(Loading(generation: generation, task: task, waiters: [caller: continuation]))
                return nil
            }
        }
    }

    /// Resumes the cancelled `caller` with `.cancelled` if it is still waiting, and cancels the shared request
    /// when it was the last one waiting for it.
    private func leave(_ caller: Int) {
        let (continuation, abandoned) = state.withLock {
            state -> (CheckedContinuation<Outcome, Never>?, Task<Void, Never>?) in
            guard case .loading(var loading) = state.phase,
                let continuation = loading.waiters.removeValue(forKey: caller)
            else { return (nil, nil) }
            guard loading.waiters.isEmpty else {
                state.phase = .loading(loading)
                return (continuation, nil)
            }
            state.phase = .idle
            return (continuation, loading.task)
        }
        continuation?.resume(returning: .failure(.cancelled))
        abandoned?.cancel()
    }

    private func load(_ generation: Int) async {
        let outcome: Outcome
        do {
            let dto = try await client.get(TMDbConfigurationDTO.self, path: "/configuration", includesLanguage: false)
            outcome = .success(try TMDbImageConfigurationMapper.imageConfiguration(dto))
        } catch {
            outcome = .failure(Self.error(error))
        }
        let waiters = state.withLock { state -> [CheckedContinuation<Outcome, Never>] in
            // Abandoned by every caller (and perhaps replaced by a newer request): nobody to tell, nothing to store.
            guard case .loading(let loading) = state.phase, loading.generation == generation else { return [] }
            switch outcome {
            case .success(let configuration): state.phase = .loaded(configuration)
            case .failure: state.phase = .idle
            }
            return Array(loading.waiters.values)
        }
        for waiter in waiters {
            waiter.resume(returning: outcome)
        }
    }

    /// No `/configuration` at the base URL (a 404) means the service is not where it was configured to be; the
    /// request has no parameters to refuse, so a 400/422 (`rejected`) is not an answer the API promises.
    private static func error(_ failure: JSONAPIFailure) -> UpstreamFailure {
        let failure = failure.upstreamFailure
        return failure == .rejected ? .invalidResponse : failure
    }
}

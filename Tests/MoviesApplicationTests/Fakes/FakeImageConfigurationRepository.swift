import MoviesDomain
import Synchronization

/// An ``ImageConfigurationRepository`` that answers with a canned result and counts its calls.
final class FakeImageConfigurationRepository: ImageConfigurationRepository {
    private let result: Result<ImageConfiguration, UpstreamFailure>
    private let onCall: (@Sendable () async -> Void)?
    private let log = Mutex(0)

    /// `onCall` runs after a call is recorded and before it is answered, e.g. to hold it at a rendezvous.
    init(
        result: Result<ImageConfiguration, UpstreamFailure> = .success(.tmdb),
        onCall: (@Sendable () async -> Void)? = nil
    ) {
        self.result = result
        self.onCall = onCall
    }

    /// How many times the configuration was asked for.
    var callCount: Int { log.withLock { $0 } }

    func imageConfiguration() async throws(UpstreamFailure) -> ImageConfiguration {
        log.withLock { $0 += 1 }
        await onCall?()
        return try result.get()
    }
}

/// Why a ``MovieRepository`` could not answer.
public enum MovieRepositoryError: Error, Hashable, Sendable, UpstreamFailureCarrying {
    /// No movie has this id. Only the id-based calls throw it: an adapter reports a 404 on a list endpoint as
    /// `.upstream(.unavailable)` (the service is not at the configured address).
    case notFound(movieID: Int)
    /// The service failed us (see ``UpstreamFailure``).
    case upstream(UpstreamFailure)
}

extension MovieRepositoryError {
    /// This error from a call about a list, which has no id to be not found: a `notFound` there means the service
    /// is not where the configuration says, so it is `unavailable`.
    public var listFailure: UpstreamFailure {
        switch self {
        case .notFound: .unavailable
        case .upstream(let failure): failure
        }
    }
}

import MoviesDomain

/// A movie's credits as its detail view got them. The movie is what a person asked for; its cast and crew are
/// extra: when only the credits call fails upstream, the details still arrive, with the credits marked
/// unavailable and the reason kept, so each host can say "the cast could not be loaded" beside the movie.
public enum MovieCreditsAvailability: Hashable, Sendable {
    /// The credits loaded.
    case loaded(MovieCredits)
    /// The credits call failed upstream while the movie itself loaded (see ``SharedKernel/UpstreamFailure``;
    /// never `cancelled`, which fails the whole use case).
    case unavailable(UpstreamFailure)

    /// The credits, or `nil` when they could not be loaded.
    public var loadedCredits: MovieCredits? {
        switch self {
        case .loaded(let credits): credits
        case .unavailable: nil
        }
    }
}

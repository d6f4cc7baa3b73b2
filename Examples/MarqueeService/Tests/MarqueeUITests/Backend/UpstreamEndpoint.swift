/// An upstream path a replay-backend test makes behave as a stub would (``UpstreamReplayServer/push(_:on:delay:)``),
/// named as the adapters ask it.
enum UpstreamEndpoint: Sendable, Hashable, CustomStringConvertible {
    /// TMDb's popular movies, `/3/movie/popular`.
    case popularMovies
    /// TMDb's movie, `/3/movie/{id}`.
    case movie(id: Int)
    /// TMDb's credits of a movie, `/3/movie/{id}/credits`.
    case credits(movieID: Int)
    /// TMDb's image configuration, `/3/configuration`.
    case imageConfiguration
    /// Rick and Morty's characters, `/api/character`.
    case characters
    /// Rick and Morty's character, `/api/character/{id}`.
    case character(id: Int)

    /// The request path.
    var path: String {
        switch self {
        case .popularMovies: "/3/movie/popular"
        case .movie(let id): "/3/movie/\(id)"
        case .credits(let movieID): "/3/movie/\(movieID)/credits"
        case .imageConfiguration: "/3/configuration"
        case .characters: "/api/character"
        case .character(let id): "/api/character/\(id)"
        }
    }

    var description: String { path }
}

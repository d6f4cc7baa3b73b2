import Foundation

/// What a replay-backend test makes one upstream endpoint answer instead of its recording
/// (``UpstreamReplayServer/push(_:on:)``): the HTTP behind the page states no stub scenario reaches.
enum UpstreamFault: Sendable, Hashable {
    /// 429 with `Retry-After: seconds`. Longer than the retry budget (20 s), the service gives up at once and the
    /// page says when to try again; shorter, the service waits that long between its own retries first.
    case rateLimited(retryAfterSeconds: Int)
    /// TMDb's recorded 401 for a key it does not accept (`UpstreamFailureAnswers`, as for the stubs' `unauthorized`).
    case rejectedCredential
    /// 200 with a JSON body that stops in the middle of a value.
    case malformedJSON
    /// The recorded answer (or the not-recorded 404), but only after `holding`: longer than the service's upstream
    /// timeout (`MARQUEE_UPSTREAM_TIMEOUT_MS`, set small by the launch), every attempt times out.
    case slow(holding: Duration = .seconds(30))
    /// The API's 500 (`UpstreamFailureAnswers`), as the stubs' `serverError`.
    case serverError
    /// 500 the first time, the recording after, as the stubs' `failThenRecover`.
    case failThenRecover
    /// The API's recorded 404 for an unknown id (`UpstreamFailureAnswers`), as the stubs' `notFound` answers a lookup.
    case notFound
}

/// An upstream path a replay-backend test puts a fault on, named as the adapters ask it.
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

import Wiring

/// One call a `StubMovieRepository` received, with its arguments as passed.
public enum StubMovieRepositoryCall: Hashable, Sendable, PortCallConvertible {
    /// `movie(withID:)`.
    case movie(id: Int)
    /// `credits(forMovieWithID:)`.
    case credits(movieID: Int)
    /// `popularMovies(page:)`.
    case popularMovies(page: Int)
    /// `searchMovies(query:page:)`, the query untrimmed.
    case searchMovies(query: String, page: Int)

    /// `MovieRepository`.
    public static var port: String { "MovieRepository" }

    /// The call as data, its case's labels as the arguments' names: `searchMovies(query: "fight", page: 1)`.
    public var portCall: PortCall {
        switch self {
        case .movie(let id): PortCall("movie", ["id": .integer(id)])
        case .credits(let movieID): PortCall("credits", ["movieID": .integer(movieID)])
        case .popularMovies(let page): PortCall("popularMovies", ["page": .integer(page)])
        case .searchMovies(let query, let page):
            PortCall("searchMovies", ["query": .string(query), "page": .integer(page)])
        }
    }
}

import MoviesDomain

/// Why a list of movies (the popular ones, a search's matches) could not be shown; the same faults as a character
/// list's ``CharactersApplication/FetchCharactersError``.
public enum MovieListError: Error, Hashable, Sendable {
    /// The list has fewer pages than the one asked for. TMDb answers such a page as an empty page with the real
    /// totals; the use case says what that means, as Rick and Morty's 404 does for characters. Page 1 is never
    /// past the end: a list with nothing in it is an empty page 1.
    case pageOutOfRange(page: Int, list: MovieList)
    /// The service failed us (see ``SharedKernel/UpstreamFailure``).
    case upstream(UpstreamFailure)

    /// Maps the movie port's error. A list has no id to be not found: a `notFound` there means the service is not
    /// where the configuration says, so it is `unavailable`.
    init(_ error: MovieRepositoryError) {
        switch error {
        case .notFound: self = .upstream(.unavailable)
        case .upstream(let failure): self = .upstream(failure)
        }
    }

    /// `result`, the answer to page `page` of `list`, unless it is an empty page past the last one. A page with
    /// movies on it is shown whatever its totals say (a total can lag behind the list).
    static func checking(_ result: MoviePage, page: PageNumber, of list: MovieList) throws(MovieListError) -> MoviePage
    {
        guard !result.results.isEmpty || page.value <= max(1, result.totalPages) else {
            throw .pageOutOfRange(page: page.value, list: list)
        }
        return result
    }
}

/// Which list of movies: each host words a ``MovieListError`` about it in its own place.
public enum MovieList: Hashable, Sendable {
    /// The currently popular movies.
    case popular
    /// The movies matching a search.
    case search
}

import MoviesDomain

/// The data the Movies stubs answer from: movies in popularity order, each with its credits, and the image
/// configuration. List items are derived from the movies, so a list and the details can never disagree.
public struct StubMovieCatalogue: Hashable, Sendable {
    /// The movies in the order the popular list shows them.
    public let movies: [Movie]
    /// The credits of every movie, by movie id.
    public let credits: [Int: MovieCredits]
    /// The image configuration.
    public let imageConfiguration: ImageConfiguration
    /// The movies as list items, in popularity order: derived once, as a stub answers every popular page from it.
    public let previews: [MoviePreview]

    private let indexByID: [Int: Int]

    /// A catalogue. A movie without an entry in `credits` gets empty credits; credits for unknown movies and
    /// repeated movie ids (after the first) are dropped, so every id resolves to exactly one movie.
    public init(movies: [Movie], credits: [MovieCredits], imageConfiguration: ImageConfiguration) {
        var unique: [Movie] = []
        var indexByID: [Int: Int] = [:]
        for movie in movies where indexByID[movie.id] == nil {
            indexByID[movie.id] = unique.count
            unique.append(movie)
        }
        var creditsByID: [Int: MovieCredits] = [:]
        for entry in credits where indexByID[entry.movieID] != nil && creditsByID[entry.movieID] == nil {
            creditsByID[entry.movieID] = entry
        }
        for movie in unique where creditsByID[movie.id] == nil {
            creditsByID[movie.id] = MovieCredits(movieID: movie.id, cast: [], crew: [])
        }
        self.movies = unique
        self.credits = creditsByID
        self.imageConfiguration = imageConfiguration
        self.indexByID = indexByID
        self.previews = unique.map(Self.preview(of:))
    }

    /// The movie with `id`, or `nil`.
    public func movie(withID id: Int) -> Movie? {
        indexByID[id].map { movies[$0] }
    }

    /// The list item TMDb shows for `movie`: the same fields, genres as ids.
    public static func preview(of movie: Movie) -> MoviePreview {
        MoviePreview(
            id: movie.id, title: movie.title, originalTitle: movie.originalTitle,
            originalLanguage: movie.originalLanguage, overview: movie.overview, releaseDate: movie.releaseDate,
            posterPath: movie.posterPath, backdropPath: movie.backdropPath, genreIDs: movie.genres.map(\.id),
            voteAverage: movie.voteAverage, voteCount: movie.voteCount)
    }
}

extension StubMovieCatalogue {
    /// The stub data UI tests run on: 45 real movies (TMDb's recorded popular page, then well-known films), so the
    /// popular list has three pages (20, 20, 5), every movie with details and credits, and TMDb's real image
    /// configuration.
    public static let standard = StubMovieCatalogue(
        movies: StubMovieData.records.map(\.movie), credits: StubMovieData.records.map(\.credits),
        imageConfiguration: StubMovieData.imageConfiguration)
}

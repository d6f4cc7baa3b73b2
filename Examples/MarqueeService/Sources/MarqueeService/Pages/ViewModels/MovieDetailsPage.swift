/// `/movies/{id}`: one movie (template `movie-details`).
struct MovieDetailsPage: Sendable {
    let documentTitle: String
    let screen = "movieDetails"
    let isMoviesSection = true
    let isCharactersSection = false
    let error: ErrorStateView?
    let movie: MovieView?
}

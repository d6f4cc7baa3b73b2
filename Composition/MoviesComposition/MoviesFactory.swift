import CompositionKit
import MoviesApplication

/// What an app consumes from the Movies context. The live factory and the UI-test factory both conform, so the
/// composition root can swap one for the other without the app noticing.
public protocol MoviesFactory: Sendable {
    /// Lists popular movies.
    func makeFetchPopularMoviesUseCase() -> any FetchPopularMoviesUseCase
    /// Searches movies by title.
    func makeSearchMoviesUseCase() -> any SearchMoviesUseCase
    /// Loads a movie's details, credits and image URLs.
    func makeFetchMovieDetailsUseCase() -> any FetchMovieDetailsUseCase
    /// Which implementation backs each of the context's ports.
    var portBindings: [PortBinding] { get }
}

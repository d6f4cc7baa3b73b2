import CompositionKit
import Foundation
import HTTPTransport
import MoviesAdapters
import MoviesApplication

/// The Movies context on production adapters: both TMDb repositories share one HTTP client, and the real use
/// cases run on them.
public final class LiveMoviesFactory: MoviesFactory {
    /// The context's name in ``portBindings``.
    public static let context = MoviesPorts.context

    /// What is wired to each port.
    public let ports: MoviesPorts
    private let applicationFactory: MoviesApplicationFactory

    /// A factory whose repositories call TMDb at `configuration.baseURL` through `httpClient`.
    public init(configuration: TMDbConfiguration, httpClient: any HTTPClient) {
        ports = .live(configuration: configuration, httpClient: httpClient)
        applicationFactory = ports.application
    }

    /// Which implementation backs each port: the TMDb adapters, at the configured base URL, with the kind of
    /// credential they send (never the credential itself).
    public var portBindings: [PortBinding] { ports.bindings }

    /// The bindings the live ports would have at `baseURL` when the context cannot be built (no usable
    /// credential): `credential` says why there is none. The composition root reports them all the same.
    public static func portBindings(baseURL: URL, credential: String?) -> [PortBinding] {
        MoviesPorts.portNames.map { port in
            PortBinding(context: context, port: port, backing: .live(baseURL: baseURL, credential: credential))
        }
    }

    /// Lists popular movies from TMDb.
    public func makeFetchPopularMoviesUseCase() -> any FetchPopularMoviesUseCase {
        applicationFactory.makeFetchPopularMoviesUseCase()
    }

    /// Searches TMDb by title.
    public func makeSearchMoviesUseCase() -> any SearchMoviesUseCase {
        applicationFactory.makeSearchMoviesUseCase()
    }

    /// Loads a movie's details, credits and image URLs from TMDb.
    public func makeFetchMovieDetailsUseCase() -> any FetchMovieDetailsUseCase {
        applicationFactory.makeFetchMovieDetailsUseCase()
    }
}

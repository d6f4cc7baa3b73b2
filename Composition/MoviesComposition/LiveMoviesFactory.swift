import CompositionKit
import Foundation
import HTTPTransport
import MoviesAdapters
import MoviesApplication
import MoviesDomain

/// The Movies context on production adapters: both TMDb repositories share one HTTP client, and the real use
/// cases run on them.
public final class LiveMoviesFactory: MoviesFactory {
    /// The context's name in ``portBindings``.
    public static let context = "movies"

    private let applicationFactory: MoviesApplicationFactory

    /// Which implementation backs each port: the TMDb adapters, at the configured base URL, with the kind of
    /// credential they send (never the credential itself).
    public let portBindings: [PortBinding]

    /// A factory whose repositories call TMDb at `configuration.baseURL` through `httpClient`.
    public init(configuration: TMDbConfiguration, httpClient: any HTTPClient) {
        applicationFactory = MoviesApplicationFactory(
            movieRepository: TMDbMovieRepository(configuration: configuration, httpClient: httpClient),
            imageConfigurationRepository: TMDbImageConfigurationRepository(
                configuration: configuration, httpClient: httpClient)
        )
        portBindings = Self.portBindings(
            baseURL: configuration.baseURL, credential: configuration.credential.description)
    }

    /// A factory on the production HTTP stack: a ``RetryingHTTPClient`` around a ``URLSessionHTTPClient``.
    public convenience init(configuration: TMDbConfiguration) {
        self.init(configuration: configuration, httpClient: RetryingHTTPClient(wrapping: URLSessionHTTPClient()))
    }

    /// The bindings of the Movies ports to the TMDb adapters at `baseURL`. `credential` describes the kind of
    /// credential (already redacted), or why there is none. Shared with the composition root, which reports
    /// the ports even when the context cannot be built for lack of a credential.
    public static func portBindings(baseURL: URL, credential: String?) -> [PortBinding] {
        ["MovieRepository", "ImageConfigurationRepository"].map { port in
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

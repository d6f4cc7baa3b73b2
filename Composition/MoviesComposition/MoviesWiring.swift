import Foundation
import HTTPTransport
import MoviesAdapters
import MoviesApplication
import MoviesDomain
import Wiring

/// The Movies context's wiring: one implementation per port, each saying what backs it. `live(configuration:httpClient:)`
/// and the UI-test factory both build one, so the use cases and the dependencies report come from what is actually wired.
public struct MoviesWiring: Sendable {
    /// The context's name in `bindings`.
    package static let context = "movies"
    /// The ports, by protocol name, in report order.
    package static let portNames = ["MovieRepository", "ImageConfigurationRepository", "MovieRatingRepository"]

    /// What answers `MovieRepository`.
    package let movieRepository: any MovieRepository & PortAdapter
    /// What answers `ImageConfigurationRepository`.
    package let imageConfigurationRepository: any ImageConfigurationRepository & PortAdapter
    /// What answers `MovieRatingRepository`.
    package let movieRatingRepository: any MovieRatingRepository & PortAdapter

    /// A wiring of these implementations.
    package init(
        movieRepository: any MovieRepository & PortAdapter,
        imageConfigurationRepository: any ImageConfigurationRepository & PortAdapter,
        movieRatingRepository: any MovieRatingRepository & PortAdapter
    ) {
        self.movieRepository = movieRepository
        self.imageConfigurationRepository = imageConfigurationRepository
        self.movieRatingRepository = movieRatingRepository
        self.application = MoviesApplicationFactory(
            movieRepository: movieRepository, imageConfigurationRepository: imageConfigurationRepository,
            movieRatingRepository: movieRatingRepository)
    }

    /// The TMDb adapters for `configuration`, sharing `httpClient`.
    public static func live(configuration: TMDbConfiguration, httpClient: any UpstreamClient) -> MoviesWiring {
        MoviesWiring(
            movieRepository: TMDbMovieRepository(configuration: configuration, httpClient: httpClient),
            imageConfigurationRepository: TMDbImageConfigurationRepository(
                configuration: configuration, httpClient: httpClient),
            movieRatingRepository: TMDbMovieRatingRepository(configuration: configuration, httpClient: httpClient))
    }

    /// The bindings the live ports would have at `baseURL` when the context cannot be built (no usable
    /// credential): `credential` says why there is none. The composition root reports them all the same.
    package static func portBindings(baseURL: URL, credential: String?) -> [PortWiring] {
        portNames.map { port in
            PortWiring(context: context, port: port, backing: .live(baseURL: baseURL, credential: credential))
        }
    }

    /// Every port with what is wired to it, in report order.
    package var wired: [(port: String, implementation: any PortAdapter)] {
        [
            (port: Self.portNames[0], implementation: movieRepository),
            (port: Self.portNames[1], implementation: imageConfigurationRepository),
            (port: Self.portNames[2], implementation: movieRatingRepository),
        ]
    }

    /// Which implementation backs each port, as each implementation reports it.
    package var bindings: [PortWiring] {
        wired.map { PortWiring(context: Self.context, port: $0.port, implementation: $0.implementation) }
    }

    /// The real use cases on these ports, built once with the wiring: every request is served by the same graph.
    package let application: MoviesApplicationFactory
}

// The production adapters live in a module that knows nothing of composition; here they say what backs them.
extension TMDbMovieRepository: PortAdapter {
    /// TMDb at the configured base URL, with the kind of credential sent (never the credential itself).
    package var backing: PortBacking {
        .live(baseURL: configuration.baseURL, credential: configuration.credential.description)
    }
}

extension TMDbImageConfigurationRepository: PortAdapter {
    /// TMDb at the configured base URL, with the kind of credential sent (never the credential itself).
    package var backing: PortBacking {
        .live(baseURL: configuration.baseURL, credential: configuration.credential.description)
    }
}

extension TMDbMovieRatingRepository: PortAdapter {
    /// TMDb at the configured base URL, with the kind of credential sent (never the credential itself); the guest
    /// session each call carries is the caller's, never part of the wiring.
    package var backing: PortBacking {
        .live(baseURL: configuration.baseURL, credential: configuration.credential.description)
    }
}

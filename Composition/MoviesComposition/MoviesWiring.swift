import Foundation
import HTTPTransport
import MoviesAdapters
import MoviesApplication
import MoviesDomain

/// The Movies context's wiring: one implementation per port, each saying what backs it. `live(configuration:httpClient:)`
/// and the UI-test factory both build one, so the use cases and the dependencies report come from what is actually wired.
public struct MoviesWiring: Sendable {
    /// The context's name in `bindings`.
    package static let context = "movies"
    /// The ports, by protocol name, in report order.
    package static let portNames = ["MovieRepository", "ImageConfigurationRepository", "MovieRatingRepository"]

    /// What answers `MovieRepository`.
    package let movieRepository: any MovieRepository
    /// What answers `ImageConfigurationRepository`.
    package let imageConfigurationRepository: any ImageConfigurationRepository
    /// What answers `MovieRatingRepository`.
    package let movieRatingRepository: any MovieRatingRepository
    /// Which implementation backs each port, in report order.
    package let bindings: [PortWiring]

    /// The real use cases on these ports, built once with the wiring: every request is served by the same graph.
    package let application: MoviesApplicationFactory

    private init(
        movieRepository: any MovieRepository, imageConfigurationRepository: any ImageConfigurationRepository,
        movieRatingRepository: any MovieRatingRepository, backings: [PortBacking]
    ) {
        self.movieRepository = movieRepository
        self.imageConfigurationRepository = imageConfigurationRepository
        self.movieRatingRepository = movieRatingRepository
        bindings = zip(Self.portNames, backings).map { PortWiring(context: Self.context, port: $0, backing: $1) }
        application = MoviesApplicationFactory(
            movieRepository: movieRepository, imageConfigurationRepository: imageConfigurationRepository,
            movieRatingRepository: movieRatingRepository)
    }

    /// The UI-test factory's wiring: stubs simulating `scenario` (a production adapter among them says it is live,
    /// and `-uitest` refuses it).
    package init(
        stubbing scenario: String, movieRepository: any MovieRepository,
        imageConfigurationRepository: any ImageConfigurationRepository, movieRatingRepository: any MovieRatingRepository
    ) {
        let wired: [any Sendable] = [movieRepository, imageConfigurationRepository, movieRatingRepository]
        self.init(
            movieRepository: movieRepository, imageConfigurationRepository: imageConfigurationRepository,
            movieRatingRepository: movieRatingRepository,
            backings: wired.map { PortBacking(of: $0, stubbing: scenario) })
    }

    /// The TMDb adapters for `configuration`, sharing `httpClient`.
    public static func live(configuration: TMDbConfiguration, httpClient: any UpstreamClient) -> MoviesWiring {
        let movies = TMDbMovieRepository(configuration: configuration, httpClient: httpClient)
        let images = TMDbImageConfigurationRepository(configuration: configuration, httpClient: httpClient)
        let ratings = TMDbMovieRatingRepository(configuration: configuration, httpClient: httpClient)
        return MoviesWiring(
            movieRepository: movies, imageConfigurationRepository: images, movieRatingRepository: ratings,
            backings: [movies.backing, images.backing, ratings.backing])
    }

    /// The bindings the live ports would have at `baseURL` when the context cannot be built (no usable
    /// credential): `credential` says why there is none. The composition root reports them all the same.
    package static func portBindings(baseURL: URL, credential: String?) -> [PortWiring] {
        portNames.map { port in
            PortWiring(context: context, port: port, backing: .live(baseURL: baseURL, credential: credential))
        }
    }
}

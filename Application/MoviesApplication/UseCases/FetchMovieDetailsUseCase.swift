import Foundation
import MoviesDomain

/// Loads everything a movie's detail view shows: fetches a movie, its credits and the image configuration concurrently, then resolves the image URLs.
public struct FetchMovieDetailsUseCase: Sendable {
    private let movieRepository: any MovieRepository
    private let imageConfigurationRepository: any ImageConfigurationRepository
    private let imageWidths: MovieImageWidths

    /// A use case backed by the two ports.
    package init(
        movieRepository: any MovieRepository, imageConfigurationRepository: any ImageConfigurationRepository,
        imageWidths: MovieImageWidths = MovieImageWidths()
    ) {
        self.movieRepository = movieRepository
        self.imageConfigurationRepository = imageConfigurationRepository
        self.imageWidths = imageWidths
    }

    /// The details, credits and resolved image URLs of the movie with `movieID`. The three calls run concurrently; the first failure, in the
    /// order movie, credits, configuration, is the one reported. An upstream failure of the credits call alone does not fail the details:
    /// they arrive with ``MovieCreditsAvailability/unavailable(_:)`` (a credits `notFound`, or a cancelled credits call, still fails them).
    public func execute(movieID id: EntityID) async throws(FetchMovieDetailsError) -> MovieDetails {
        let movieID = id.value
        let movieRepository = movieRepository
        let imageConfigurationRepository = imageConfigurationRepository

        async let movieResult = Result.catching { () async throws(MovieRepositoryError) in
            try await movieRepository.movie(withID: movieID)
        }
        async let creditsResult = Result.catching { () async throws(MovieRepositoryError) in
            try await movieRepository.credits(forMovieWithID: movieID)
        }
        async let configurationResult = Result.catching { () async throws(UpstreamFailure) in
            try await imageConfigurationRepository.imageConfiguration()
        }

        let movie: Movie
        let credits: MovieCreditsAvailability
        let configuration: ImageConfiguration
        switch await movieResult {
        case .success(let value): movie = value
        case .failure(let error): throw FetchMovieDetailsError(error)
        }
        switch await creditsResult {
        case .success(let value): credits = .loaded(value)
        case .failure(.upstream(let failure)) where failure != .cancelled: credits = .unavailable(failure)
        case .failure(let error): throw FetchMovieDetailsError(error)
        }
        switch await configurationResult {
        case .success(let value): configuration = value
        case .failure(let error): throw .upstream(error)
        }

        // The profile base is resolved once; each credit only appends its path to it, and the URLs go with the
        // credits member by member (a dictionary by credit id cost a hash per credit to build and another to read).
        var castProfileURLs: [ImageURL?] = []
        var crewProfileURLs: [ImageURL?] = []
        if let loaded = credits.loadedCredits,
            let profileBase = configuration.imageURLBase(for: .profile, width: imageWidths.profile)
        {
            castProfileURLs = loaded.cast.map { profileBase.imageURL(for: $0.profilePath) }
            crewProfileURLs = loaded.crew.map { profileBase.imageURL(for: $0.profilePath) }
        }
        return MovieDetails(
            movie: movie,
            credits: credits,
            posterURL: configuration.url(for: movie.posterPath, kind: .poster, width: imageWidths.poster),
            backdropURL: configuration.url(for: movie.backdropPath, kind: .backdrop, width: imageWidths.backdrop),
            castProfileURLs: castProfileURLs,
            crewProfileURLs: crewProfileURLs
        )
    }
}

/// Why a movie's details could not be loaded.
public enum FetchMovieDetailsError: Error, Hashable, Sendable {
    /// No movie has this id.
    case notFound(movieID: Int)
    /// The service failed us (see ``SharedKernel/UpstreamFailure``).
    case upstream(UpstreamFailure)

    /// Maps the movie port's error.
    init(_ error: MovieRepositoryError) {
        switch error {
        case .notFound(let movieID): self = .notFound(movieID: movieID)
        case .upstream(let failure): self = .upstream(failure)
        }
    }
}

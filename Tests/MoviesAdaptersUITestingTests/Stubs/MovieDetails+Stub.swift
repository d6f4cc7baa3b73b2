import Foundation
import MoviesAdaptersUITesting
import MoviesApplication
import MoviesDomain

extension MovieDetails {
    /// A detail view's content for tests. Image URLs left `nil` are resolved from `movie` and `credits` with
    /// TMDb's real image configuration and the detail use case's default widths, as the real use case would; pass
    /// `resolveImages: false` to leave them out.
    static func stub(
        movie: Movie = .stub(), credits: MovieCredits = .stub(), posterURL: URL? = nil, backdropURL: URL? = nil,
        resolveImages: Bool = true
    ) -> MovieDetails {
        let configuration = StubImageConfigurationRepository.standardConfiguration
        let widths = MovieImageWidths()
        let profileBase = resolveImages ? configuration.imageURLBase(for: .profile, width: widths.profile) : nil
        return MovieDetails(
            movie: movie, credits: .loaded(credits),
            posterURL: posterURL
                ?? (resolveImages
                    ? configuration.url(for: movie.posterPath, kind: .poster, width: widths.poster) : nil),
            backdropURL: backdropURL
                ?? (resolveImages
                    ? configuration.url(for: movie.backdropPath, kind: .backdrop, width: widths.backdrop) : nil),
            castProfileURLs: credits.cast.map { profileBase?.imageURL(for: $0.profilePath) },
            crewProfileURLs: credits.crew.map { profileBase?.imageURL(for: $0.profilePath) })
    }
}

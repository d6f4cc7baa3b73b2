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
        profileURLs: [String: ImageURL]? = nil, resolveImages: Bool = true
    ) -> MovieDetails {
        let configuration = StubImageConfigurationRepository.standardConfiguration
        let widths = MovieImageWidths()
        var resolvedProfiles: [String: ImageURL] = [:]
        if resolveImages, let profileBase = configuration.imageURLBase(for: .profile, width: widths.profile) {
            let people =
                credits.cast.map { ($0.creditID, $0.profilePath) } + credits.crew.map { ($0.creditID, $0.profilePath) }
            for (creditID, path) in people {
                resolvedProfiles[creditID] = profileBase.imageURL(for: path)
            }
        }
        return MovieDetails(
            movie: movie, credits: .loaded(credits),
            posterURL: posterURL
                ?? (resolveImages
                    ? configuration.url(for: movie.posterPath, kind: .poster, width: widths.poster) : nil),
            backdropURL: backdropURL
                ?? (resolveImages
                    ? configuration.url(for: movie.backdropPath, kind: .backdrop, width: widths.backdrop) : nil),
            profileURLs: profileURLs ?? resolvedProfiles)
    }
}

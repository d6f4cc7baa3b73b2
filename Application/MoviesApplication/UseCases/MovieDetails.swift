import Foundation
import MoviesDomain

/// What a movie's detail view shows: the movie, its credits (or why they could not be loaded), and its images as
/// URLs.
public struct MovieDetails: Hashable, Sendable {
    /// The movie.
    public let movie: Movie
    /// Its cast and crew, or the upstream failure that kept them from loading.
    public let credits: MovieCreditsAvailability
    /// The poster, sized for `MovieImageWidths.poster`, or `nil` without one.
    public let posterURL: URL?
    /// The backdrop, sized for ``MovieImageWidths/backdrop``, or `nil` without one.
    package let backdropURL: URL?
    /// The profile picture of each cast member, in the order of the loaded credits' cast: `nil` for a member
    /// without one; empty when the credits are unavailable or the image configuration has no profile size.
    package let castProfileURLs: [ImageURL?]
    /// The profile picture of each crew member, in the order of the loaded credits' crew, as ``castProfileURLs``.
    package let crewProfileURLs: [ImageURL?]

    /// Details. `castProfileURLs` and `crewProfileURLs` go with the loaded credits' cast and crew, member by member.
    package init(
        movie: Movie, credits: MovieCreditsAvailability, posterURL: URL?, backdropURL: URL?,
        castProfileURLs: [ImageURL?], crewProfileURLs: [ImageURL?]
    ) {
        self.movie = movie
        self.credits = credits
        self.posterURL = posterURL
        self.backdropURL = backdropURL
        self.castProfileURLs = castProfileURLs
        self.crewProfileURLs = crewProfileURLs
    }

    /// The profile picture of the cast member at `index` in the loaded credits' cast, or `nil` without one.
    package func castProfileURL(at index: Int) -> ImageURL? {
        castProfileURLs.indices.contains(index) ? castProfileURLs[index] : nil
    }

    /// The profile picture of the crew member at `index` in the loaded credits' crew, or `nil` without one.
    package func crewProfileURL(at index: Int) -> ImageURL? {
        crewProfileURLs.indices.contains(index) ? crewProfileURLs[index] : nil
    }
}

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
    /// Profile pictures of cast and crew members, by credit id; members without a picture are absent (all of them
    /// when the credits are unavailable).
    package let profileURLs: [String: ImageURL]

    /// Details.
    package init(
        movie: Movie, credits: MovieCreditsAvailability, posterURL: URL?, backdropURL: URL?,
        profileURLs: [String: ImageURL]
    ) {
        self.movie = movie
        self.credits = credits
        self.posterURL = posterURL
        self.backdropURL = backdropURL
        self.profileURLs = profileURLs
    }
}

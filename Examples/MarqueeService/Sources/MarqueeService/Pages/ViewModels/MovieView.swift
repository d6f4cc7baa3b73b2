/// A movie's details, as the details page shows them.
struct MovieView: Codable, Sendable {
    /// One cast member and the part they play.
    struct CastView: Codable, Sendable {
        let name: String
        let character: String
    }

    let title: String
    let tagline: String?
    /// The poster's address; `nil` without a poster, and the page shows a text placeholder instead of an image.
    var posterURL: String?
    /// `Director`, or `Directors` when there are several.
    let directorsLabel: String
    let directors: String
    let releaseDate: String
    let runtime: String
    let genres: String
    let rating: String
    let overview: String
    let hasCast: Bool
    let cast: [CastView]
    /// Why the cast is missing when the credits could not be loaded while the movie did; `nil` when they loaded.
    let castUnavailable: String?

    /// The movie with its poster's address replaced by `address` of it (``PageImages``).
    func addressingImages(_ address: (String) -> String) -> MovieView {
        var movie = self
        movie.posterURL = posterURL.map(address)
        return movie
    }
}

#if UITesting
    extension MovieView {
        /// A movie as its page shows it: Fight Club unless told otherwise, e.g. `.stub(title: long, posterURL: nil)`.
        /// `hasCast` follows `cast`.
        static func stub(
            title: String = "Fight Club", tagline: String? = "Mischief. Mayhem. Soap.",
            posterURL: String? = "https://image.tmdb.org/t/p/w500/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg",
            directorsLabel: String = "Director", directors: String = "David Fincher",
            releaseDate: String = "1999-10-15", runtime: String = "139 min", genres: String = "Drama",
            rating: String = "★ 8.4 (26279 votes)",
            overview: String = "A ticking-time-bomb insomniac and a slippery soap salesman channel primal male "
                + "aggression into a shocking new form of therapy.",
            cast: [CastView] = [.stub(), .stub(name: "Brad Pitt", character: "Tyler Durden")],
            castUnavailable: String? = nil
        ) -> MovieView {
            MovieView(
                title: title, tagline: tagline, posterURL: posterURL, directorsLabel: directorsLabel,
                directors: directors, releaseDate: releaseDate, runtime: runtime, genres: genres, rating: rating,
                overview: overview, hasCast: !cast.isEmpty, cast: cast, castUnavailable: castUnavailable)
        }
    }

    extension MovieView.CastView {
        /// A cast member; Edward Norton as the Narrator unless told otherwise.
        static func stub(
            name: String = "Edward Norton", character: String = "The Narrator"
        )
            -> MovieView.CastView
        {
            MovieView.CastView(name: name, character: character)
        }
    }
#endif

/// `/movies/{id}`: one movie (template `movie-details`).
struct MovieDetailsPage: PageModel {
    static var page: Page { .movieDetails }

    let documentTitle: String
    let error: ErrorStateView?
    var movie: MovieView?
    /// The visitor's rating and the forms that rate the movie or take the rating back; `nil` with an error, or when
    /// ratings are not configured.
    let ratingForm: RatingFormView?
    /// Whether the movie is on the visitor's watchlist, and the form that changes it; `nil` with an error, or when
    /// the service has no watchlist.
    var watchlistForm: WatchlistFormView? = nil

    /// The model's fields in JSON; the page's constants above are not.
    private enum CodingKeys: String, CodingKey {
        case documentTitle, error, movie, ratingForm, watchlistForm
    }

    /// The page with its poster's address replaced.
    func addressingImages(_ address: (String) -> String) -> MovieDetailsPage {
        replacing(\.movie) { $0.addressingImages(address) }
    }
}

#if UITesting
    extension MovieDetailsPage {
        /// A movie's page: ``MovieView/stub(title:tagline:posterURL:directorsLabel:directors:releaseDate:runtime:genres:rating:overview:cast:castUnavailable:)``
        /// with the rating section of a visitor who has not rated it (``RatingFormView/stub(movieID:yourRating:isRated:value:fieldError:formError:)``)
        /// unless told otherwise, e.g. `.stub(movie: .stub(title: "…"))`, titled after it. As the route does, an
        /// `error` shows no movie and no rating section, and is titled `Movie`.
        static func stub(
            error: ErrorStateView? = nil, movie: MovieView = .stub(), ratingForm: RatingFormView? = .stub()
        ) -> MovieDetailsPage {
            guard error == nil else {
                return MovieDetailsPage(documentTitle: "Movie", error: error, movie: nil, ratingForm: nil)
            }
            return MovieDetailsPage(documentTitle: movie.title, error: nil, movie: movie, ratingForm: ratingForm)
        }

        /// A movie's page with the stub movie titled `title`: `MovieDetailsPage.stub(title: "…")`.
        static func stub(title: String) -> MovieDetailsPage {
            stub(movie: .stub(title: title))
        }
    }
#endif

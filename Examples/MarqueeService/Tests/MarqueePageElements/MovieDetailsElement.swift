/// `/movies/{id}`: one movie (template `movie-details`).
package enum MovieDetailsElement: String, DetailsPageElement {
    case screen, navMovies = "nav.movies", navCharacters = "nav.characters"
    case error, retryAfter, tryAgain, startOver, backToList
    case title, poster, posterPlaceholder, tagline, directors, releaseDate, runtime, genres, rating, overview
    case cast, castUnavailable
    case yourRating, ratingField, rateButton, ratingError, ratingNotSaved, removeRatingButton
    case onWatchlist, addToWatchlistButton, removeFromWatchlistButton, watchlistNotSaved, watchlistLink

    package static var screenName: String { "movieDetails" }
    package static var content: Self { .title }
}

/// `/watchlist`: the movies on the visitor's watchlist (template `watchlist`).
package enum WatchlistElement: String, ListPageElement {
    case screen, navMovies = "nav.movies", navCharacters = "nav.characters", navRatings = "nav.ratings"
    case error, retryAfter, tryAgain, startOver
    case row, empty, nextPage, previousPage, pageIndicator
    case browse

    package static var screenName: String { "watchlist" }
    package static var content: Self { .row }
}

/// `/ratings`: the movies the visitor rated (template `rated-movies`).
package enum RatedMoviesElement: String, ListPageElement {
    case screen, navMovies = "nav.movies", navCharacters = "nav.characters", navRatings = "nav.ratings"
    case error, retryAfter, tryAgain, startOver
    case row, empty, nextPage, previousPage, pageIndicator
    case yourRating, browse

    package static var screenName: String { "ratedMovies" }
    package static var content: Self { .row }
}

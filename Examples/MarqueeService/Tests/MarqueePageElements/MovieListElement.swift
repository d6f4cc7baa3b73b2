/// `/`: the popular movies (template `movie-list`).
package enum MovieListElement: String, ListPageElement {
    case screen, navMovies = "nav.movies", navCharacters = "nav.characters"
    case error, retryAfter, tryAgain, startOver
    case row, empty, nextPage, previousPage, pageIndicator
    case searchField, searchButton

    package static var screenName: String { "movieList" }
    package static var content: Self { .row }
}

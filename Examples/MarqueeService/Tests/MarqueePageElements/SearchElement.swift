/// `/search?query=Q`: the movies whose title matches (template `search`).
package enum SearchElement: String, ListPageElement {
    case screen, navMovies = "nav.movies", navCharacters = "nav.characters"
    case error, retryAfter, tryAgain, startOver
    case row, empty, nextPage, previousPage, pageIndicator
    case searchField, searchButton, prompt

    package static var screenName: String { "search" }
    package static var content: Self { .row }
}

/// `/characters`: the characters with their filter form (template `character-list`).
package enum CharacterListElement: String, ListPageElement {
    case screen, navMovies = "nav.movies", navCharacters = "nav.characters"
    case error, retryAfter, tryAgain, startOver
    case row, empty, nextPage, previousPage, pageIndicator
    case filterName = "filter.name", filterStatus = "filter.status", filterSpecies = "filter.species"
    case filterType = "filter.type", filterGender = "filter.gender", filterApply = "filter.apply"
    case filterClear = "filter.clear"

    package static var screenName: String { "characterList" }
    package static var content: Self { .row }
}

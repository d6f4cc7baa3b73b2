/// `/characters/{id}`: one character with its episodes (template `character-details`).
package enum CharacterDetailsElement: String, DetailsPageElement {
    case screen, navMovies = "nav.movies", navCharacters = "nav.characters"
    case error, retryAfter, tryAgain, startOver, backToList
    case name, image, status, species, type, gender, origin, location
    /// An episode, keyed by its code (`S01E01`).
    case episode
    /// The note shown instead of the episodes when the character appears in none.
    case noEpisodes

    package static var screenName: String { "characterDetails" }
    package static var content: Self { .name }
}

/// The page of a refused form (template `form-refused`).
package enum FormRefusedElement: String, PageElement {
    case screen, navMovies = "nav.movies", navCharacters = "nav.characters"
    case message, back

    package static var screenName: String { "formRefused" }
}

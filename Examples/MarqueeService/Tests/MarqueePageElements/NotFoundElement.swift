/// The not-found page (template `not-found`).
package enum NotFoundElement: String, PageElement {
    case screen, navMovies = "nav.movies", navCharacters = "nav.characters"
    case message, home

    package static var screenName: String { "notFound" }
}

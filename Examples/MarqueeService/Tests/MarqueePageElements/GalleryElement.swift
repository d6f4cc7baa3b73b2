/// The gallery of page states (template `gallery`, `/__uitest/gallery`).
package enum GalleryElement: String, PageElement {
    case screen, navMovies = "nav.movies", navCharacters = "nav.characters"
    case source, states
    /// A state's link, one of many: `gallery.state.{key}`.
    case state

    package static var screenName: String { "gallery" }
}

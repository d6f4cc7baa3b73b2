/// Every screen's element type: the whole vocabulary the robots may use, for the check against the templates.
package enum PageElements {
    /// Each screen's element type, in the order of the pages.
    package static let screens: [any PageElement.Type] = [
        MovieListElement.self, SearchElement.self, MovieDetailsElement.self, CharacterListElement.self,
        CharacterDetailsElement.self, NotFoundElement.self, RatedMoviesElement.self, FormRefusedElement.self,
        WatchlistElement.self, GalleryElement.self,
    ]
}

/// The pages the service renders, each from its own template and view model: the one list of them. A page's raw
/// value is its template's name (`movie-details`), which is also its name under `/__uitest/present/` in UI-test
/// builds.
///
/// The error state is not a page of its own: every page that can fail shows it, from its model's `error`.
package enum Page: String, CaseIterable, Sendable {
    case movieList = "movie-list"
    case search
    case movieDetails = "movie-details"
    case characterList = "character-list"
    case characterDetails = "character-details"
    case notFound = "not-found"
    case ratedMovies = "rated-movies"
    case formRefused = "form-refused"

    /// The template that renders it.
    package var template: String { rawValue }

    /// Its view model's type.
    package var modelType: any PageModel.Type {
        switch self {
        case .movieList: MovieListPage.self
        case .search: SearchPage.self
        case .movieDetails: MovieDetailsPage.self
        case .characterList: CharacterListPage.self
        case .characterDetails: CharacterDetailsPage.self
        case .notFound: NotFoundPage.self
        case .ratedMovies: RatedMoviesPage.self
        case .formRefused: FormRefusedPage.self
        }
    }

    /// Every page's name, in order, for a message (`movie-list, search, …`).
    package static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// A page's view model: everything its template shows, flat, in stored properties (swift-mustache renders through
/// `Mirror`). It reads from and writes to JSON with its own field names, so that a UI test can present the page
/// alone from a model it built; the page's constants (its screen name, section, form limits) are not part of that
/// JSON.
package protocol PageModel: Codable, Sendable {
    /// The page it is rendered as.
    static var page: Page { get }
}

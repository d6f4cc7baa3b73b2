/// The pages the service renders, each from its own template and view model: the one list of them. A page's raw
/// value is its template's name (`movie-details`), which is also its name under `/__uitest/present/` in UI-test
/// builds.
///
/// The error state is not a page of its own: every page that can fail shows it, from its model's `error`.
enum Page: String, CaseIterable, Sendable {
    case movieList = "movie-list"
    case search
    case movieDetails = "movie-details"
    case characterList = "character-list"
    case characterDetails = "character-details"
    case notFound = "not-found"
    case ratedMovies = "rated-movies"
    case formRefused = "form-refused"
    case watchlist
    /// Every page in its named states, each a link (`/__uitest/gallery`, UI-test builds under `-uitest` only).
    case gallery

    /// The template that renders it.
    var template: String { rawValue }

    /// Its screen name, the first part of every `data-testid` on it: its template's name in camel case
    /// (`movie-details` → `movieDetails.title`).
    var screen: String {
        let words = rawValue.split(separator: "-")
        return words.enumerated().map { $0 == 0 ? String($1) : $1.prefix(1).uppercased() + $1.dropFirst() }.joined()
    }

    /// Its document title, for a page whose title does not depend on what it shows; the others' models have one
    /// (`documentTitle`).
    var title: String? {
        switch self {
        case .movieList: "Popular movies"
        case .characterList: "Characters"
        case .notFound: "Not found"
        case .ratedMovies: "Your ratings"
        case .formRefused: "Form not accepted"
        case .watchlist: "Your watchlist"
        case .gallery: "Page states"
        case .search, .movieDetails, .characterDetails: nil
        }
    }

    /// The navigation's section it belongs to, marked `aria-current` there; `nil` for a page of none.
    var section: Section? {
        switch self {
        case .movieList, .search, .movieDetails: .movies
        case .characterList, .characterDetails: .characters
        case .ratedMovies: .ratings
        case .notFound, .formRefused, .gallery, .watchlist: nil
        }
    }

    /// A section of the site's navigation.
    enum Section: Sendable {
        case movies, characters, ratings
    }

    /// Its view model's type.
    var modelType: any PageModel.Type {
        switch self {
        case .movieList: MovieListPage.self
        case .search: SearchPage.self
        case .movieDetails: MovieDetailsPage.self
        case .characterList: CharacterListPage.self
        case .characterDetails: CharacterDetailsPage.self
        case .notFound: NotFoundPage.self
        case .ratedMovies: RatedMoviesPage.self
        case .formRefused: FormRefusedPage.self
        case .watchlist: WatchlistPage.self
        case .gallery: GalleryPage.self
        }
    }

    /// Every page's name, in order, for a message (`movie-list, search, …`).
    static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// A page's view model: everything its template shows, flat, in stored properties (swift-mustache renders through
/// `Mirror`). It reads from and writes to JSON with its own field names, so that a UI test can present the page
/// alone from a model it built; the page's constants (its screen name, section, form limits) are not part of that
/// JSON.
protocol PageModel: Codable, Sendable {
    /// The page it is rendered as.
    static var page: Page { get }

    /// The model with each image address it shows replaced by `address` of it (``PageImages``); the model itself for
    /// a page that shows no image.
    func addressingImages(_ address: (String) -> String) -> Self
}

extension PageModel {
    /// A page without images: the model as it is.
    func addressingImages(_ address: (String) -> String) -> Self { self }

    /// The model with the view at `keyPath`, if it shows one, replaced by `transform` of it: how a page addresses
    /// the images of the one view that has them.
    func replacing<View>(_ keyPath: WritableKeyPath<Self, View?>, with transform: (View) -> View) -> Self {
        var model = self
        model[keyPath: keyPath] = model[keyPath: keyPath].map(transform)
        return model
    }
}

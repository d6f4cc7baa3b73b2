/// The gallery of page states (template `gallery`): every page in each of its named states, each a button that opens
/// it, for a person reviewing what the pages look like and for a UI test that walks them all (one screenshot per
/// state). Served at `/__uitest/gallery` in UI-test builds under `-uitest` only (`UITestPresentRoutes`).
struct GalleryPage: PageModel {
    static var page: Page { .gallery }

    /// Where the states come from: the session's own catalog, or the service's built-in one.
    let source: String
    /// The states, in the catalog's order.
    let states: [State]

    /// One state: its name, the address that opens it, and what it shows.
    struct State: Codable, Sendable, Hashable {
        /// What a person calls it (`Popular movies · empty`).
        let name: String
        /// Its key: the last segment of its address and of its button's `data-testid` (`popular-movies-empty`).
        let key: String
        /// The address a `POST` to opens it (`/__uitest/gallery/popular-movies-empty`).
        let href: String
        /// What it shows, in words (`/ on the scenario empty`).
        let shows: String
    }

    /// The model's fields in JSON; the page's constants above are not.
    private enum CodingKeys: String, CodingKey {
        case source, states
    }
}

#if UITesting
    extension GalleryPage {
        /// The built-in gallery: every page on every preset.
        static func stub() -> GalleryPage {
            GalleryCatalog.builtIn.page
        }
    }
#endif

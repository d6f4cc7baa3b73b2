import Foundation
import Mustache

/// The HTML pages' mustache templates, shipped as the package's resources, loaded and checked once at start-up:
/// a missing or broken template stops the start with a ``ServiceResourceError``, never a request.
struct PageTemplates: Sendable {
    /// Every template the pages use, pages and partials alike.
    static let requiredNames =
        ["head", "foot", "error-state", "paging", "search-form", "movie-rows"] + Page.allCases.map(\.template)

    private let library: MustacheLibrary

    /// Where the images the pages show come from (``PageImages``): the data's own addresses unless told otherwise.
    var images = PageImages.upstream

    /// The templates in `directory` (`*.mustache`), checked: each required one present, parsed, and each page
    /// rendering a whole document with its partials.
    init(directory: URL) throws(ServiceResourceError) {
        var library = MustacheLibrary()
        for name in Self.requiredNames {
            let data = try ServiceResources.contents(of: "\(name).mustache", in: directory)
            do {
                try library.register(String(decoding: data, as: UTF8.self), named: name)
            } catch {
                throw .broken(file: "\(name).mustache", reason: "\(error)")
            }
        }
        // Each page's template inside its frame: `{{#model}}` makes the model the first place its names are
        // looked up, the frame the next.
        for page in Page.allCases {
            do {
                try library.register("{{#model}}{{> \(page.template)}}{{/model}}", named: Self.framed(page))
            } catch {
                throw .broken(file: "\(page.template).mustache", reason: "\(error)")
            }
        }
        self.library = library
        try checkEveryPageRenders()
    }

    /// The templates shipped in this target's resources (``ServiceResources``), in `Templates/`.
    static func bundled() throws(ServiceResourceError) -> PageTemplates {
        try PageTemplates(directory: ServiceResources.directory.appending(path: "Templates"))
    }

    /// The HTML of `model`, rendered with its page's template inside its frame (``PageFrame``), with its images'
    /// addresses as ``images`` says, without control characters (``replacingControlCharacters(_:)``).
    func render<Model: PageModel>(_ model: Model) -> String {
        // Every page was rendered once at start-up, so this cannot miss; if it ever did, the person still gets a
        // page, not a crash.
        guard let html = Self.renderedFramed(images.shown(model), library: library) else {
            return "<!DOCTYPE html><html lang=\"en\"><head><title>Error</title></head><body><main><h1>Error</h1>"
                + "<p>This page could not be shown.</p></main></body></html>"
        }
        return Self.replacingControlCharacters(html)
    }

    /// `html` with each control character but tab, line feed and carriage return replaced by U+FFFD, as a browser
    /// reads a NUL. A refused form shows back what was typed (escaped by the templates), and a control character
    /// typed there, refused as input, would otherwise make the page invalid HTML. The templates have none.
    static func replacingControlCharacters(_ html: String) -> String {
        func isControl(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.generalCategory == .control && !["\t", "\n", "\r"].contains(scalar)
        }
        // A byte scan first, exact for Cc: nearly every page has none. C0 but white space, DEL, and C1 (U+0080–U+009F,
        // UTF-8 0xC2 0x80–0x9F; 0xC2 alone also starts `·`, which every page title has).
        var previous: UInt8 = 0
        let hasControl = html.utf8.contains { byte in
            defer { previous = byte }
            return (byte < 0x20 && byte != 9 && byte != 10 && byte != 13) || byte == 0x7F
                || (previous == 0xC2 && (0x80...0x9F).contains(byte))
        }
        guard hasControl else { return html }
        var scalars = String.UnicodeScalarView()
        for scalar in html.unicodeScalars { scalars.append(isControl(scalar) ? "\u{FFFD}" : scalar) }
        return String(scalars)
    }

    private func checkEveryPageRenders() throws(ServiceResourceError) {
        let samples: [any PageModel] = [
            MovieListPage(list: .nothing),
            SearchPage(prompt: ""),
            MovieDetailsPage(documentTitle: "Movie", error: nil, movie: nil, ratingForm: nil),
            CharacterListPage(name: "", species: "", type: "", status: "", gender: "", list: .nothing),
            CharacterDetailsPage(documentTitle: "Character", error: nil, character: nil),
            NotFoundPage(message: "Not found"),
            RatedMoviesPage(list: .nothing),
            FormRefusedPage(message: "Refused", backHref: "/"),
            WatchlistPage(list: .nothing),
            GalleryPage(source: "Gallery", states: []),
        ]
        for sample in samples {
            let name = type(of: sample).page.template
            guard let html = Self.renderedFramed(sample, library: library) else {
                throw .missing(file: "\(name).mustache", directory: "the library")
            }
            // A partial that is missing renders as nothing; a whole document proves head and foot were found.
            guard html.contains("<html lang=\"en\">"), html.contains("</html>"), html.contains(".screen\"") else {
                throw .broken(
                    file: "\(name).mustache", reason: "it does not render a whole page (a partial is missing)")
            }
        }
    }

    /// The name of `page`'s template inside its frame.
    private static func framed(_ page: Page) -> String { "framed-\(page.template)" }

    private static func renderedFramed<Model: PageModel>(_ model: Model, library: MustacheLibrary) -> String? {
        library.render(tree(of: PageFrame(model)) ?? [:], withTemplate: framed(Model.page))
    }

    /// `value` as the templates read it fastest: a struct's stored properties as a dictionary, an array's elements,
    /// each in turn, and any other value as it is. Mustache looks a name up in a dictionary directly, where in a
    /// struct it reflects every property for every name it looks up, at every level of its context stack: that was
    /// most of a page's cost (Benchmarks/README.md). A `nil` is left out, which mustache reads the same way: the name
    /// is looked up further out.
    private static func tree(of value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.flatMap { tree(of: $0.value) }
        case .struct:
            var members: [String: Any] = [:]
            for child in mirror.children {
                if let label = child.label, let member = tree(of: child.value) { members[label] = member }
            }
            return members
        case .collection:
            return mirror.children.compactMap { tree(of: $0.value) }
        default:
            return value
        }
    }
}

/// What a page's layout shows around its model that follows from the page alone: a fixed title, the screen name
/// that starts its `data-testid`s, and its section in the navigation. The page's template renders inside
/// `{{#model}}`, so a name is looked up in the model first, then here (mustache's context stack); no model repeats
/// these.
private struct PageFrame<Model: PageModel>: Sendable {
    /// The page's fixed title (``Page/title``); a model with a title of its own says it first.
    let documentTitle: String?
    let screen: String
    let isMoviesSection: Bool
    let isCharactersSection: Bool
    let isRatingsSection: Bool
    let model: Model

    init(_ model: Model) {
        let page = Model.page
        documentTitle = page.title
        screen = page.screen
        isMoviesSection = page.section == .movies
        isCharactersSection = page.section == .characters
        isRatingsSection = page.section == .ratings
        self.model = model
    }
}

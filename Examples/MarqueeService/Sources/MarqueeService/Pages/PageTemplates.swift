import Foundation
import Mustache

/// The HTML pages' mustache templates, shipped as the package's resources, loaded and checked once at start-up:
/// a missing or broken template stops the start with a ``ServiceResourceError``, never a request.
struct PageTemplates: Sendable {
    /// Every template the pages use, pages and partials alike.
    static let requiredNames =
        ["head", "foot", "error-state", "paging", "search-form", "movie-rows"] + Page.allCases.map(\.template)

    private let library: MustacheLibrary

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
        self.library = library
        try checkEveryPageRenders()
    }

    /// The templates shipped in this target's resources (``ServiceResources``), in `Templates/`.
    static func bundled() throws(ServiceResourceError) -> PageTemplates {
        try PageTemplates(directory: ServiceResources.directory.appending(path: "Templates"))
    }

    /// The HTML of `page` rendered with `template`, without control characters (``replacingControlCharacters(_:)``).
    func render(_ page: some Sendable, template: String) -> String {
        // Every template was rendered once at start-up, so this cannot miss; if it ever did, the person still
        // gets a page, not a crash.
        guard let html = library.render(page, withTemplate: template) else {
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

    /// The HTML of `model`, rendered with its page's template.
    func render(_ model: some PageModel) -> String {
        render(model, template: type(of: model).page.template)
    }

    private func checkEveryPageRenders() throws(ServiceResourceError) {
        let samples: [any PageModel] = [
            MovieListPage(error: nil, isEmpty: true, hasRows: false, rows: [], paging: nil),
            SearchPage(
                documentTitle: "Search", heading: "Search", query: "", isPrompt: true, error: nil, isEmpty: false,
                hasRows: false, rows: [], paging: nil),
            MovieDetailsPage(documentTitle: "Movie", error: nil, movie: nil, ratingForm: nil),
            CharacterListPage(
                name: "", species: "", type: "", statusOptions: [], genderOptions: [], error: nil, isEmpty: true,
                hasRows: false, rows: [], paging: nil),
            CharacterDetailsPage(documentTitle: "Character", error: nil, character: nil),
            NotFoundPage(message: "Not found"),
            RatedMoviesPage(error: nil, isEmpty: true, hasRows: false, rows: [], paging: nil),
            FormRefusedPage(message: "Refused", backHref: "/"),
        ]
        for sample in samples {
            let name = type(of: sample).page.template
            guard let html = library.render(sample, withTemplate: name) else {
                throw .missing(file: "\(name).mustache", directory: "the library")
            }
            // A partial that is missing renders as nothing; a whole document proves head and foot were found.
            guard html.contains("<html lang=\"en\">"), html.contains("</html>"), html.contains(".screen\"") else {
                throw .broken(
                    file: "\(name).mustache", reason: "it does not render a whole page (a partial is missing)")
            }
        }
    }
}

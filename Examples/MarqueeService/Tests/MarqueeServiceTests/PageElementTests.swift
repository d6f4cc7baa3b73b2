import Foundation
import MarqueePageElements
import Testing

/// The reference documents' "flag missing identifiers", made automatic: every `data-testid` a robot can use (its
/// screen's ``PageElement`` cases) must be in a template its page renders, so a renamed or forgotten identifier
/// fails here, in a second and without a browser, instead of as a UI test's timeout.
@Suite("Every data-testid the robots use is in a template of its page")
struct PageElementTests {
    /// The templates in the source tree.
    static let directory = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Sources/MarqueeService/Resources/Templates")

    @Test("each screen's every element is in its page's template or the partials it includes")
    func everyElementIsInATemplate() throws {
        // Given every screen's element type and the templates
        let templates = try PageTemplateIdentifiers(directory: Self.directory)

        // When each element is looked for in its page
        let missing = PageElements.screens.flatMap { templates.missing($0) }

        // Then none is missing
        #expect(missing.isEmpty, "identifiers no template of their page carries: \(missing)")
    }

    @Test("an identifier no template carries is reported, with its screen")
    func reportsAMissingIdentifier() throws {
        // Given a screen whose elements include one the page does not have
        let templates = try PageTemplateIdentifiers(directory: Self.directory)

        // When its elements are looked for
        let missing = templates.missing(FakeMovieDetailsElement.self)

        // Then exactly the made-up one is reported; the real ones are found
        #expect(missing == ["movieDetails.noSuchElement"])
    }

    @Test("a keyed element matches its template's key, and an element is not found on another screen's page")
    func keysAndScreens() throws {
        // Given the templates
        let templates = try PageTemplateIdentifiers(directory: Self.directory)

        // When / Then: a row (`{{screen}}.row.{{id}}`) is found by its element, a movie's title is not a character's
        #expect(templates.missing(MovieListElement.self).isEmpty)
        #expect(templates.missing(FakeCharacterDetailsElement.self) == ["characterDetails.title"])
    }

    @Test("every page template has a screen with elements, so no page goes unchecked")
    func everyPageHasElements() throws {
        // Given the page templates (those that include the head partial)
        let templates = try PageTemplateIdentifiers(directory: Self.directory)

        // When their names are compared with the screens' templates
        let screens = Set(PageElements.screens.map { PageTemplateIdentifiers.templateName(ofScreen: $0.screenName) })

        // Then each page has its element type
        #expect(templates.pageNames == screens)
    }
}

/// A movie details screen with one element too many.
private enum FakeMovieDetailsElement: String, PageElement {
    case screen, navMovies = "nav.movies", navCharacters = "nav.characters"
    case title, noSuchElement

    static var screenName: String { "movieDetails" }
}

/// A character details screen that claims a movie's title.
private enum FakeCharacterDetailsElement: String, PageElement {
    case screen, navMovies = "nav.movies", navCharacters = "nav.characters"
    case name, title

    static var screenName: String { "characterDetails" }
}

/// The `data-testid`s each page's templates carry, read from the template files: a page is `screen-name.mustache`
/// (`movieDetails` → `movie-details`) with the partials it includes (`{{> head}}`), read transitively.
/// `{{screen}}` stands for the page's screen; any other tag (`{{id}}`) is a key of a keyed element.
private struct PageTemplateIdentifiers {
    /// Each template's source, by name.
    let sources: [String: String]

    init(directory: URL) throws {
        let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
        sources = Dictionary(
            uniqueKeysWithValues: try files.filter { $0.pathExtension == "mustache" }.map {
                ($0.deletingPathExtension().lastPathComponent, try String(contentsOf: $0, encoding: .utf8))
            })
    }

    /// `movieDetails` → `movie-details`.
    static func templateName(ofScreen screen: String) -> String {
        screen.map { $0.isUppercase ? "-" + $0.lowercased() : String($0) }.joined()
    }

    /// The templates that are whole pages: those including the head.
    var pageNames: Set<String> {
        Set(sources.filter { $0.value.contains("{{> head}}") }.keys)
    }

    /// The identifiers of `Element`'s screen that its page does not carry, as `screen.element`.
    func missing<Element: PageElement>(_ element: Element.Type) -> [String] {
        let carried = identifiers(inPage: Self.templateName(ofScreen: Element.screenName), screen: Element.screenName)
        return Element.allCases.map(\.testID).filter { testID in
            !carried.contains { $0 == testID || $0.hasPrefix(testID + ".{{") }
        }
    }

    /// The identifiers in `name` and its partials, `{{screen}}` replaced by `screen`.
    private func identifiers(inPage name: String, screen: String) -> [String] {
        var seen: Set<String> = []
        var pending = [name]
        var identifiers: [String] = []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted, let source = sources[next] else { continue }
            identifiers += Self.values(of: #"data-testid=""#, until: "\"", in: source)
                .map { $0.replacingOccurrences(of: "{{screen}}", with: screen) }
            pending += Self.values(of: "{{> ", until: "}}", in: source)
        }
        return identifiers
    }

    /// Every text in `source` between `start` and the next `end`.
    private static func values(of start: String, until end: String, in source: String) -> [String] {
        source.components(separatedBy: start).dropFirst().compactMap { $0.components(separatedBy: end).first }
    }
}

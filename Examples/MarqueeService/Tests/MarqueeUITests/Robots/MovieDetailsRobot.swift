import MarqueePageElements
import Testing
import UITestKit

/// `/movies/{id}`: one movie with its poster (or a placeholder), facts, overview and cast (or a note that the
/// cast could not be loaded).
struct MovieDetailsRobot: DetailsRobot {
    typealias Element = MovieDetailsElement
    typealias List = MovieListRobot
    let app: UITestApp

    static func path(id: Int) -> String { "/movies/\(id)" }

    // MARK: Actions

    @discardableResult
    func goBackToList(sourceLocation: SourceLocation = #_sourceLocation) async throws -> MovieListRobot {
        try await goBack(to: MovieListRobot.self, sourceLocation: sourceLocation)
    }

    @discardableResult
    func goBackToSearch(sourceLocation: SourceLocation = #_sourceLocation) async throws -> SearchRobot {
        try await goBack(to: SearchRobot.self, sourceLocation: sourceLocation)
    }

    // MARK: Checks

    /// Checks every field of `expectation` that is given, in the order the page shows them.
    @discardableResult
    func check(
        _ expectation: MovieDetailsExpectation, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Self {
        let facts: [(Element, String?)] = [
            (.title, expectation.title), (.tagline, expectation.tagline), (.directors, expectation.directors),
            (.releaseDate, expectation.releaseDate), (.runtime, expectation.runtime), (.rating, expectation.rating),
        ]
        for case (let element, let text?) in facts {
            try await checkText(element, is: text, sourceLocation: sourceLocation)
        }
        if expectation.hasTagline == false { try await checkHasNoTagline(sourceLocation: sourceLocation) }
        if let genres = expectation.genres {
            try await checkText(.genres, contains: genres, sourceLocation: sourceLocation)
        }
        if let overview = expectation.overview {
            try await checkText(.overview, contains: overview, sourceLocation: sourceLocation)
        }
        switch expectation.posterShown {
        case true?: try await checkHasPoster(sourceLocation: sourceLocation)
        case false?: try await checkHasNoPoster(sourceLocation: sourceLocation)
        case nil: break
        }
        for name in expectation.castIncludes ?? [] {
            try await checkText(.cast, contains: name, sourceLocation: sourceLocation)
        }
        if let note = expectation.castUnavailable {
            try await checkText(.castUnavailable, contains: note, sourceLocation: sourceLocation)
                .checkAbsent(.cast, sourceLocation: sourceLocation)
        } else if expectation.castIncludes != nil {
            try await checkAbsent(.castUnavailable, sourceLocation: sourceLocation)
        }
        return self
    }

    @discardableResult
    func checkTitle(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText(.title, is: title, sourceLocation: sourceLocation)
    }

    /// A fact the page shows under its own label, as the page words it: `.directors` (`Lana Wachowski, Lilly
    /// Wachowski`), `.releaseDate` (`1999-10-15` or `Unreleased`), `.runtime` (`139 min` or `Unknown`), `.rating`
    /// (`★ 8.4 (26279 votes)`), `.tagline`.
    @discardableResult
    func check(_ fact: Element, is text: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self
    {
        try await checkText(fact, is: text, sourceLocation: sourceLocation)
    }

    /// A movie without a tagline shows none (no empty line where it would be).
    @discardableResult
    func checkHasNoTagline(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkAbsent(.tagline, sourceLocation: sourceLocation)
    }

    @discardableResult
    func checkGenres(_ genres: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText(.genres, contains: genres, sourceLocation: sourceLocation)
    }

    /// The poster is an image with a source, and no placeholder stands in for it. (The page is complete on
    /// arrival, so the placeholder is ruled out first: on a page without a poster this fails at once.)
    @discardableResult
    func checkHasPoster(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkAbsent(.posterPlaceholder, sourceLocation: sourceLocation)
            .checkImage(.poster, sourceLocation: sourceLocation)
    }

    /// A movie without a poster shows the text placeholder and no image at all (ruled out first, as above).
    @discardableResult
    func checkHasNoPoster(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkNoImage(sourceLocation: sourceLocation)
            .checkText(.posterPlaceholder, is: "No poster", sourceLocation: sourceLocation)
    }

    @discardableResult
    func checkCastIncludes(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText(.cast, contains: name, sourceLocation: sourceLocation)
    }
}

/// What a test expects of a movie's page, checked in one call (`robot.check(MovieDetailsExpectation(title: "…",
/// posterShown: false))`). Every field is optional: `nil` is not checked. Texts are exact except `genres`,
/// `overview`, the cast's names and the cast note, which the page must contain.
struct MovieDetailsExpectation: Sendable {
    var title: String?
    var tagline: String?
    /// `false`: the page shows no tagline at all.
    var hasTagline: Bool?
    var directors: String?
    var releaseDate: String?
    var runtime: String?
    var rating: String?
    var genres: String?
    var overview: String?
    /// `true`: a poster image and no placeholder; `false`: the placeholder and no image.
    var posterShown: Bool?
    /// Names the cast list shows (and then no cast note).
    var castIncludes: [String]?
    /// The note shown instead of the cast when the credits could not be loaded (and then no cast list).
    var castUnavailable: String?
}

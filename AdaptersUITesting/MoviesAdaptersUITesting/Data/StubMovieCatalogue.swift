import Foundation
import MoviesDomain
import UITestScenario

/// The data ``StubMovieRepository`` answers from: movies in popularity order, each with its credits. List items are
/// derived from the movies, so a list and the details can never disagree. (The image configuration is its own
/// port's data: ``StubImageConfigurationRepository/standardConfiguration``.)
package struct StubMovieCatalogue: Hashable, Sendable {
    /// The movies in the order the popular list shows them.
    package let movies: [Movie]
    /// The credits of every movie, by movie id.
    package let credits: [Int: MovieCredits]
    /// The movies as list items, in popularity order: derived once, as a stub answers every popular page from it.
    package let previews: [MoviePreview]
    /// ``previews`` cut into pages of ``StubMovieRepository/pageSize``, once: a popular page is then answered without
    /// copying its 20 items (a retain of each of their strings, and a release when the answer is gone).
    package let previewPages: [[MoviePreview]]

    private let byID: StubTable<Movie>
    // Each movie's titles folded once, in popularity order: folding them on every search (`String.range(of:options:)`
    // for each title) was a third of marquee-service's CPU on `/movies/search` (Benchmarks/README.md).
    private let searchTitles: [SearchTitles]

    /// A catalogue. A movie without an entry in `credits` gets empty credits; credits for unknown movies and
    /// repeated movie ids (after the first) are dropped, so every id resolves to exactly one movie.
    package init(movies: [Movie], credits: [MovieCredits]) {
        var seen = Set<Int>()
        let unique = movies.filter { seen.insert($0.id).inserted }
        var creditsByID: [Int: MovieCredits] = [:]
        for entry in credits where seen.contains(entry.movieID) && creditsByID[entry.movieID] == nil {
            creditsByID[entry.movieID] = entry
        }
        for movie in unique where creditsByID[movie.id] == nil {
            creditsByID[movie.id] = MovieCredits(movieID: movie.id, cast: [], crew: [])
        }
        self.movies = unique
        self.credits = creditsByID
        self.byID = StubTable(unique)
        self.previews = unique.map(Self.preview(of:))
        self.previewPages = StubMovieRepository.pages(of: previews)
        self.searchTitles = unique.map {
            SearchTitles(Self.searchFolded($0.title), Self.searchFolded($0.originalTitle))
        }
    }

    /// The movie with `id`, or `nil`.
    package func movie(withID id: Int) -> Movie? {
        byID.item(withID: id)
    }

    /// The list items, in popularity order, of the movies whose title or original title contains `query`, ignoring
    /// case and diacritics (with no locale). An empty `query` is in every title: ``StubMovieRepository`` answers a
    /// blank query itself, with an empty page, before it searches.
    package func previews(matching query: String) -> [MoviePreview] {
        let folded = Self.searchFolded(query)
        return zip(searchTitles, previews).compactMap { titles, preview in
            Self.bytes(titles.title, contain: folded) || Self.bytes(titles.originalTitle, contain: folded)
                ? preview : nil
        }
    }

    /// The UTF-8 bytes of `text` without case or diacritics, as a search compares them. Folded texts are compared
    /// byte by byte, which can only match at whole scalars.
    private static func searchFolded(_ text: String) -> [UInt8] {
        Array(text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).utf8)
    }

    // A plain scan, as titles and queries are short (the standard library's generic `firstRange(of:)` made a search
    // four times slower than the comparison it replaced).
    private static func bytes(_ text: [UInt8], contain part: [UInt8]) -> Bool {
        guard part.count <= text.count else { return false }
        return (0...(text.count - part.count)).contains { start in
            text[start..<start + part.count].elementsEqual(part)
        }
    }

    /// The list item TMDb shows for `movie`: the same fields, genres as ids.
    package static func preview(of movie: Movie) -> MoviePreview {
        MoviePreview(
            id: movie.id, title: movie.title, originalTitle: movie.originalTitle,
            originalLanguage: movie.originalLanguage, overview: movie.overview, releaseDate: movie.releaseDate,
            posterPath: movie.posterPath, backdropPath: movie.backdropPath, genreIDs: movie.genres.map(\.id),
            voteAverage: movie.voteAverage, voteCount: movie.voteCount)
    }
}

/// A movie's title and original title as a search compares them.
private struct SearchTitles: Hashable, Sendable {
    let title: [UInt8]
    let originalTitle: [UInt8]

    init(_ title: [UInt8], _ originalTitle: [UInt8]) {
        self.title = title
        self.originalTitle = originalTitle
    }
}

extension StubMovieCatalogue {
    /// The stub data UI tests run on: 45 real movies (TMDb's recorded popular page, then well-known films), so the
    /// popular list has three pages (20, 20, 5), every movie with details and credits.
    package static let standard = StubMovieCatalogue(
        movies: StubMovieData.records.map(\.movie), credits: StubMovieData.records.map(\.credits))
}

extension StubMovieCatalogue {
    /// The catalogue a scenario's `data` serves: its movies alone with the catalogue `none`; else its movies first,
    /// in their order, then the standard ones it does not replace (same id). Throws a ``ScenarioError`` naming the
    /// JSON path of the first movie field the format does not take.
    package init(serving data: ScenarioData) throws(ScenarioError) {
        let movies = try data.entities(of: ScenarioMovie.kind).map { (entity) throws(ScenarioError) in
            try ScenarioMovie(entity.object, at: entity.path)
        }
        guard data.catalogue == .standard else {
            self.init(movies: movies.map(\.movie), credits: movies.map(\.credits))
            return
        }
        let replaced = Set(movies.map(\.movie.id))
        let kept = Self.standard.movies.filter { !replaced.contains($0.id) }
        self.init(
            movies: movies.map(\.movie) + kept,
            credits: movies.map(\.credits) + kept.compactMap { Self.standard.credits[$0.id] })
    }

    /// The catalogue a scenario a world checked serves: ``standard`` when it brings no data.
    package static func checked(serving scenario: Scenario) -> StubMovieCatalogue {
        guard !scenario.data.isEmpty else { return .standard }
        return StubDataCheck.checked { () throws(ScenarioError) in try StubMovieCatalogue(serving: scenario.data) }
    }

    /// The data kind `movies`, read as a catalogue (``init(serving:)``).
    package static let dataKind = StubDataCheck(ScenarioMovie.kind) { scenario throws(ScenarioError) in
        _ = try StubMovieCatalogue(serving: scenario.data)
    }
}

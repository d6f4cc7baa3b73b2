import Foundation
import MarqueeJSON
import MoviesDomain
import UITestScenario

/// A movie a test brings in its `Scenario` (version 2 `data.movies`): the movie and the credits its page shows.
/// Build one with ``stub(id:title:originalTitle:originalLanguage:overview:tagline:releaseDate:runtimeMinutes:genres:status:homepage:imdbID:budget:revenue:posterPath:backdropPath:voteAverage:voteCount:directors:cast:)``,
/// naming only the fields the test cares about; the others are Fight Club's, as `Movie.stub()` has them, except
/// `originalTitle`, which is the movie's `title` unless given (so a search finds a test's movies by their own titles).
///
/// In scenario JSON a movie is an object with the field names `marquee movie --json` prints: `id` (required), then
/// any of `title`, `originalTitle`, `originalLanguage`, `overview`, `tagline`, `releaseDate` (`yyyy-MM-dd`),
/// `runtimeMinutes`, `genres` (`[{"id", "name"}]`), `status`, `homepage`, `imdbID`, `budget`, `revenue`,
/// `posterPath`, `backdropPath`, `voteAverage`, `voteCount`, `directors` (names) and `cast`
/// (`[{"name", "character"}]`, in billing order); `null` where the field may be absent.
public struct ScenarioMovie: Hashable, Sendable {
    /// The movie's details.
    package var movie: Movie
    /// The names of its directors, in order.
    package var directors: [String]
    /// Its cast, in billing order.
    package var cast: [CastCredit]

    /// `movie`, directed by `directors`, with `cast`.
    package init(movie: Movie, directors: [String], cast: [CastCredit]) {
        self.movie = movie
        self.directors = directors
        self.cast = cast
    }

    /// One role of a ``ScenarioMovie``'s cast.
    public struct CastCredit: Hashable, Sendable {
        /// The actor's name.
        package var name: String
        /// The character played.
        package var character: String

        /// `name` as `character`.
        public init(name: String, character: String) {
            self.name = name
            self.character = character
        }
    }

    /// The fields of a movie in scenario JSON.
    static let fieldNames = [
        "id", "title", "originalTitle", "originalLanguage", "overview", "tagline", "releaseDate", "runtimeMinutes",
        "genres", "status", "homepage", "imdbID", "budget", "revenue", "posterPath", "backdropPath", "voteAverage",
        "voteCount", "directors", "cast",
    ]

    /// A movie for a scenario: every field defaults to Fight Club (TMDb 550) as TMDb serves it, directed by David
    /// Fincher, with Edward Norton and Brad Pitt, and `originalTitle` to `title`, so a test names only what it cares
    /// about, e.g. `.stub(id: 4242, title: long, posterPath: nil)`.
    public static func stub(
        id: Int = 550, title: String = "Fight Club", originalTitle: String? = nil,
        originalLanguage: String = "en",
        overview: String = "A ticking-time-bomb insomniac and a slippery soap salesman channel primal male aggression "
            + "into a shocking new form of therapy.",
        tagline: String? = "Mischief. Mayhem. Soap.", releaseDate: CalendarDate? = "1999-10-15",
        runtimeMinutes: Int? = 139, genres: [Genre] = [Genre(id: 18, name: "Drama")], status: String? = "Released",
        homepage: URL? = nil, imdbID: String? = "tt0137523", budget: Int? = 63_000_000, revenue: Int? = 100_853_753,
        posterPath: String? = "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg",
        backdropPath: String? = "/hZkgoQYus5vegHoetLkCJzb17zJ.jpg", voteAverage: Double = 8.433,
        voteCount: Int = 26_279, directors: [String] = ["David Fincher"],
        cast: [CastCredit] = [
            CastCredit(name: "Edward Norton", character: "The Narrator"),
            CastCredit(name: "Brad Pitt", character: "Tyler Durden"),
        ]
    ) -> ScenarioMovie {
        ScenarioMovie(
            movie: Movie(
                id: id, title: title, originalTitle: originalTitle ?? title, originalLanguage: originalLanguage,
                overview: overview, tagline: tagline, releaseDate: releaseDate, runtimeMinutes: runtimeMinutes,
                genres: genres, status: status, homepage: homepage, imdbID: imdbID, budget: budget, revenue: revenue,
                posterPath: posterPath, backdropPath: backdropPath, voteAverage: voteAverage, voteCount: voteCount),
            directors: directors, cast: cast)
    }

    /// The movie's credits as the stub serves them: the cast in order, the directors as the crew (job `Director`),
    /// with credit ids `scenario-<movie id>-cast-<order>` and `scenario-<movie id>-crew-<index>`.
    var credits: MovieCredits {
        let id = movie.id
        return MovieCredits(
            movieID: id,
            cast: cast.enumerated().map { order, role in
                CastMember(
                    creditID: "scenario-\(id)-cast-\(order)", personID: 0, name: role.name, character: role.character,
                    order: order, profilePath: nil)
            },
            crew: directors.enumerated().map { index, name in
                CrewMember(
                    creditID: "scenario-\(id)-crew-\(index)", personID: 0, name: name, job: "Director",
                    department: "Directing", profilePath: nil)
            })
    }

    /// The movie as scenario JSON: `id` and every field that differs from ``stub(id:title:originalTitle:originalLanguage:overview:tagline:releaseDate:runtimeMinutes:genres:status:homepage:imdbID:budget:revenue:posterPath:backdropPath:voteAverage:voteCount:directors:cast:)``'s default.
    package var json: JSONObject {
        ScenarioFields.differences(of: allFields, from: Self.stub(id: movie.id, originalTitle: movie.title).allFields)
    }

    /// Every field, in ``fieldNames`` order.
    private var allFields: JSONObject {
        [
            "id": .integer(movie.id), "title": .string(movie.title), "originalTitle": .string(movie.originalTitle),
            "originalLanguage": .string(movie.originalLanguage), "overview": .string(movie.overview),
            "tagline": .string(movie.tagline), "releaseDate": .string(movie.releaseDate?.description),
            "runtimeMinutes": .integer(movie.runtimeMinutes),
            "genres": .array(movie.genres.map { .object(["id": .integer($0.id), "name": .string($0.name)]) }),
            "status": .string(movie.status), "homepage": .string(movie.homepage?.absoluteString),
            "imdbID": .string(movie.imdbID), "budget": .integer(movie.budget), "revenue": .integer(movie.revenue),
            "posterPath": .string(movie.posterPath), "backdropPath": .string(movie.backdropPath),
            "voteAverage": .number(movie.voteAverage), "voteCount": .integer(movie.voteCount),
            "directors": .array(directors.map(JSONValue.string)),
            "cast": .array(
                cast.map { .object(["name": .string($0.name), "character": .string($0.character)]) }),
        ]
    }

    /// The movie scenario JSON describes at `path` (`data.movies[0]`), every absent field the stub's default.
    init(_ object: JSONObject, at path: String) throws(ScenarioError) {
        let fields = try ScenarioFields(object, at: path, allowed: Self.fieldNames)
        let id = try fields.integer("id", in: 1...Int.max) ?? 0
        let base = Self.stub(id: id)
        let movie = base.movie
        let releaseDate: CalendarDate?? = try fields.value(
            "releaseDate", expected: "a date as yyyy-MM-dd or null"
        ) { json in
            if json == .null { return .some(nil) }
            guard case .string(let text) = json, let date = CalendarDate(iso8601: text) else { return nil }
            return .some(date)
        }
        let homepage: URL?? = try fields.value("homepage", expected: "a URL or null") { json in
            if json == .null { return .some(nil) }
            guard case .string(let text) = json, let url = URL(string: text) else { return nil }
            return .some(url)
        }
        let genres = try fields.objects("genres", allowed: ["id", "name"])?.map { (genre) throws(ScenarioError) in
            Genre(id: try genre.integer("id", in: 1...Int.max) ?? 0, name: try genre.string("name") ?? "")
        }
        let cast = try fields.objects("cast", allowed: ["name", "character"])?.map { (role) throws(ScenarioError) in
            CastCredit(name: try role.string("name") ?? "", character: try role.string("character") ?? "")
        }
        self = Self.stub(
            id: id, title: try fields.string("title") ?? movie.title,
            originalTitle: try fields.string("originalTitle"),
            originalLanguage: try fields.string("originalLanguage") ?? movie.originalLanguage,
            overview: try fields.string("overview") ?? movie.overview,
            tagline: try fields.optionalString("tagline") ?? movie.tagline,
            releaseDate: releaseDate ?? movie.releaseDate,
            runtimeMinutes: try fields.optionalInteger("runtimeMinutes") ?? movie.runtimeMinutes,
            genres: genres ?? movie.genres, status: try fields.optionalString("status") ?? movie.status,
            homepage: homepage ?? movie.homepage, imdbID: try fields.optionalString("imdbID") ?? movie.imdbID,
            budget: try fields.optionalInteger("budget") ?? movie.budget,
            revenue: try fields.optionalInteger("revenue") ?? movie.revenue,
            posterPath: try fields.optionalString("posterPath") ?? movie.posterPath,
            backdropPath: try fields.optionalString("backdropPath") ?? movie.backdropPath,
            voteAverage: try fields.number("voteAverage") ?? movie.voteAverage,
            voteCount: try fields.integer("voteCount") ?? movie.voteCount,
            directors: try fields.strings("directors") ?? base.directors, cast: cast ?? base.cast)
    }
}

extension Scenario {
    /// This scenario serving `movies` as well (version 2 `data.movies`): a movie replaces one the scenario already
    /// serves with the same id, and, with the standard catalogue, the standard movie with that id. The popular
    /// list shows the scenario's movies first, in this order.
    public func serving(movies: [ScenarioMovie]) -> Scenario {
        serving(movies.map(\.json), as: ScenarioMovie.kind)
    }

    /// This scenario serving `movies` with `catalogue`: `.none` serves these movies alone, e.g.
    /// `Scenario.happyPath.serving(movies: [.stub(id: 4242, title: long, posterPath: nil)], catalogue: .none)`.
    public func serving(movies: [ScenarioMovie], catalogue: ScenarioCatalogue) -> Scenario {
        serving(movies.map(\.json), as: ScenarioMovie.kind, catalogue: catalogue)
    }
}

extension ScenarioMovie {
    /// The kind of entity in `ScenarioData`.
    static let kind = "movies"
}

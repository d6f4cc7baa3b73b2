import CharactersApplication
import CharactersDomain
import Foundation
import HTTPTransport
import MarqueeJSON
import MoviesApplication
import MoviesDomain
import Wiring

/// The machine-readable presentation of the use cases' results, shared by every host so they cannot drift apart:
/// `marquee --json` prints it, and a service (`Examples/MarqueeService`) answers with it.
///
/// Keys are camelCase in a fixed order (identity first, then the rest as the domain declares it); calendar dates
/// are `yyyy-MM-dd`, instants ISO 8601 UTC with milliseconds; absent values are `null`. Nothing depends on the
/// host's locale, time zone or calendar, and no secret is included (base URLs are redacted).
public enum JSONPresentation {
    // MARK: - Movies

    /// A page of movies as JSON text's UTF-8 bytes (`pretty` as in
    /// ``MarqueeJSON/JSONValue/renderedUTF8(pretty:)``); `query` (a search's, as the search used it: trimmed)
    /// comes first when given.
    ///
    /// Written straight into bytes, without a ``MarqueeJSON/JSONValue`` tree: building the tree of its 20 movies
    /// and walking it again was a fifth of the popular route's own work in marquee-service (see
    /// Benchmarks/README.md).
    public static func moviePageUTF8(_ page: MoviePage, query: SearchQuery? = nil, pretty: Bool = true) -> [UInt8] {
        // About 600 bytes a movie compact (twice that pretty): one buffer, never grown.
        var json = JSONWriter(pretty: pretty, expectedBytes: 1024 + page.results.count * (pretty ? 2048 : 1024))
        json.beginObject()
        if let query {
            json.key("query")
            json.string(query.text)
        }
        json.key("page")
        json.integer(page.page)
        json.key("totalPages")
        json.integer(page.totalPages)
        json.key("totalResults")
        json.integer(page.totalResults)
        json.key("results")
        json.beginArray()
        // By index, as the credits are (see `movieDetailsUTF8`): a `for … in` copied every movie.
        let results = page.results
        for index in results.indices { writeMovie(at: index, of: results, to: &json) }
        json.endArray()
        json.endObject()
        return json.bytes()
    }

    /// A movie with its credits and absolute image URLs, as JSON text's UTF-8 bytes (`pretty` as in
    /// ``MarqueeJSON/JSONValue/renderedUTF8(pretty:)``); `directors` are ``MoviesDomain/MovieCredits/directors``.
    ///
    /// When the credits could not be loaded (``MoviesApplication/MovieCreditsAvailability/unavailable(_:)``),
    /// `directors`, `cast` and `crew` are `null` and one more member follows them, `creditsUnavailable`, naming the
    /// upstream failure: `unauthorized`, `rateLimited`, `unavailable`, `rejected` or `invalidResponse`. Loaded
    /// credits have no `creditsUnavailable` member.
    ///
    /// Written straight into bytes, without a ``MarqueeJSON/JSONValue`` tree: with its 270 credits, building the
    /// tree and walking it again was about half of the stub answer's own work in marquee-service (see
    /// Benchmarks/README.md).
    public static func movieDetailsUTF8(_ details: MovieDetails, pretty: Bool = true) -> [UInt8] {
        let movie = details.movie
        // About 130 bytes a credit compact (twice that pretty), plus the movie: one buffer, never grown.
        let creditCount = details.credits.loadedCredits.map { $0.cast.count + $0.crew.count } ?? 0
        var json = JSONWriter(pretty: pretty, expectedBytes: 4096 + creditCount * (pretty ? 320 : 160))
        json.beginObject()
        writeIdentity(
            id: movie.id, title: movie.title, originalTitle: movie.originalTitle,
            originalLanguage: movie.originalLanguage, to: &json)
        json.key("tagline")
        json.string(movie.tagline)
        json.key("overview")
        json.string(movie.overview)
        json.key("releaseDate")
        json.string(movie.releaseDate?.description)
        json.key("runtimeMinutes")
        json.integer(movie.runtimeMinutes)
        json.key("genres")
        json.beginArray()
        for genre in movie.genres {
            json.beginObject()
            json.key("id")
            json.integer(genre.id)
            json.key("name")
            json.string(genre.name)
            json.endObject()
        }
        json.endArray()
        json.key("status")
        json.string(movie.status)
        json.key("homepage")
        json.string(movie.homepage?.absoluteString)
        json.key("imdbID")
        json.string(movie.imdbID)
        json.key("budget")
        json.integer(movie.budget)
        json.key("revenue")
        json.integer(movie.revenue)
        json.key("voteAverage")
        json.number(movie.voteAverage)
        json.key("voteCount")
        json.integer(movie.voteCount)
        json.key("posterURL")
        json.string(details.posterURL?.absoluteString)
        json.key("backdropURL")
        json.string(details.backdropURL?.absoluteString)
        switch details.credits {
        case .loaded(let credits):
            json.key("directors")
            json.beginArray()
            // Each credit is read in place by index: a `for … in` over the members (or `directors`) copied every
            // member, a retain and a release for each of its strings.
            let cast = credits.cast
            let crew = credits.crew
            for index in crew.indices where crew[index].isDirector { json.string(crew[index].name) }
            json.endArray()
            json.key("cast")
            json.beginArray()
            for index in cast.indices {
                beginCredit(personID: cast[index].personID, name: cast[index].name, to: &json)
                json.key("character")
                json.string(cast[index].character)
                json.key("order")
                json.integer(cast[index].order)
                endCredit(profileURL: details.castProfileURL(at: index), to: &json)
            }
            json.endArray()
            json.key("crew")
            json.beginArray()
            for index in crew.indices {
                beginCredit(personID: crew[index].personID, name: crew[index].name, to: &json)
                json.key("job")
                json.string(crew[index].job)
                json.key("department")
                json.string(crew[index].department)
                endCredit(profileURL: details.crewProfileURL(at: index), to: &json)
            }
            json.endArray()
        case .unavailable(let failure):
            json.key("directors")
            json.null()
            json.key("cast")
            json.null()
            json.key("crew")
            json.null()
            json.key("creditsUnavailable")
            json.string(failure.name)
        }
        json.endObject()
        return json.bytes()
    }

    /// A cast or crew member opens with `personID` and `name`; the caller writes its role's members, then
    /// ``endCredit(profileURL:to:)`` closes it. (A closure for the role made every credit a copy of its member.)
    private static func beginCredit(personID: Int, name: String, to json: inout JSONWriter) {
        json.beginObject()
        json.key("personID")
        json.integer(personID)
        json.key("name")
        json.string(name)
    }

    /// A cast or crew member closes with its `profileURL`.
    private static func endCredit(profileURL: ImageURL?, to json: inout JSONWriter) {
        json.key("profileURL")
        if let profileURL { json.string(profileURL.head, profileURL.tail) } else { json.null() }
        json.endObject()
    }

    /// The members every movie document starts with, a page's and the details' alike.
    private static func writeIdentity(
        id: Int, title: String, originalTitle: String, originalLanguage: String, to json: inout JSONWriter
    ) {
        json.key("id")
        json.integer(id)
        json.key("title")
        json.string(title)
        json.key("originalTitle")
        json.string(originalTitle)
        json.key("originalLanguage")
        json.string(originalLanguage)
    }

    /// The movie at `index` of a page's `movies`, each member read in place (see `moviePageUTF8`).
    private static func writeMovie(at index: Int, of movies: [MoviePreview], to json: inout JSONWriter) {
        json.beginObject()
        writeIdentity(
            id: movies[index].id, title: movies[index].title, originalTitle: movies[index].originalTitle,
            originalLanguage: movies[index].originalLanguage, to: &json)
        json.key("releaseDate")
        json.string(movies[index].releaseDate?.description)
        json.key("voteAverage")
        json.number(movies[index].voteAverage)
        json.key("voteCount")
        json.integer(movies[index].voteCount)
        json.key("genreIDs")
        json.beginArray()
        for id in movies[index].genreIDs { json.integer(id) }
        json.endArray()
        json.key("posterPath")
        json.string(movies[index].posterPath)
        json.key("backdropPath")
        json.string(movies[index].backdropPath)
        json.key("overview")
        json.string(movies[index].overview)
        json.endObject()
    }

    // MARK: - Ratings

    /// A new guest session: `{"guestSessionID": "…"}`. The one answer that holds the secret: it is asked for so
    /// that its holder can keep it.
    public static func guestSession(_ session: GuestSessionID) -> JSONValue {
        .object(["guestSessionID": .string(session.secret)])
    }

    /// A rating made: `{"movieID": 550, "rating": 8.5, "change": "added"}` (`change` is `added` or `replaced`).
    public static func rating(movieID: EntityID, rating: MovieRating, change: RatingChange) -> JSONValue {
        .object([
            "movieID": .integer(movieID.value), "rating": .number(rating.value), "change": .string(change.rawValue),
        ])
    }

    /// A rating taken back: `{"movieID": 550, "rating": null}`.
    @available(*, deprecated, message: "package in 2.0.0: write your own JSON")
    public static func ratingRemoved(movieID: EntityID) -> JSONValue {
        .object(["movieID": .integer(movieID.value), "rating": .null])
    }

    /// A page of rated movies, each with its list fields and the session's `rating`.
    public static func ratedMoviePage(_ page: RatedMoviePage) -> JSONValue {
        .object([
            "page": .integer(page.page),
            "totalPages": .integer(page.totalPages),
            "totalResults": .integer(page.totalResults),
            "results": .array(
                page.results.map { rated in
                    .object([
                        "id": .integer(rated.movie.id),
                        "title": .string(rated.movie.title),
                        "originalTitle": .string(rated.movie.originalTitle),
                        "releaseDate": rated.movie.releaseDate.map { .string($0.description) } ?? .null,
                        "voteAverage": .number(rated.movie.voteAverage),
                        "rating": .number(rated.rating.value),
                    ])
                }),
        ])
    }

    // MARK: - Characters

    /// A page of characters.
    public static func characterPage(_ page: CharacterPage) -> JSONValue {
        .object([
            "page": .integer(page.page),
            "totalPages": .integer(page.totalPages),
            "totalCount": .integer(page.totalCount),
            "results": .array(page.results.map { .object(characterMembers($0)) }),
        ])
    }

    /// A character with every field, its origin and last known location with their type and dimension (`null`
    /// when the place is unknown or was not found), and its episodes (code, name, air date).
    public static func characterDetails(_ details: CharacterDetails) -> JSONValue {
        let episodes = details.episodes.map { episode in
            JSONValue.object([
                "id": .integer(episode.id),
                "code": .string(episode.code.description),
                "name": .string(episode.name),
                "airDate": .string(episode.airDate.description),
            ])
        }
        let character = details.character
        var object = characterMembers(
            character, origin: location(character.origin, resolved: details.origin),
            location: location(character.location, resolved: details.lastKnownLocation))
        object.append("episodes", .array(episodes))
        return .object(object)
    }

    /// The character's members in their order; `origin` and `location` as given (with or without their resolved
    /// type and dimension).
    private static func characterMembers(
        _ character: SeriesCharacter, origin: JSONValue? = nil, location: JSONValue? = nil
    ) -> JSONObject {
        [
            "id": .integer(character.id),
            "name": .string(character.name),
            "status": .string(character.status.rawValue),
            "species": .string(character.species),
            "type": .string(character.type),
            "gender": .string(character.gender.rawValue),
            "origin": origin ?? Self.location(character.origin),
            "location": location ?? Self.location(character.location),
            "imageURL": .string(character.imageURL.absoluteString),
            "episodeIDs": .array(character.episodeIDs.map(JSONValue.integer)),
            "created": .instant(character.created),
        ]
    }

    private static func location(_ location: CharacterLocation) -> JSONValue {
        .object(["name": .string(location.name), "id": .integer(location.id)])
    }

    /// The place with the type and dimension the location port gave for it.
    private static func location(_ location: CharacterLocation, resolved: Location?) -> JSONValue {
        .object([
            "name": .string(location.name), "id": .integer(location.id), "type": .string(resolved?.type),
            "dimension": .string(resolved?.dimension),
        ])
    }

    // MARK: - Dependencies

    /// Which implementation backs each port: `live` with its base URL (redacted) and credential kind, or `stub`
    /// with its scenario. Never a secret.
    public static func dependencies(_ bindings: [PortWiring]) -> JSONValue {
        let ports = bindings.map { binding -> JSONValue in
            var object: JSONObject = ["context": .string(binding.context), "port": .string(binding.port)]
            switch binding.backing {
            case .live(let baseURL, let credential):
                object.append(contentsOf: [
                    "backing": .string("live"),
                    "baseURL": .string(Redactor.redact(baseURL)),
                    "credential": .string(credential),
                ])
            case .stub(let scenario):
                object.append(contentsOf: ["backing": .string("stub"), "scenario": .string(scenario)])
            }
            return .object(object)
        }
        return .object(["ports": .array(ports)])
    }
}

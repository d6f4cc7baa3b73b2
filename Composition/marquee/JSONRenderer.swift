import CharactersApplication
import CharactersDomain
import CompositionKit
import Foundation
import HTTPTransport
import MoviesApplication
import MoviesDomain

/// Renders results as JSON for machines. Keys are camelCase in a fixed order (identity first, then the rest as
/// the domain declares it); calendar dates are `yyyy-MM-dd`, instants ISO 8601 UTC; absent values are `null`.
enum JSONRenderer {
    // MARK: - Movies

    static func moviePage(_ page: MoviePage, query: String?) -> String {
        var members: [(String, JSONValue)] = []
        if let query { members.append(("query", .string(query))) }
        members += [
            ("page", .int(page.page)),
            ("totalPages", .int(page.totalPages)),
            ("totalResults", .int(page.totalResults)),
            ("results", .array(page.results.map(movie))),
        ]
        return JSONValue.object(members).rendered
    }

    static func movieDetails(_ details: MovieDetails) -> String {
        let movie = details.movie
        let document = JSONValue.object([
            ("id", .int(movie.id)),
            ("title", .string(movie.title)),
            ("originalTitle", .string(movie.originalTitle)),
            ("originalLanguage", .string(movie.originalLanguage)),
            ("tagline", .string(movie.tagline)),
            ("overview", .string(movie.overview)),
            ("releaseDate", .string(movie.releaseDate?.description)),
            ("runtimeMinutes", .int(movie.runtimeMinutes)),
            ("genres", .array(movie.genres.map { .object([("id", .int($0.id)), ("name", .string($0.name))]) })),
            ("status", .string(movie.status)),
            ("homepage", .string(movie.homepage?.absoluteString)),
            ("imdbID", .string(movie.imdbID)),
            ("budget", .int(movie.budget)),
            ("revenue", .int(movie.revenue)),
            ("voteAverage", .double(movie.voteAverage)),
            ("voteCount", .int(movie.voteCount)),
            ("posterURL", .string(details.posterURL?.absoluteString)),
            ("backdropURL", .string(details.backdropURL?.absoluteString)),
            (
                "directors",
                .array(details.credits.crew.filter { $0.job == "Director" }.map { .string($0.name) })
            ),
            (
                "cast",
                .array(
                    details.credits.cast.map { member in
                        .object([
                            ("personID", .int(member.personID)),
                            ("name", .string(member.name)),
                            ("character", .string(member.character)),
                            ("order", .int(member.order)),
                            ("profileURL", .string(details.profileURLs[member.creditID]?.absoluteString)),
                        ])
                    })
            ),
            (
                "crew",
                .array(
                    details.credits.crew.map { member in
                        .object([
                            ("personID", .int(member.personID)),
                            ("name", .string(member.name)),
                            ("job", .string(member.job)),
                            ("department", .string(member.department)),
                            ("profileURL", .string(details.profileURLs[member.creditID]?.absoluteString)),
                        ])
                    })
            ),
        ])
        return document.rendered
    }

    private static func movie(_ movie: MoviePreview) -> JSONValue {
        .object([
            ("id", .int(movie.id)),
            ("title", .string(movie.title)),
            ("originalTitle", .string(movie.originalTitle)),
            ("originalLanguage", .string(movie.originalLanguage)),
            ("releaseDate", .string(movie.releaseDate?.description)),
            ("voteAverage", .double(movie.voteAverage)),
            ("voteCount", .int(movie.voteCount)),
            ("genreIDs", .array(movie.genreIDs.map(JSONValue.int))),
            ("posterPath", .string(movie.posterPath)),
            ("backdropPath", .string(movie.backdropPath)),
            ("overview", .string(movie.overview)),
        ])
    }

    // MARK: - Characters

    static func characterPage(_ page: CharacterPage) -> String {
        JSONValue.object([
            ("page", .int(page.page)),
            ("totalPages", .int(page.totalPages)),
            ("totalCount", .int(page.totalCount)),
            ("results", .array(page.results.map { .object(characterMembers($0)) })),
        ]).rendered
    }

    static func characterDetails(_ details: CharacterDetails) -> String {
        let episodes = details.episodes.map { episode in
            JSONValue.object([
                ("id", .int(episode.id)),
                ("code", .string(episode.code.description)),
                ("name", .string(episode.name)),
                ("airDate", .string(episode.airDate.description)),
            ])
        }
        return JSONValue.object(characterMembers(details.character) + [("episodes", .array(episodes))]).rendered
    }

    private static func characterMembers(_ character: CharactersDomain.Character) -> [(String, JSONValue)] {
        [
            ("id", .int(character.id)),
            ("name", .string(character.name)),
            ("status", .string(character.status.rawValue)),
            ("species", .string(character.species)),
            ("type", .string(character.type)),
            ("gender", .string(character.gender.rawValue)),
            ("origin", location(character.origin)),
            ("location", location(character.location)),
            ("imageURL", .string(character.imageURL.absoluteString)),
            ("episodeIDs", .array(character.episodeIDs.map(JSONValue.int))),
            ("created", .string(UTCInstant.iso8601Milliseconds(character.created))),
        ]
    }

    private static func location(_ location: CharacterLocation) -> JSONValue {
        .object([("name", .string(location.name)), ("id", .int(location.id))])
    }

    // MARK: - Dependencies

    static func dependencies(_ bindings: [PortBinding]) -> String {
        let ports = bindings.map { binding -> JSONValue in
            var members: [(String, JSONValue)] = [
                ("context", .string(binding.context)),
                ("port", .string(binding.port)),
            ]
            switch binding.backing {
            case .live(let baseURL, let credential):
                members += [
                    ("backing", .string("live")),
                    ("baseURL", .string(Redactor.redact(baseURL))),
                    ("credential", .string(credential)),
                ]
            case .stub(let scenario):
                members += [("backing", .string("stub")), ("scenario", .string(scenario))]
            }
            return .object(members)
        }
        return JSONValue.object([("ports", .array(ports))]).rendered
    }
}

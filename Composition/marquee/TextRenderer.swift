import CharactersApplication
import CharactersDomain
import HTTPTransport
import MoviesApplication
import MoviesDomain
import SharedKernel

/// Renders results for people: a tidy table for lists, labelled fields for one item. Only the data decides the
/// output (no locale, no time zone, no terminal width), so the same data always gives the same bytes.
enum TextRenderer {
    /// How many cast members `movies show` lists.
    static let topCastCount = 5
    /// The width paragraphs are wrapped at.
    static let wrapWidth = 78

    // MARK: - Movies

    static func moviePage(_ page: MoviePage, heading: String) -> String {
        guard page.totalResults > 0 else { return "\(heading): none\n" }
        let output = "\(heading), page \(page.page) of \(page.totalPages) (\(page.totalResults) in all)\n\n"
        guard !page.results.isEmpty else { return output + "No movies on this page.\n" }
        var table = TextTable(headers: ["TITLE", "YEAR", "RATING", "ID"])
        for movie in page.results {
            table.rows.append([
                movie.title, movie.releaseDate.map { String($0.year) } ?? "-",
                NumberFormat.oneDecimal(movie.voteAverage),
                String(movie.id),
            ])
        }
        return output + table.rendered
    }

    /// `Rated movie 550: 8.5 (a new rating).` or `… (replaces your last rating).`
    static func rating(movieID: EntityID, rating: MovieRating, change: RatingChange) -> String {
        let what =
            switch change {
            case .added: "a new rating"
            case .replaced: "replaces your last rating"
            }
        return "Rated movie \(movieID): \(rating) (\(what)).\n"
    }

    /// The rated movies as a table: title, year, your rating, id.
    static func ratedMoviePage(_ page: RatedMoviePage) -> String {
        let heading = "Your rated movies"
        guard page.totalResults > 0 else { return "\(heading): none\n" }
        let output = "\(heading), page \(page.page) of \(page.totalPages) (\(page.totalResults) in all)\n\n"
        guard !page.results.isEmpty else { return output + "No movies on this page.\n" }
        var table = TextTable(headers: ["TITLE", "YEAR", "YOUR RATING", "ID"])
        for rated in page.results {
            table.rows.append([
                rated.movie.title, rated.movie.releaseDate.map { String($0.year) } ?? "-", rated.rating.description,
                String(rated.movie.id),
            ])
        }
        return output + table.rendered
    }

    static func movieDetails(_ details: MovieDetails) -> String {
        let movie = details.movie
        var output = movie.title
        if let year = movie.releaseDate?.year { output += " (\(year))" }
        output += "\n"
        if let tagline = nonEmpty(movie.tagline) { output += "\"\(tagline)\"\n" }
        output += "\n"

        let credits = details.credits.loadedCredits
        let directors = credits?.directors.map(\.name) ?? []
        var fields: [(String, String)] = [
            ("Release date", movie.releaseDate?.description ?? "-"),
            ("Runtime", movie.runtimeMinutes.map { "\($0) min" } ?? "-"),
            ("Genres", movie.genres.isEmpty ? "-" : movie.genres.map(\.name).joined(separator: ", ")),
            ("Rating", "\(NumberFormat.oneDecimal(movie.voteAverage)) (\(movie.voteCount) votes)"),
            (
                directors.count > 1 ? "Directors" : "Director",
                credits == nil
                    ? "unknown (credits not loaded)" : directors.isEmpty ? "-" : directors.joined(separator: ", ")
            ),
            ("Poster", details.posterURL?.absoluteString ?? "-"),
            ("ID", String(movie.id)),
        ]
        if movie.originalTitle != movie.title { fields.insert(("Original title", movie.originalTitle), at: 0) }
        output += labelled(fields)

        output += "\nOverview\n"
        output += movie.overview.isEmpty ? "  -\n" : wrapped(movie.overview, indentation: "  ")

        output += "\nTop cast\n"
        if case .unavailable(let failure) = details.credits {
            let reason = CommandFailure(failure, from: .movies).message
            return output + wrapped("The cast could not be loaded: \(reason).", indentation: "  ")
        }
        let cast = (credits?.cast ?? []).sorted { $0.order < $1.order }.prefix(topCastCount)
        if cast.isEmpty { output += "  -\n" }
        for member in cast {
            output += "  " + member.name + (member.character.isEmpty ? "" : " as \(member.character)") + "\n"
        }
        return output
    }

    // MARK: - Characters

    static func characterPage(_ page: CharacterPage) -> String {
        guard page.totalCount > 0 else { return "Characters: none\n" }
        let output = "Characters, page \(page.page) of \(page.totalPages) (\(page.totalCount) in all)\n\n"
        guard !page.results.isEmpty else { return output + "No characters on this page.\n" }
        var table = TextTable(headers: ["ID", "NAME", "STATUS", "SPECIES"])
        for character in page.results {
            table.rows.append([String(character.id), character.name, display(character.status), character.species])
        }
        return output + table.rendered
    }

    static func characterDetails(_ details: CharacterDetails) -> String {
        let character = details.character
        var output = "\(character.name) (#\(character.id))\n\n"
        output += labelled([
            ("Status", display(character.status)),
            ("Species", character.species),
            ("Type", nonEmpty(character.type) ?? "-"),
            ("Gender", display(character.gender)),
            ("Origin", place(character.origin, resolved: details.origin)),
            ("Last seen", place(character.location, resolved: details.lastKnownLocation)),
            ("Image", character.imageURL.absoluteString),
            ("Created", UTCInstant.iso8601Milliseconds(character.created) ?? "-"),
        ])
        output += "\nEpisodes (\(details.episodes.count))\n"
        if details.episodes.isEmpty { output += "  -\n" }
        for episode in details.episodes {
            output += "  \(episode.code)  \(episode.airDate)  \(episode.name)\n"
        }
        return output
    }

    // MARK: - Dependencies

    static func dependencies(_ bindings: [PortWiring]) -> String {
        var table = TextTable(headers: ["CONTEXT", "PORT", "BACKING", "DETAILS"])
        for binding in bindings {
            switch binding.backing {
            case .live(let baseURL, let credential):
                table.rows.append([
                    binding.context, binding.port, "live",
                    "\(Redactor.redact(baseURL)), \(credential ?? "no credential")",
                ])
            case .stub(let scenario):
                table.rows.append([binding.context, binding.port, "stub", "scenario \(scenario)"])
            }
        }
        return table.rendered
    }

    // MARK: - Helpers

    private static func labelled(_ fields: [(String, String)]) -> String {
        let width = fields.map { $0.0.count }.max() ?? 0
        return fields.map { label, value in
            label + ":" + String(repeating: " ", count: width - label.count + 2) + value + "\n"
        }.joined()
    }

    /// `Earth (C-137) — Planet, Dimension C-137` (`type unknown` / `dimension unknown` where the API does not
    /// know); an unknown place as the API names it; a place the location port did not know, by its id.
    private static func place(_ location: CharacterLocation, resolved: Location?) -> String {
        if let resolved {
            let known = { (text: String?) in text.flatMap { $0 == "unknown" ? nil : $0 } }
            return "\(location.name) — \(known(resolved.type) ?? "type unknown"), "
                + (known(resolved.dimension) ?? "dimension unknown")
        }
        return location.id.map { "\(location.name) (location \($0))" } ?? location.name
    }

    private static func display(_ status: CharacterStatus) -> String {
        switch status {
        case .alive: "Alive"
        case .dead: "Dead"
        case .unknown: "Unknown"
        }
    }

    private static func display(_ gender: CharacterGender) -> String {
        switch gender {
        case .female: "Female"
        case .male: "Male"
        case .genderless: "Genderless"
        case .unknown: "Unknown"
        }
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.allSatisfy(\.isWhitespace) else { return nil }
        return text
    }

    /// `text` as lines of at most ``wrapWidth`` characters, broken at spaces; a longer word gets a line of its own.
    private static func wrapped(_ text: String, indentation: String) -> String {
        let limit = wrapWidth - indentation.count
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(whereSeparator: \.isWhitespace) {
                if line.isEmpty {
                    line = String(word)
                } else if line.count + 1 + word.count <= limit {
                    line += " " + word
                } else {
                    lines.append(line)
                    line = String(word)
                }
            }
            lines.append(line)
        }
        return lines.map { $0.isEmpty ? "\n" : indentation + $0 + "\n" }.joined()
    }
}

/// Prints numbers for people without the host's locale: the same digits and `.` on every machine.
enum NumberFormat {
    /// `value` rounded to one decimal, e.g. `8.4`, `10.0`; `-` when it is not a finite number.
    static func oneDecimal(_ value: Double) -> String {
        guard value.isFinite, value.magnitude < 1e15 else { return "-" }
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        return sign + String(tenths.magnitude / 10) + "." + String(tenths.magnitude % 10)
    }
}

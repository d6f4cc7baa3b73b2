import Foundation
import MarqueeKit

/// Turns the use cases' answers into the pages' flat view models: every text a person reads is made here, the
/// same on every host (no locale, time zone or calendar of the machine).
enum PageContent {
    // MARK: Waits

    /// A wait as a person reads it, rounded up so that nobody comes back early: whole hours ("1 hour") when it is
    /// a whole number of them, minutes past two minutes ("3 minutes" for 121 s), else seconds ("1 second", "90
    /// seconds", as the `marquee` command says it).
    static func waitInWords(_ wait: Duration) -> String {
        let seconds = wait.wholeSecondsRoundedUp
        if seconds >= 3600, seconds % 3600 == 0 { return seconds == 3600 ? "1 hour" : "\(seconds / 3600) hours" }
        if seconds > 120 { return "\((seconds + 59) / 60) minutes" }
        return wait.wholeSecondsInWords
    }

    // MARK: Movies

    static func movieRows(_ page: MoviePage) -> [RowView] {
        page.results.map {
            movieRow(id: $0.id, title: $0.title, releaseDate: $0.releaseDate, voteAverage: $0.voteAverage)
        }
    }

    /// One movie as the lists show it: its title, then its year and rating (`1999 · ★ 8.4`).
    static func movieRow(id: Int, title: String, releaseDate: CalendarDate?, voteAverage: Double) -> RowView {
        let year = releaseDate.map { String($0.year) } ?? "Unreleased"
        return .movie(id: id, title: title, meta: "\(year) · ★ \(rating(voteAverage))")
    }

    static func movie(_ details: MovieDetails) -> MovieView {
        let movie = details.movie
        let credits = details.credits.loadedCredits
        let cast = (credits?.cast ?? []).sorted { $0.order < $1.order }.prefix(12).map {
            MovieView.CastView(name: $0.name, character: $0.character.isEmpty ? "—" : $0.character)
        }
        let directors = credits?.directors.map(\.name) ?? []
        var castUnavailable: String?
        if case .unavailable(let failure) = details.credits {
            castUnavailable = "The cast could not be loaded. " + PageFailure(failure, from: .movies).message
        }
        return MovieView(
            title: movie.title, tagline: movie.tagline.flatMap { $0.isEmpty ? nil : $0 },
            posterURL: details.posterURL?.absoluteString,
            directorsLabel: directors.count > 1 ? "Directors" : "Director",
            directors: credits == nil
                ? "Not loaded" : directors.isEmpty ? "Not listed" : directors.joined(separator: ", "),
            releaseDate: movie.releaseDate?.description ?? "Unreleased",
            runtime: movie.runtimeMinutes.map { "\($0) min" } ?? "Unknown",
            genres: movie.genres.isEmpty ? "None listed" : movie.genres.map(\.name).joined(separator: ", "),
            rating: "★ \(rating(movie.voteAverage)) (\(movie.voteCount) votes)",
            overview: movie.overview.isEmpty ? "No overview yet." : movie.overview,
            hasCast: !cast.isEmpty, cast: Array(cast), castUnavailable: castUnavailable)
    }

    /// A vote average with one decimal, the same everywhere (`7.25` → `7.3`).
    static func rating(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(abs(tenths % 10))"
    }

    // MARK: Characters

    static func characterRows(_ page: CharacterPage) -> [RowView] {
        page.results.map { character in
            .character(
                id: character.id, name: character.name, meta: "\(label(character.status)) · \(character.species)")
        }
    }

    static func character(_ details: CharacterDetails) -> CharacterView {
        let character = details.character
        let episodes = details.episodes.map {
            CharacterView.EpisodeView(code: $0.code.description, name: $0.name, airDate: $0.airDate.description)
        }
        return CharacterView(
            name: character.name, imageURL: character.imageURL.absoluteString, status: label(character.status),
            species: character.species, type: character.type.flatMap { $0.isEmpty ? nil : $0 } ?? "None",
            gender: label(character.gender), origin: character.origin.name, location: character.location.name,
            hasEpisodes: !episodes.isEmpty, episodes: episodes)
    }

    static func label(_ status: CharacterStatus) -> String {
        switch status {
        case .alive: "Alive"
        case .dead: "Dead"
        case .unknown: "Unknown"
        }
    }

    static func label(_ gender: CharacterGender) -> String {
        switch gender {
        case .female: "Female"
        case .male: "Male"
        case .genderless: "Genderless"
        case .unknown: "Unknown"
        }
    }

    static func statusOptions(selected: String) -> [OptionView] {
        [OptionView(value: "", label: "Any", selected: selected)]
            + CharacterStatus.allCases.map { OptionView(value: $0.rawValue, label: label($0), selected: selected) }
    }

    static func genderOptions(selected: String) -> [OptionView] {
        [OptionView(value: "", label: "Any", selected: selected)]
            + CharacterGender.allCases.map { OptionView(value: $0.rawValue, label: label($0), selected: selected) }
    }
}

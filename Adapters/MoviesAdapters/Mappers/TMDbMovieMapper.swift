import Foundation
import MoviesDomain

/// Maps TMDb's movie DTOs onto the domain.
///
/// TMDb writes "absent" in several ways; all become `nil`: `""` or `null` for dates, texts, ids and image paths,
/// `0` for budget, revenue and runtime. A release date that is neither absent nor `yyyy-MM-dd` is an invalid
/// response. A homepage that is not an absolute http(s) URL is dropped (it is free text edited by TMDb users).
enum TMDbMovieMapper {
    static func moviePage(_ dto: TMDbMoviePageDTO) throws(TMDbFailure) -> MoviePage {
        var results: [MoviePreview] = []
        results.reserveCapacity(dto.results.count)
        for item in dto.results {
            results.append(try moviePreview(item))
        }
        return MoviePage(
            page: dto.page,
            results: results,
            // TMDb reports more pages than it serves (`total_pages` far above 500 on popular lists).
            totalPages: min(max(0, dto.totalPages), MoviePage.maximumPage),
            totalResults: max(0, dto.totalResults)
        )
    }

    static func moviePreview(_ dto: TMDbMovieListItemDTO) throws(TMDbFailure) -> MoviePreview {
        MoviePreview(
            id: dto.id,
            title: dto.title,
            originalTitle: nonEmpty(dto.originalTitle) ?? dto.title,
            originalLanguage: dto.originalLanguage ?? "",
            overview: dto.overview ?? "",
            releaseDate: try releaseDate(dto.releaseDate),
            posterPath: nonEmpty(dto.posterPath),
            backdropPath: nonEmpty(dto.backdropPath),
            genreIDs: dto.genreIDs ?? [],
            voteAverage: dto.voteAverage ?? 0,
            voteCount: dto.voteCount ?? 0
        )
    }

    static func movie(_ dto: TMDbMovieDetailsDTO) throws(TMDbFailure) -> Movie {
        Movie(
            id: dto.id,
            title: dto.title,
            originalTitle: nonEmpty(dto.originalTitle) ?? dto.title,
            originalLanguage: dto.originalLanguage ?? "",
            overview: dto.overview ?? "",
            tagline: nonEmpty(dto.tagline),
            releaseDate: try releaseDate(dto.releaseDate),
            runtimeMinutes: positive(dto.runtime),
            genres: (dto.genres ?? []).map { Genre(id: $0.id, name: $0.name) },
            status: nonEmpty(dto.status),
            homepage: webURL(dto.homepage),
            imdbID: nonEmpty(dto.imdbID),
            budget: positive(dto.budget),
            revenue: positive(dto.revenue),
            posterPath: nonEmpty(dto.posterPath),
            backdropPath: nonEmpty(dto.backdropPath),
            voteAverage: dto.voteAverage ?? 0,
            voteCount: dto.voteCount ?? 0
        )
    }

    static func credits(_ dto: TMDbCreditsDTO) -> MovieCredits {
        let cast = (dto.cast ?? []).enumerated().map { index, member in
            CastMember(
                creditID: member.creditID,
                personID: member.id,
                name: member.name,
                character: member.character ?? "",
                order: member.order ?? index,
                profilePath: nonEmpty(member.profilePath)
            )
        }
        let crew = (dto.crew ?? []).map { member in
            CrewMember(
                creditID: member.creditID,
                personID: member.id,
                name: member.name,
                job: member.job ?? "",
                department: member.department ?? "",
                profilePath: nonEmpty(member.profilePath)
            )
        }
        return MovieCredits(movieID: dto.id, cast: cast, crew: crew)
    }

    /// `""` and `null` are absent; anything else must be `yyyy-MM-dd`, read digit by digit with no time zone.
    static func releaseDate(_ text: String?) throws(TMDbFailure) -> CalendarDate? {
        guard let text = nonEmpty(text) else { return nil }
        guard let date = CalendarDate(iso8601: text) else { throw .invalidResponse }
        return date
    }

    static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }

    private static func positive(_ value: Int?) -> Int? {
        guard let value, value > 0 else { return nil }
        return value
    }

    private static func webURL(_ text: String?) -> URL? {
        guard let text = nonEmpty(text), let url = URL(string: text),
            let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil
        else { return nil }
        return url
    }
}

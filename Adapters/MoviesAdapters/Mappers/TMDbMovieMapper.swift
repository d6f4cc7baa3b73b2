import Foundation
import HTTPTransport
import MoviesDomain

/// Maps TMDb's movie DTOs onto the domain.
///
/// TMDb writes "absent" in several ways; all become `nil`: `""` or `null` for dates, texts, ids and image paths,
/// `0` for budget, revenue and runtime. A release date that is neither absent nor `yyyy-MM-dd` is an invalid
/// response, as is an id (of a movie, genre or person) below 1. A homepage that is not an absolute http(s) URL is
/// dropped (it is free text edited by TMDb users).
enum TMDbMovieMapper {
    /// The page; when `asked` is given, a page with another number is not the answer to the request.
    static func moviePage(_ dto: TMDbMoviePageDTO, asked: Int? = nil) throws(JSONAPIFailure) -> MoviePage {
        if let asked, dto.page != asked { throw .invalidResponse }
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

    /// The rated movies' page; a page with another number than `asked`, or a rating off the scale, is not the
    /// answer to the request.
    static func ratedMoviePage(_ dto: TMDbRatedMoviePageDTO, asked: Int) throws(JSONAPIFailure) -> RatedMoviePage {
        guard dto.page == asked else { throw .invalidResponse }
        var results: [RatedMovie] = []
        results.reserveCapacity(dto.results.count)
        for item in dto.results {
            guard let rating = try? MovieRating(item.rating) else { throw .invalidResponse }
            results.append(RatedMovie(movie: try moviePreview(item.movie), rating: rating))
        }
        return RatedMoviePage(
            page: dto.page, results: results, totalPages: min(max(0, dto.totalPages), MoviePage.maximumPage),
            totalResults: max(0, dto.totalResults))
    }

    static func moviePreview(_ dto: TMDbMovieListItemDTO) throws(JSONAPIFailure) -> MoviePreview {
        try MoviePreview(
            id: positiveID(dto.id),
            title: dto.title,
            originalTitle: nonEmpty(dto.originalTitle) ?? dto.title,
            originalLanguage: dto.originalLanguage ?? "",
            overview: dto.overview ?? "",
            releaseDate: try releaseDate(dto.releaseDate),
            posterPath: nonEmpty(dto.posterPath),
            backdropPath: nonEmpty(dto.backdropPath),
            genreIDs: (dto.genreIDs ?? []).map { id throws(JSONAPIFailure) in try positiveID(id) },
            voteAverage: dto.voteAverage ?? 0,
            voteCount: dto.voteCount ?? 0
        )
    }

    static func movie(_ dto: TMDbMovieDetailsDTO) throws(JSONAPIFailure) -> Movie {
        try Movie(
            id: positiveID(dto.id),
            title: dto.title,
            originalTitle: nonEmpty(dto.originalTitle) ?? dto.title,
            originalLanguage: dto.originalLanguage ?? "",
            overview: dto.overview ?? "",
            tagline: nonEmpty(dto.tagline),
            releaseDate: try releaseDate(dto.releaseDate),
            runtimeMinutes: positive(dto.runtime),
            genres: (dto.genres ?? []).map { genre throws(JSONAPIFailure) in
                try Genre(id: positiveID(genre.id), name: genre.name)
            },
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

    static func credits(_ dto: TMDbCreditsDTO) throws(JSONAPIFailure) -> MovieCredits {
        let cast = try (dto.cast ?? []).enumerated().map { index, member throws(JSONAPIFailure) in
            try CastMember(
                creditID: member.creditID,
                personID: positiveID(member.id),
                name: member.name,
                character: member.character ?? "",
                order: member.order ?? index,
                profilePath: nonEmpty(member.profilePath)
            )
        }
        let crew = try (dto.crew ?? []).map { member throws(JSONAPIFailure) in
            try CrewMember(
                creditID: member.creditID,
                personID: positiveID(member.id),
                name: member.name,
                job: member.job ?? "",
                department: member.department ?? "",
                profilePath: nonEmpty(member.profilePath)
            )
        }
        return try MovieCredits(movieID: positiveID(dto.id), cast: cast, crew: crew)
    }

    /// `""` and `null` are absent; anything else must be `yyyy-MM-dd`, read digit by digit with no time zone.
    static func releaseDate(_ text: String?) throws(JSONAPIFailure) -> CalendarDate? {
        guard let text = nonEmpty(text) else { return nil }
        guard let date = CalendarDate(iso8601: text) else { throw .invalidResponse }
        return date
    }

    /// TMDb's ids start at 1; anything else is not what the API promises.
    static func positiveID(_ id: Int) throws(JSONAPIFailure) -> Int {
        guard id > 0 else { throw .invalidResponse }
        return id
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

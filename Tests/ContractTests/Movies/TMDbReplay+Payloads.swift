import Foundation
import MoviesDomain

/// TMDb-shaped JSON generated from the stub's domain values, for the parts of the world no recording covers.
/// Each function writes what TMDb writes for an absent value (`""` for dates, homepage and tagline, `null` for
/// image paths and the IMDb id, `0` for an unknown budget, revenue or runtime), so the adapter's mapping back
/// into the domain is exercised as it is on real payloads.
extension TMDbReplay {
    /// A `GET /movie/popular` or `GET /search/movie` result item.
    static func listItem(_ movie: MoviePreview, popularity: Double) -> [String: Any] {
        [
            "adult": false,
            "backdrop_path": movie.backdropPath ?? NSNull(),
            "genre_ids": movie.genreIDs,
            "id": movie.id,
            "original_language": movie.originalLanguage,
            "original_title": movie.originalTitle,
            "overview": movie.overview,
            "popularity": popularity,
            "poster_path": movie.posterPath ?? NSNull(),
            "release_date": movie.releaseDate?.description ?? "",
            "title": movie.title,
            "video": false,
            "vote_average": movie.voteAverage,
            "vote_count": movie.voteCount,
        ]
    }

    /// A `GET /movie/{id}` body.
    static func details(_ movie: Movie) -> [String: Any] {
        [
            "adult": false,
            "backdrop_path": movie.backdropPath ?? NSNull(),
            "belongs_to_collection": NSNull(),
            "budget": movie.budget ?? 0,
            "genres": movie.genres.map { ["id": $0.id, "name": $0.name] },
            "homepage": movie.homepage?.absoluteString ?? "",
            "id": movie.id,
            "imdb_id": movie.imdbID ?? NSNull(),
            "original_language": movie.originalLanguage,
            "original_title": movie.originalTitle,
            "overview": movie.overview,
            "popularity": 1.0,
            "poster_path": movie.posterPath ?? NSNull(),
            "production_companies": [Any](),
            "production_countries": [Any](),
            "release_date": movie.releaseDate?.description ?? "",
            "revenue": movie.revenue ?? 0,
            "runtime": movie.runtimeMinutes ?? 0,
            "spoken_languages": [Any](),
            "status": movie.status ?? NSNull(),
            "tagline": movie.tagline ?? "",
            "title": movie.title,
            "video": false,
            "vote_average": movie.voteAverage,
            "vote_count": movie.voteCount,
        ]
    }

    /// A `GET /movie/{id}/credits` body.
    static func credits(_ credits: MovieCredits) -> [String: Any] {
        [
            "id": credits.movieID,
            "cast": credits.cast.enumerated().map { index, member in
                [
                    "adult": false,
                    "cast_id": index + 1,
                    "character": member.character,
                    "credit_id": member.creditID,
                    "gender": 0,
                    "id": member.personID,
                    "known_for_department": "Acting",
                    "name": member.name,
                    "order": member.order,
                    "original_name": member.name,
                    "popularity": 1.0,
                    "profile_path": member.profilePath ?? NSNull(),
                ] as [String: Any]
            },
            "crew": credits.crew.map { member in
                [
                    "adult": false,
                    "credit_id": member.creditID,
                    "department": member.department,
                    "gender": 0,
                    "id": member.personID,
                    "job": member.job,
                    "known_for_department": member.department,
                    "name": member.name,
                    "original_name": member.name,
                    "popularity": 1.0,
                    "profile_path": member.profilePath ?? NSNull(),
                ] as [String: Any]
            },
        ]
    }
}

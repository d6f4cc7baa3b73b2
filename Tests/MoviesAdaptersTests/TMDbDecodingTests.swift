import Foundation
import HTTPTransport
import MoviesDomain
import Testing

@testable import MoviesAdapters

@Suite("TMDb decoding of edge cases")
struct TMDbDecodingTests {
    private func movie(_ json: String) throws(JSONAPIFailure) -> Movie {
        try TMDbMovieMapper.movie(JSONAPIClient.decode(TMDbMovieDetailsDTO.self, from: Data(json.utf8)))
    }

    @Test("TMDb's spellings of 'absent' all become nil: \"\", null, 0 and missing keys")
    func absentValues() throws {
        // Given
        let json = """
            {"id": 1, "title": "T", "tagline": "", "homepage": null, "imdb_id": "", "release_date": "",
             "runtime": 0, "budget": 0, "revenue": 0, "poster_path": "", "backdrop_path": null, "status": ""}
            """

        // When
        let movie = try movie(json)

        // Then
        #expect(movie.tagline == nil)
        #expect(movie.homepage == nil)
        #expect(movie.imdbID == nil)
        #expect(movie.releaseDate == nil)
        #expect(movie.runtimeMinutes == nil)
        #expect(movie.budget == nil)
        #expect(movie.revenue == nil)
        #expect(movie.posterPath == nil)
        #expect(movie.backdropPath == nil)
        #expect(movie.status == nil)
        #expect(movie.genres.isEmpty)
        #expect(movie.originalTitle == "T")
        #expect(movie.overview.isEmpty)
        #expect(movie.voteAverage == 0)
        #expect(movie.voteCount == 0)
    }

    @Test("null runtime, tagline and imdb id are nil too")
    func nullValues() throws {
        // Given
        let json = #"{"id": 1, "title": "T", "runtime": null, "tagline": null, "imdb_id": null, "release_date": null}"#

        // When
        let movie = try movie(json)

        // Then
        #expect(movie.runtimeMinutes == nil)
        #expect(movie.tagline == nil)
        #expect(movie.imdbID == nil)
        #expect(movie.releaseDate == nil)
    }

    @Test("unknown fields and odd shapes of unused fields are ignored")
    func unknownFields() throws {
        // Given
        let json = """
            {"id": 2, "title": "Ü", "belongs_to_collection": [1, "x"], "future_field": {"a": [null]},
             "production_companies": "not an array", "homepage": "https://example.com/ü"}
            """

        // When
        let movie = try movie(json)

        // Then
        #expect(movie.id == 2)
        #expect(movie.title == "Ü")
        #expect(movie.homepage?.host == "example.com")
    }

    @Test("a homepage that is not an absolute http(s) URL is dropped")
    func oddHomepage() throws {
        // Given / When
        let relative = try movie(#"{"id": 3, "title": "T", "homepage": "www.example.com"}"#)
        let mail = try movie(#"{"id": 3, "title": "T", "homepage": "mailto:someone@example.com"}"#)

        // Then
        #expect(relative.homepage == nil)
        #expect(mail.homepage == nil)
    }

    @Test(
        "a wrong type, a missing required field, malformed JSON or a bad date is an invalid response",
        arguments: [
            #"{"id": "550", "title": "T"}"#,
            #"{"title": "T"}"#,
            #"{"id": 550}"#,
            #"{"id": 550, "title": null}"#,
            #"{"id": 550, "title": "T", "runtime": "141"}"#,
            #"{"id": 550, "title": "T", "genres": [{"id": 1}]}"#,
            #"{"id": 550, "title": "T", "release_date": "1999-02-30"}"#,
            #"{"id": 550, "title": "T", "release_date": "15/10/1999"}"#,
            #"{"id": 550, "title": "T""#,
            "[]",
            "",
            "<html>Bad Gateway</html>",
        ]
    )
    func invalid(json: String) {
        // Given / When
        let error = #expect(throws: JSONAPIFailure.self) { try movie(json) }

        // Then
        #expect(error == .invalidResponse)
    }

    @Test("a page whose list holds one broken item is an invalid response as a whole")
    func brokenListItem() {
        // Given
        let json =
            #"{"page": 1, "total_pages": 1, "total_results": 2, "results": [{"id": 1, "title": "A"}, {"id": 2}]}"#

        // When
        let error = #expect(throws: JSONAPIFailure.self) {
            try TMDbMovieMapper.moviePage(JSONAPIClient.decode(TMDbMoviePageDTO.self, from: Data(json.utf8)))
        }

        // Then
        #expect(error == .invalidResponse)
    }

    @Test("a search without hits is an empty page")
    func emptySearch() throws {
        // Given
        let json = #"{"page": 1, "results": [], "total_pages": 0, "total_results": 0}"#

        // When
        let page = try TMDbMovieMapper.moviePage(JSONAPIClient.decode(TMDbMoviePageDTO.self, from: Data(json.utf8)))

        // Then
        #expect(page == MoviePage(page: 1, results: [], totalPages: 0, totalResults: 0))
        #expect(!page.hasNextPage)
    }
}

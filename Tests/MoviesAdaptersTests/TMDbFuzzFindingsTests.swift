import Foundation
import HTTPTransport
import MoviesDomain
import Testing

@testable import MoviesAdapters

/// Inputs the TMDb fuzz target (`Fuzz/Sources/FuzzTMDb`) found breaking a domain invariant, kept as tests.
@Suite("TMDb payloads the fuzzer found")
struct TMDbFuzzFindingsTests {
    @Test(
        "An id below 1, of a movie, a genre or a person, is an invalid response",
        arguments: [
            #"{"page":1,"results":[{"id":-3,"title":"T"}],"total_pages":1,"total_results":1}"#,
            #"{"page":1,"results":[{"id":1,"title":"T","genre_ids":[0]}],"total_pages":1,"total_results":1}"#,
        ])
    func nonPositiveIDsInAPage(json: String) {
        // Given
        let body = Data(json.utf8)

        // When
        let error = #expect(throws: JSONAPIFailure.self) {
            try TMDbMovieMapper.moviePage(JSONAPIClient.decode(TMDbMoviePageDTO.self, from: body))
        }

        // Then
        #expect(error == .invalidResponse)
    }

    @Test(
        "Movie details and credits with an id below 1 are invalid responses",
        arguments: [#"{"id":0,"title":"T"}"#, #"{"id":1,"title":"T","genres":[{"id":-1,"name":"G"}]}"#])
    func nonPositiveIDsInDetails(json: String) {
        // When
        let error = #expect(throws: JSONAPIFailure.self) {
            try TMDbMovieMapper.movie(JSONAPIClient.decode(TMDbMovieDetailsDTO.self, from: Data(json.utf8)))
        }

        // Then
        #expect(error == .invalidResponse)
    }

    @Test("Credits naming a person with an id below 1 are an invalid response")
    func nonPositivePersonID() {
        // Given
        let json = #"{"id":550,"cast":[{"id":-7,"credit_id":"c","name":"N"}],"crew":[]}"#

        // When
        let error = #expect(throws: JSONAPIFailure.self) {
            try TMDbMovieMapper.credits(JSONAPIClient.decode(TMDbCreditsDTO.self, from: Data(json.utf8)))
        }

        // Then
        #expect(error == .invalidResponse)
    }

    @Test("A page numbered other than the page asked for is not the answer to the request")
    func otherPage() {
        // Given: the reproducer asked for page 5 and got page 1.
        let body = Data(#"{"page":1,"results":[],"total_pages":3,"total_results":45}"#.utf8)

        // When
        let error = #expect(throws: JSONAPIFailure.self) {
            try TMDbMovieMapper.moviePage(JSONAPIClient.decode(TMDbMoviePageDTO.self, from: body), asked: 5)
        }

        // Then
        #expect(error == .invalidResponse)
    }
}

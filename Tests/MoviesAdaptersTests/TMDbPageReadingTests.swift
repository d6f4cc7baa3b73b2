import Foundation
import HTTPTransport
import MarqueeTestSupport
import MoviesDomain
import Testing

@testable import MoviesAdapters

/// `TMDbMoviePageDTO.read(from:)` (the `JSONByteReader` the repository reads pages with) against `JSONDecoder`, the
/// reference: for every body, both give the same DTO, or both refuse it.
@Suite("TMDb pages: the byte reader reads what JSONDecoder decodes, and refuses what it refuses")
struct TMDbPageReadingTests {
    /// A page around one list item's members.
    private static func page(_ item: String) -> String {
        #"{"page":1,"total_pages":2,"total_results":3,"results":["# + item + "]}"
    }

    private static let bodies: [String] = [
        // Shapes TMDb sends, and its spellings of absent.
        #"{"page": 1, "results": [], "total_pages": 0, "total_results": 0}"#,
        page(#"{"id": 1, "title": "A"}"#),
        page(
            #"{"adult":false,"backdrop_path":null,"genre_ids":[18, 53],"id":550,"original_language":"en","original_title":"Fight Club","overview":"","popularity":61.4,"poster_path":"/a.jpg","release_date":"1999-10-15","title":"Fight Club","video":false,"vote_average":8.4,"vote_count":27000}"#
        ),
        page(#"{"id": 2, "title": "T", "genre_ids": null, "vote_average": null, "vote_count": null}"#),
        page(#"{"id": 2, "title": "T", "vote_average": 7, "vote_count": 7.0, "genre_ids": [1e1, 2E0]}"#),
        page(#"{"id": 2, "title": "T", "vote_average": -0.5e-3, "unknown": {"a": [1, {"b": null}, true, false]}}"#),
        " \n\t" + page(#"{"id": 2, "title": "T"}"#) + " \r\n",
        // Strings: escapes, surrogate pairs, raw UTF-8, escaped keys.
        page(#"{"id": 3, "title": "\"Q\" \\ \/ \b\f\n\r\t \u00e9 \ud83c\udfac Ü 日本"}"#),
        page(#"{"\u0069d": 3, "t\u0069tle": "escaped keys"}"#),
        // Repeated members: the first one wins. A trailing comma is accepted, two are not.
        page(#"{"id": 1, "title": "T", "genre_ids": [1, 2,],}"#),
        #"{"page": 1, "results": [{"id": 1, "title": "T"},], "total_pages": 0, "total_results": 0,}"#,
        page(#"{"id": 1, "title": "T",,}"#),
        page(#"{"id": 1, "title": "T", "genre_ids": [,]}"#),
        page(#"{,}"#),
        page(#"{"id": 1, "id": 4, "title": "A", "title": "B"}"#),
        // Refused: wrong types, missing or null required members, bad numbers.
        page(#"{"id": "1", "title": "T"}"#),
        page(#"{"title": "T"}"#),
        page(#"{"id": 1}"#),
        page(#"{"id": 1, "title": null}"#),
        page(#"{"id": 1.5, "title": "T"}"#),
        page(#"{"id": 1e400, "title": "T"}"#),
        page(#"{"id": 99999999999999999999, "title": "T"}"#),
        page(#"{"id": 1, "title": "T", "genre_ids": [1, null]}"#),
        page(#"{"id": 1, "title": "T", "genre_ids": 1}"#),
        page(#"{"id": 1, "title": "T", "vote_average": "8"}"#),
        page(#"{"id": 1, "title": "T", "overview": 5}"#),
        page(#"{"id": 01, "title": "T"}"#),
        page(#"{"id": -, "title": "T"}"#),
        page(#"{"id": 1., "title": "T"}"#),
        page(#"{"id": +1, "title": "T"}"#),
        page(#"{"id": 1, "title": "\x"}"#),
        page(#"{"id": 1, "title": "\ud83c"}"#),
        page(#"{"id": 1, "title": "\u12"}"#),
        page("{\"id\": 1, \"title\": \"tab\tinside\"}"),
        page(#"{"id": 1, "title": "T", "video": tru}"#),
        page(#"{"id": 1 "title": "T"}"#),
        #"{"page": 1, "results": null, "total_pages": 0, "total_results": 0}"#,
        #"{"page": null, "results": [], "total_pages": 0, "total_results": 0}"#,
        #"{"results": [], "total_pages": 0, "total_results": 0}"#,
        #"{"page": 1, "results": [1], "total_pages": 0, "total_results": 0}"#,
        #"{"page": 1, "results": [], "total_pages": 0, "total_results": 0} x"#,
        #"{"page": 1, "results": [], "total_pages": 0, "total_results": 0"#,
        #"{"page": 1, "results": [], "total_pages": 0, "total_results": 0}}"#,
        "[]", "", "null", "<html>Bad Gateway</html>",
        #"{"page": 1, "results": [], "total_pages": 0, "total_results": 0, "deep": "#
            + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}",
    ]

    @Test("hand-written bodies: the same DTO, or both refuse", arguments: bodies)
    func agrees(body: String) {
        expectAgreement(on: Data(body.utf8))
    }

    @Test(
        "the recorded popular and search pages read to the same DTO",
        arguments: ["tmdb-popular-page", "tmdb-search-page"])
    func recordedPages(name: String) throws {
        // Given
        let body = try JSONFixture.data(name, in: .module)

        // When
        let page = try TMDbMoviePageDTO.read(from: body)

        // Then
        #expect(page.results.count == 20)
        expectAgreement(on: body)
    }

    @Test(
        "invalid UTF-8 in a string is refused",
        arguments: [
            [0xFF], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82],
            [0x80], [0x41, 0xC3], [0xEF, 0xBF, 0xBD, 0xFE],
        ] as [[UInt8]])
    func invalidUTF8(bytes: [UInt8]) {
        // Given: a lone byte no sequence starts with, overlong forms, a UTF-16 surrogate, past U+10FFFF, a sequence
        // cut short (inside the string and at its end), a lone continuation byte, a U+FFFD then a bad byte
        var body = Data(Self.page(#"{"id": 1, "title": "X"}"#).utf8)
        let title = body.firstRange(of: Data("X".utf8))!
        body.replaceSubrange(title, with: bytes)

        // When
        let error = #expect(throws: JSONAPIFailure.self) { try TMDbMoviePageDTO.read(from: body) }

        // Then
        #expect(error == .invalidResponse)
        #expect(throws: (any Error).self) { try JSONDecoder().decode(TMDbMoviePageDTO.self, from: body) }
    }

    @Test("valid UTF-8 of every length reads as the same text as JSONDecoder reads it")
    func validUTF8() throws {
        // Given: one- to four-byte characters and U+FFFD itself, which a repair would also produce
        let body = Data(Self.page(#"{"id": 1, "title": "aé€😀\#u{FFFD}z"}"#).utf8)

        // When
        let page = try TMDbMoviePageDTO.read(from: body)

        // Then
        #expect(page.results.first?.title == "aé€😀\u{FFFD}z")
        expectAgreement(on: body)
    }

    /// Both readers succeed with the same DTO (compared by its dump, every field), or both fail.
    private func expectAgreement(on body: Data, sourceLocation: SourceLocation = #_sourceLocation) {
        let reference = Result { () throws(JSONAPIFailure) in
            try JSONAPIClient.decode(TMDbMoviePageDTO.self, from: body)
        }
        let read = Result { () throws(JSONAPIFailure) in try TMDbMoviePageDTO.read(from: body) }
        switch (reference, read) {
        case (.success(let expected), .success(let actual)):
            var expectedDump = ""
            var actualDump = ""
            dump(expected, to: &expectedDump)
            dump(actual, to: &actualDump)
            #expect(actualDump == expectedDump, sourceLocation: sourceLocation)
        case (.failure(let expected), .failure(let actual)):
            #expect(actual == expected, sourceLocation: sourceLocation)
        default:
            Issue.record("JSONDecoder: \(reference); JSONByteReader: \(read)", sourceLocation: sourceLocation)
        }
    }
}

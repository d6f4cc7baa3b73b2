import Foundation
import HTTPTransport
import Testing

@Suite("APIBaseURL")
struct APIBaseURLTests {
    private let tmdb = URL(string: "https://api.themoviedb.org/3")!
    private let rickAndMorty = URL(string: "https://rickandmortyapi.com/api")!
    private let variable = "TMDB_API_BASE_URL"

    @Test("without variables the default is used")
    func defaultURL() throws {
        // Given / When
        let url = try APIBaseURL.resolve(defaultURL: tmdb, specificVariable: variable, environment: [:])

        // Then
        #expect(url == tmdb)
    }

    @Test("the specific variable replaces the whole URL, a trailing slash dropped")
    func specificVariable() throws {
        // Given
        let environment = [variable: "http://127.0.0.1:8080/tmdb/", "API_BASE_URL": "http://other:1"]

        // When
        let url = try APIBaseURL.resolve(defaultURL: tmdb, specificVariable: variable, environment: environment)

        // Then
        #expect(url.absoluteString == "http://127.0.0.1:8080/tmdb")
    }

    @Test("API_BASE_URL keeps each API's own path, so one server serves both")
    func sharedVariable() throws {
        // Given
        let environment = ["API_BASE_URL": "http://127.0.0.1:8080"]

        // When
        let movies = try APIBaseURL.resolve(defaultURL: tmdb, specificVariable: variable, environment: environment)
        let characters = try APIBaseURL.resolve(
            defaultURL: rickAndMorty, specificVariable: "RICK_AND_MORTY_API_BASE_URL", environment: environment
        )

        // Then
        #expect(movies.absoluteString == "http://127.0.0.1:8080/3")
        #expect(characters.absoluteString == "http://127.0.0.1:8080/api")
    }

    @Test("a path on API_BASE_URL is put before the API's path")
    func sharedVariableWithPath() throws {
        // Given
        let environment = ["API_BASE_URL": "https://gateway.example/proxy/"]

        // When
        let url = try APIBaseURL.resolve(defaultURL: tmdb, specificVariable: variable, environment: environment)

        // Then
        #expect(url.absoluteString == "https://gateway.example/proxy/3")
    }

    @Test("empty variables count as unset")
    func emptyVariables() throws {
        // Given
        let environment = [variable: "", "API_BASE_URL": "  "]

        // When
        let url = try APIBaseURL.resolve(defaultURL: tmdb, specificVariable: variable, environment: environment)

        // Then
        #expect(url == tmdb)
    }

    @Test(
        "anything but an absolute http(s) URL with a host is a configuration error naming the variable",
        arguments: ["ftp://example.com", "localhost:8080", "/relative/path", "http://", "http://h/x?y=1", "ht tp://x"]
    )
    func invalid(value: String) {
        // Given
        let environment = [variable: value]

        // When
        let error = #expect(throws: APIBaseURLError.self) {
            try APIBaseURL.resolve(defaultURL: tmdb, specificVariable: variable, environment: environment)
        }

        // Then
        #expect(error?.variable == variable)
        #expect(error?.description.hasPrefix("TMDB_API_BASE_URL is not an absolute http(s) URL: ") == true)
    }

    @Test("an invalid API_BASE_URL names API_BASE_URL and hides a password")
    func invalidShared() {
        // Given
        let environment = ["API_BASE_URL": "gopher://me:hunter2@host"]

        // When
        let error = #expect(throws: APIBaseURLError.self) {
            try APIBaseURL.resolve(defaultURL: tmdb, specificVariable: variable, environment: environment)
        }

        // Then
        #expect(error?.variable == "API_BASE_URL")
        #expect(error?.description.contains("hunter2") == false)
    }
}

import Foundation
import HTTPTransport
import Testing

@Suite("EndpointURL")
struct EndpointURLTests {
    @Test("paths are appended to the base path and query values are strictly percent-encoded")
    func buildsURL() throws {
        // Given
        let base = try #require(URL(string: "http://127.0.0.1:8080/api/"))

        // When
        let url = EndpointURL.make(
            base: base, path: "/character",
            query: [
                (name: "page", value: "1"), (name: "name", value: "Rick & Morty+1 = ¿Sí?#"), (name: "e", value: ""),
            ]
        )

        // Then
        #expect(
            url?.absoluteString
                == "http://127.0.0.1:8080/api/character?page=1&name=Rick%20%26%20Morty%2B1%20%3D%20%C2%BFS%C3%AD%3F%23&e="
        )
    }

    @Test("without query items there is no question mark")
    func noQuery() throws {
        // Given
        let base = try #require(URL(string: "https://api.themoviedb.org/3"))

        // When
        let url = EndpointURL.make(base: base, path: "configuration")

        // Then
        #expect(url?.absoluteString == "https://api.themoviedb.org/3/configuration")
    }

    @Test(
        "a base URL that is not absolute http(s) with a host, or has a query or fragment, gives no URL",
        arguments: [
            "file:///tmp/api", "ftp://h/api", "http:///api", "api/v1", "https://h/3?api_key=x", "https://h/3#top",
        ]
    )
    func unusableBase(text: String) throws {
        // Given
        let base = try #require(URL(string: text))

        // When
        let url = EndpointURL.make(base: base, path: "/character")

        // Then
        #expect(url == nil)
        #expect(!EndpointURL.isUsableBase(base))
    }

    @Test("http and https bases with a host, a port and a path are usable, whatever the scheme's case")
    func usableBase() throws {
        // Given
        let bases = try ["http://127.0.0.1:8080", "HTTPS://api.themoviedb.org/3/", "https://h/api"].map {
            try #require(URL(string: $0))
        }

        // When
        let usable = bases.map(EndpointURL.isUsableBase)

        // Then
        #expect(usable == [true, true, true])
    }
}

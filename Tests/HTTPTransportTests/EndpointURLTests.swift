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
}

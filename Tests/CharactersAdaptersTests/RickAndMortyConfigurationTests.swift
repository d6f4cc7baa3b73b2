import CharactersAdapters
import Foundation
import Testing

@Suite("RickAndMortyConfiguration")
struct RickAndMortyConfigurationTests {
    @Test("the default base URL is the public API")
    func defaults() {
        // Given / When
        let configuration = RickAndMortyConfiguration()

        // Then
        #expect(configuration.baseURL.absoluteString == "https://rickandmortyapi.com/api")
        #expect(RickAndMortyConfiguration.baseURLVariable == "RICK_AND_MORTY_API_BASE_URL")
    }

    @Test("the base URL comes from RICK_AND_MORTY_API_BASE_URL, else API_BASE_URL with the API's /api path")
    func fromEnvironment() throws {
        // Given / When
        let specific = try RickAndMortyConfiguration.baseURL(
            environment: ["RICK_AND_MORTY_API_BASE_URL": "http://127.0.0.1:7/rm", "API_BASE_URL": "http://other"]
        )
        let shared = try RickAndMortyConfiguration.baseURL(environment: ["API_BASE_URL": "http://127.0.0.1:7"])

        // Then
        #expect(specific.absoluteString == "http://127.0.0.1:7/rm")
        #expect(shared.absoluteString == "http://127.0.0.1:7/api")
    }

    @Test("an invalid base URL is a configuration error naming the variable")
    func invalid() {
        // Given / When
        let error = #expect(throws: (any Error).self) {
            try RickAndMortyConfiguration.baseURL(environment: ["RICK_AND_MORTY_API_BASE_URL": "rickandmortyapi.com"])
        }

        // Then
        #expect(
            "\(error.map { "\($0)" } ?? "")".hasPrefix("RICK_AND_MORTY_API_BASE_URL is not an absolute http(s) URL"))
    }
}

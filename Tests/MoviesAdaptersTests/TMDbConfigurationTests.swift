import Foundation
import HTTPTransport
import MoviesAdapters
import Testing

@Suite("TMDb configuration and credential")
struct TMDbConfigurationTests {
    private let secret = "s3cr3t-VALUE-42"

    @Test("no description, reflection or dump of a credential or configuration shows the secret")
    func secretNeverShown() {
        // Given
        let credentials = [TMDbCredential.apiKey(secret), .bearerToken(secret)]

        for credential in credentials {
            let configuration = TMDbConfiguration(credential: credential)

            // When
            var dumped = ""
            dump(configuration, to: &dumped)
            dump(credential, to: &dumped)
            let texts = [
                String(describing: credential), String(reflecting: credential), "\(credential)",
                String(describing: configuration), String(reflecting: configuration), "\(configuration)", dumped,
                String(describing: [configuration]),
            ]

            // Then
            for text in texts {
                #expect(!text.contains(secret), "\(text)")
            }
        }
        #expect(TMDbCredential.apiKey(secret).description == "API key (redacted)")
        #expect(TMDbCredential.bearerToken(secret).description == "bearer token (redacted)")
    }

    @Test("defaults: TMDb's v3 base URL and en-US")
    func defaults() {
        // Given / When
        let configuration = TMDbConfiguration(credential: .apiKey(secret))

        // Then
        #expect(configuration.baseURL.absoluteString == "https://api.themoviedb.org/3")
        #expect(configuration.language == "en-US")
        #expect(TMDbConfiguration.baseURLVariable == "TMDB_API_BASE_URL")
    }

    @Test("the base URL comes from TMDB_API_BASE_URL, else API_BASE_URL with TMDb's /3 path")
    func baseURLFromEnvironment() throws {
        // Given / When
        let specific = try TMDbConfiguration.baseURL(environment: ["TMDB_API_BASE_URL": "http://127.0.0.1:9/t"])
        let shared = try TMDbConfiguration.baseURL(environment: ["API_BASE_URL": "http://127.0.0.1:9"])
        let none = try TMDbConfiguration.baseURL(environment: [:])

        // Then
        #expect(specific.absoluteString == "http://127.0.0.1:9/t")
        #expect(shared.absoluteString == "http://127.0.0.1:9/3")
        #expect(none == TMDbConfiguration.defaultBaseURL)
    }
}

import AppDependencies
import Testing

@Suite("The secret values a command line tool must never print")
struct SecretValuesTests {
    @Test("the TMDb token and key, whole, trimmed and in parts, longest first")
    func secrets() {
        // Given
        let environment = [
            "TMDB_API_TOKEN": " token-aaaa-bbbb\n", "TMDB_API_KEY": "key-1111 key-2222",
            "API_BASE_URL": "http://127.0.0.1:9", "PATH": "/usr/bin:/bin",
        ]

        // When
        let secrets = LaunchConfiguration.secretValues(in: environment)

        // Then
        #expect(
            secrets == [
                "key-1111 key-2222", " token-aaaa-bbbb\n", "token-aaaa-bbbb", "key-2222", "key-1111",
            ])
    }

    @Test("values shorter than the minimum are not secrets worth garbling output for")
    func shortValues() {
        // Given
        let environment = ["TMDB_API_TOKEN": "abc", "TMDB_API_KEY": "1234567"]

        // When
        let secrets = LaunchConfiguration.secretValues(in: environment)

        // Then
        #expect(secrets.isEmpty)
        #expect(LaunchConfiguration.minimumRedactedSecretLength == 8)
    }
}

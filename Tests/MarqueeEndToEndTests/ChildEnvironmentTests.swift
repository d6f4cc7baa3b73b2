import Testing

@Suite("a marquee run inherits the sanitizers' settings and nothing else")
struct ChildEnvironmentTests {
    @Test("ASAN_OPTIONS and LSAN_OPTIONS pass through; a credential or a base URL of the test process does not")
    func sanitizerSettingsOnly() {
        // Given
        let inherited = [
            "ASAN_OPTIONS": "detect_leaks=1", "LSAN_OPTIONS": "suppressions=/repo/.ci/lsan-suppressions.txt",
            "TMDB_API_TOKEN": "developer-token", "API_BASE_URL": "http://example.invalid", "PATH": "/usr/bin",
        ]

        // When
        let environment = MarqueeBinary.childEnvironment(["TZ": "UTC"], inheriting: inherited)

        // Then
        #expect(
            environment == [
                "TZ": "UTC", "ASAN_OPTIONS": "detect_leaks=1",
                "LSAN_OPTIONS": "suppressions=/repo/.ci/lsan-suppressions.txt",
            ])
    }

    @Test("a test's own setting wins over the inherited one")
    func givenWins() {
        // Given
        let inherited = ["ASAN_OPTIONS": "detect_leaks=1"]

        // When
        let environment = MarqueeBinary.childEnvironment(["ASAN_OPTIONS": "detect_leaks=0"], inheriting: inherited)

        // Then
        #expect(environment == ["ASAN_OPTIONS": "detect_leaks=0"])
    }
}

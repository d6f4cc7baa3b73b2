import Testing

@testable import MarqueeService

/// The service keeps the memory it frees (see `HeapTuning`), unless the operator tunes glibc's allocator.
@Suite("Heap tuning: the service's allocator settings give way to the operator's")
struct HeapTuningTests {
    @Test(
        "the service tunes the allocator when the environment does not",
        arguments: [[:], ["MARQUEE_HTTP_TRANSPORT": "urlsession", "TMDB_API_TOKEN": "x"]])
    func applies(environment: [String: String]) {
        // When / Then
        #expect(HeapTuning.applies(environment: environment))
    }

    @Test(
        "an operator's own allocator setting stands, and the service changes nothing",
        arguments: [
            "MALLOC_TRIM_THRESHOLD_", "MALLOC_MMAP_THRESHOLD_", "MALLOC_ARENA_MAX", "GLIBC_TUNABLES",
        ])
    func operatorSettingStands(variable: String) {
        // Given
        let environment = ["TMDB_API_TOKEN": "x", variable: "1"]

        // When / Then
        #expect(!HeapTuning.applies(environment: environment))
    }
}

import HTTPTransport
import Testing

@Suite("APIBaseURLError")
struct APIBaseURLErrorTests {
    @Test("A base URL with a line break in it is reported on one line (found by Fuzz/Sources/FuzzCommandLine)")
    func lineBreakStaysOnOneLine() {
        // Given: the fuzzer's reproducer set TMDB_API_BASE_URL to this.
        let error = APIBaseURLError(
            variable: "TMDB_API_BASE_URL", value: "http:/\n/127.0.0.1:RT=B_AP=hs", reason: "it has no host")

        // When
        let message = error.description

        // Then
        #expect(!message.contains { $0.isNewline })
        #expect(
            message
                == #"TMDB_API_BASE_URL is not an absolute http(s) URL: "http:/\u{a}/127.0.0.1:RT=B_AP=hs" (it has no host)"#
        )
    }
}

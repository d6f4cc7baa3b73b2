import MoviesDomain
import Testing

@Suite("ImageSize")
struct ImageSizeTests {
    @Test(
        "TMDb's spellings parse and print back unchanged",
        arguments: [
            ("w92", ImageSize.width(92)),
            ("w1280", .width(1280)),
            ("h632", .height(632)),
            ("original", .original),
        ])
    func parses(text: String, expected: ImageSize) {
        // Given a size as TMDb spells it
        // When it is parsed
        let size = ImageSize(apiValue: text)

        // Then it is that size, and its description is the same spelling
        #expect(size == expected)
        #expect(size?.description == text)
    }

    @Test(
        "anything else is not a size",
        arguments: [
            "", "w", "h", "w0", "h0", "w-5", "w+92", "w092", "w 92", "w92px", " w92", "w92 ", "x100", "W92", "H632",
            "Original", "original ", "92", "wabc", "w٩٢", "w99999999999999999999999",
        ])
    func rejects(text: String) {
        // Given text that is not one of TMDb's size spellings
        // When it is parsed
        let size = ImageSize(apiValue: text)

        // Then there is no size
        #expect(size == nil)
    }
}

import MarqueeJSON
import Testing

@Suite("Writing JSON straight into bytes")
struct JSONWriterTests {
    @Test(
        "A string written in two parts is the same bytes as the joined string, escapes and all, at every split",
        arguments: ["https://image.tmdb.org/t/p/w185/x.jpg", "a\"b\\c\nd\u{1}é – 🎬", ""])
    func stringInTwoParts(text: String) {
        // Given
        var joined = JSONWriter(pretty: false)
        joined.string(text)
        let expected = joined.bytes()

        for split in 0...text.count {
            // When
            var json = JSONWriter(pretty: false)
            json.string(String(text.prefix(split)), String(text.dropFirst(split)))

            // Then
            #expect(json.bytes() == expected, "split at \(split)")
        }
    }

    @Test("A document bigger than the expected size grows and keeps every byte", arguments: [1, 64, 8192])
    func growsPastTheExpectedSize(expectedBytes: Int) {
        // Given: 300 strings, about 15 KB
        let values = (0..<300).map { "value \($0) of a document that outgrows its first buffer" }
        var json = JSONWriter(pretty: false, expectedBytes: expectedBytes)

        // When
        json.beginArray()
        for value in values { json.string(value) }
        json.endArray()

        // Then
        #expect(json.bytes() == JSONValue.array(values.map { .string($0) }).renderedUTF8(pretty: false))
    }

    @Test(
        "Written call by call, a document is the very bytes its JSONValue renders, pretty and compact",
        arguments: [true, false])
    func sameBytesAsTheTree(pretty: Bool) {
        // Given a document with nesting, empty containers, escapes, optionals and every kind of scalar
        let tree = JSONValue.object([
            "id": .integer(-42),
            "title": .string("Fight \"Club\"\n\u{1}é"),
            "missing": .string(nil),
            "vote": .number(8.4),
            "infinite": .number(.infinity),
            "flags": .array([.bool(true), .bool(false), .null]),
            "empty": .array([]),
            "none": .object([:]),
            "cast": .array([.object(["name": .string("Edward Norton"), "order": .integer(0)]), .object([:])]),
        ])

        // When it is written with the writer, in the same order
        var json = JSONWriter(pretty: pretty)
        json.beginObject()
        json.key("id")
        json.integer(-42)
        json.key("title")
        json.string("Fight \"Club\"\n\u{1}é")
        json.key("missing")
        json.string(String?.none)
        json.key("vote")
        json.number(8.4)
        json.key("infinite")
        json.number(.infinity)
        json.key("flags")
        json.beginArray()
        json.bool(true)
        json.bool(false)
        json.null()
        json.endArray()
        json.key("empty")
        json.beginArray()
        json.endArray()
        json.key("none")
        json.beginObject()
        json.endObject()
        json.key("cast")
        json.beginArray()
        json.beginObject()
        json.key("name")
        json.string("Edward Norton")
        json.key("order")
        json.integer(Int?.some(0))
        json.endObject()
        json.value(.object([:]))
        json.endArray()
        json.endObject()
        let written = json.bytes()

        // Then the bytes are the tree's
        #expect(written == tree.renderedUTF8(pretty: pretty))
        #expect(String(decoding: written, as: UTF8.self) == tree.rendered(pretty: pretty))
    }
}

import HTTPTransport
import Testing

@Suite("CacheControl")
struct CacheControlTests {
    @Test("directives are read case-insensitively, with or without values, around optional whitespace")
    func readsDirectives() {
        // Given
        let field = " Public ,MAX-AGE = 300,  no-transform,,"

        // When
        let directives = CacheControl(field)

        // Then
        #expect(directives.directives.map(\.name) == ["public", "max-age", "no-transform"])
        #expect(directives.has("public"))
        #expect(!directives.has("no-store"))
        #expect(directives.seconds("max-age") == .seconds(300))
    }

    @Test("a quoted value keeps its commas and escaped quotes, and is unquoted")
    func readsQuotedValues() {
        // Given
        let field = #"no-cache="Set-Cookie, X-Trace", ext="a \"b\" c", max-age=60"#

        // When
        let directives = CacheControl(field)

        // Then
        #expect(directives.directives.map(\.name) == ["no-cache", "ext", "max-age"])
        #expect(directives.directives.map(\.value) == ["Set-Cookie, X-Trace", #"a "b" c"#, "60"])
    }

    @Test(
        "a delta-seconds directive that is not digits, has no value or is repeated is invalid",
        arguments: ["max-age=abc", "max-age", "max-age=", "max-age=-1", "max-age=1.5", "max-age=60, max-age=60"])
    func refusesMalformedSeconds(field: String) {
        // Given
        let directives = CacheControl(field)

        // When
        let seconds = directives.seconds("max-age")

        // Then
        #expect(seconds == .invalid)
    }

    @Test(
        "delta-seconds: a quoted number, leading zeros, absence, a value past 2³¹ and an Age field",
        arguments: [
            (#"max-age="120""#, CacheControl.DeltaSeconds.seconds(120)),
            ("max-age=00000000005", .seconds(5)),
            ("max-age=0", .seconds(0)),
            ("public", .absent),
            ("max-age=99999999999999999999", .seconds(2_147_483_648)),
        ])
    func readsSecondsEdges(field: String, expected: CacheControl.DeltaSeconds) {
        // Given
        let directives = CacheControl(field)

        // When
        let seconds = directives.seconds("max-age")

        // Then
        #expect(seconds == expected)
    }

    @Test("an Age field is delta-seconds, its repeated values joined are not")
    func readsAgeFields() {
        // Given / When / Then
        #expect(CacheControl.deltaSeconds(" 42 ") == .seconds(42))
        #expect(CacheControl.deltaSeconds(nil) == .absent)
        #expect(CacheControl.deltaSeconds("10, 20") == .invalid)
    }

    @Test(
        "a stray or unclosed quote makes the field malformed, keeping only the directives before it",
        arguments: [
            (#"public, max-age=300, x=a"b, private"#, ["public", "max-age"]),
            (#"public, ext="never closed, private"#, ["public"]),
            (#"public, "private""#, ["public"]),
            (#"ext="a" b, private"#, []),
        ])
    func refusesStrayQuotes(field: String, readBefore: [String]) {
        // Given
        let directives = CacheControl(field)

        // When
        let names = directives.directives.map(\.name)

        // Then
        #expect(directives.isMalformed)
        #expect(names == readBefore)
        #expect(!directives.has("private"))
    }

    @Test("a well-formed field is not malformed, an empty one has no directives")
    func wellFormed() {
        // Given / When / Then
        #expect(!CacheControl(#"no-cache="a, b", max-age=5"#).isMalformed)
        #expect(CacheControl("").directives.isEmpty)
        #expect(!CacheControl(nil).isMalformed)
    }
}

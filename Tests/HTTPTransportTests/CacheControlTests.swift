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

    @Test("a quoted number is read, a missing directive is absent, and seconds past 2³¹ are 2³¹")
    func readsSecondsEdges() {
        #expect(CacheControl(#"max-age="120""#).seconds("max-age") == .seconds(120))
        #expect(CacheControl("public").seconds("max-age") == .absent)
        #expect(CacheControl(nil).seconds("max-age") == .absent)
        #expect(CacheControl("max-age=99999999999999999999").seconds("max-age") == .seconds(2_147_483_648))
        #expect(CacheControl.deltaSeconds(" 42 ") == .seconds(42))
        #expect(CacheControl.deltaSeconds("10, 20") == .invalid)
    }
}

import Foundation
import HTTPTypes
import Hummingbird
import MarqueeKit
import Testing

@testable import MarqueeService

/// The visitor's sealed cookie and the keys behind it: what a second instance or a restart opens, what a browser
/// can neither read nor change, and what happens without `MARQUEE_SESSION_KEY`.
@Suite("The visitor's cookie: sealed with a key derived from MARQUEE_SESSION_KEY")
struct VisitorCookieTests {
    static let secret = "correct horse battery staple, twice over!"
    static let guestSession = "0123456789abcdef0123456789abcdef"

    @Test("A cookie sealed by one instance opens in another started with the same secret, and only there")
    func sameSecretOpens() throws {
        // Given a visitor with a guest session, sealed by one instance
        let visitor = VisitorSession.new().with(guestSessionID: Self.guestSession)
        let value = VisitorCookie(keys: try VisitorKeys(secret: Self.secret)).value(for: visitor)

        // When a second instance (or the first, restarted) reads it with the same secret, and another with another
        let same = VisitorCookie(keys: try VisitorKeys(secret: Self.secret)).session(from: value)
        let other = VisitorCookie(keys: try VisitorKeys(secret: Self.secret + "!")).session(from: value)

        // Then the same visitor is served, and the other secret opens nothing
        #expect(same == visitor)
        #expect(other == nil)
    }

    @Test("The browser holds no readable credential: the value shows neither the guest session nor the visitor")
    func sealedValueIsOpaque() throws {
        // Given
        let visitor = VisitorSession.new().with(guestSessionID: Self.guestSession)
        let cookie = VisitorCookie(keys: try VisitorKeys(secret: Self.secret))

        // When
        let value = cookie.value(for: visitor)
        let again = cookie.value(for: visitor)

        // Then
        let decoded = try #require(Base64URL.decode(value))
        #expect(!String(decoding: decoded, as: UTF8.self).contains(Self.guestSession))
        #expect(!value.contains(Self.guestSession) && !value.contains(visitor.visitorID))
        #expect(again != value, "a fresh nonce each time")
        #expect(!"\(visitor)".contains(Self.guestSession), "the description redacts the credential")
        #expect(value.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
    }

    @Test("A changed, cut, lengthened or foreign value opens nothing")
    func tamperedValuesFail() throws {
        // Given
        let cookie = VisitorCookie(keys: try VisitorKeys(secret: Self.secret))
        let value = cookie.value(for: VisitorSession.new().with(guestSessionID: Self.guestSession))
        var bytes = Array(try #require(Base64URL.decode(value)))

        // When / Then: every byte counts (nonce, ciphertext and tag)
        for index in bytes.indices {
            bytes[index] ^= 0x01
            #expect(cookie.session(from: Base64URL.encode(bytes)) == nil, "byte \(index)")
            bytes[index] ^= 0x01
        }
        #expect(cookie.session(from: value.dropLast(2)) == nil)
        #expect(cookie.session(from: value + "AA") == nil)
        #expect(cookie.session(from: "") == nil)
        #expect(cookie.session(from: "not base64url!") == nil)
        #expect(cookie.session(from: String(repeating: "A", count: 4096)) == nil)
    }

    @Test("The cookie is HttpOnly, SameSite=Lax, for the whole site, kept a year, and Secure behind HTTPS")
    func cookieAttributes() throws {
        // Given
        let cookie = VisitorCookie(keys: try VisitorKeys(secret: Self.secret))
        let plain = Request(
            head: HTTPRequest(method: .post, scheme: "http", authority: "localhost", path: "/"),
            body: RequestBody(buffer: ByteBuffer()))
        let proxied = Request(
            head: HTTPRequest(
                method: .post, scheme: "http", authority: "localhost", path: "/",
                headerFields: [HTTPField.Name("X-Forwarded-Proto")!: "https"]),
            body: RequestBody(buffer: ByteBuffer()))

        // When
        let header = cookie.cookie(for: .new(), answering: plain).description
        let secure = cookie.cookie(for: .new(), answering: proxied).description

        // Then
        let attributes = Set(header.split(separator: ";").dropFirst().map { $0.trimmingCharacters(in: .whitespaces) })
        #expect(header.hasPrefix("marquee_visitor="))
        #expect(attributes.contains("HttpOnly"))
        #expect(attributes.contains("SameSite=Lax"))
        #expect(attributes.contains("Path=/"))
        #expect(attributes.contains("Max-Age=31536000"))
        #expect(!attributes.contains("Secure"))
        #expect(secure.contains("Secure"))
    }

    @Test("Without MARQUEE_SESSION_KEY: live, no keys (ratings refused); under -uitest, keys for the process alone")
    func keyUnset() throws {
        // When
        let live = try VisitorKeys.resolve(environment: [:], mode: .live)
        let empty = try VisitorKeys.resolve(environment: [VisitorKeys.environmentVariable: ""], mode: .live)
        let uiTest = try #require(
            try VisitorKeys.resolve(
                environment: [:], mode: try LaunchConfiguration(arguments: ["x", "-uitest"], environment: [:]).mode))
        let set = try #require(
            try VisitorKeys.resolve(environment: [VisitorKeys.environmentVariable: Self.secret], mode: .live))

        // Then
        #expect(live == nil)
        #expect(empty == nil)
        #expect(uiTest.isEphemeral)
        #expect(!set.isEphemeral)
        let visitor = VisitorSession.new()
        #expect(VisitorCookie(keys: .ephemeral()).session(from: VisitorCookie(keys: uiTest).value(for: visitor)) == nil)
    }

    @Test("A secret shorter than 32 bytes is refused with a message that names the variable, never the value")
    func shortSecret() {
        // When / Then
        #expect(throws: VisitorKeysError.tooShort(bytes: 11)) {
            try VisitorKeys.resolve(environment: [VisitorKeys.environmentVariable: "hunter2-abc"], mode: .live)
        }
        let message = VisitorKeysError.tooShort(bytes: 11).description
        #expect(message.contains("MARQUEE_SESSION_KEY") && message.contains("32") && !message.contains("hunter2"))
    }

    @Test("A form's token is the visitor's alone: another visitor's, another secret's or a changed one is refused")
    func antiForgeryTokens() throws {
        // Given
        let forms = AntiForgery(keys: try VisitorKeys(secret: Self.secret))
        let visitor = VisitorSession.new()
        let token = forms.token(for: visitor)

        // Then
        #expect(token.count == 43)
        #expect(forms.isValid(token, for: visitor))
        #expect(forms.isValid(token, for: visitor.with(guestSessionID: Self.guestSession)), "a rating keeps it")
        #expect(!forms.isValid(token, for: .new()))
        #expect(!AntiForgery(keys: try VisitorKeys(secret: Self.secret + "!")).isValid(token, for: visitor))
        // A changed first character: every bit of it is the MAC's (the last of 43 base64 characters carries two bits
        // no byte uses, so changing "A" to "B" there left the token valid, 1 run in 16).
        #expect(!forms.isValid((token.first == "A" ? "B" : "A") + String(token.dropFirst()), for: visitor))
        #expect(!forms.isValid("", for: visitor))
    }
}

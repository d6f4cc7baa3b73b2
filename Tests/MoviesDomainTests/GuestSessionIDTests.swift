import MoviesDomain
import Testing

@Suite("GuestSessionID: a credential that never shows")
struct GuestSessionIDTests {
    let secret = "0123456789abcdef0123456789abcdef"

    @Test("its description, debug description, mirror and interpolation never show the id")
    func redacted() throws {
        // Given a session
        let session = try GuestSessionID(secret)

        // When it is printed every way Swift prints a value
        var dumped = ""
        dump(session, to: &dumped)
        let texts = [
            session.description, session.debugDescription, "\(session)", String(reflecting: session), dumped,
            "\([session])",
        ]

        // Then the id is in none of them, and the value still holds it
        for text in texts { #expect(!text.contains(secret)) }
        #expect(session.secret == secret)
    }

    @Test(
        "text that could not stand in a URL as it is, is refused without being quoted",
        arguments: ["", "a b", "a/b", "a?b", "a&b", "é", String(repeating: "a", count: 129), "a\nb"])
    func refused(text: String) {
        #expect(throws: GuestSessionIDError.malformed) { try GuestSessionID(text) }
        #expect(!GuestSessionIDError.malformed.description.contains(text) || text.isEmpty)
    }
}

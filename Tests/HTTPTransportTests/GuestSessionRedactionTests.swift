import Foundation
import HTTPTransport
import Testing

@Suite("Redactor and the guest session: in the query and in the path")
struct GuestSessionRedactionTests {
    private let session = "0123456789abcdef0123456789abcdef"

    @Test("the guest_session_id query item is redacted like api_key")
    func query() throws {
        let url = try #require(
            URL(string: "https://h/3/movie/550/rating?guest_session_id=\(session)&api_key=KEY123"))
        #expect(
            Redactor.redact(url) == "https://h/3/movie/550/rating?guest_session_id=<redacted>&api_key=<redacted>")
    }

    @Test("the segment after guest_session in a path is redacted; guest_session/new is not a secret")
    func path() throws {
        let list = try #require(URL(string: "https://h/3/guest_session/\(session)/rated/movies?page=2"))
        #expect(Redactor.redact(list) == "https://h/3/guest_session/<redacted>/rated/movies?page=2")
        let new = try #require(URL(string: "https://h/3/authentication/guest_session/new?api_key=K"))
        #expect(Redactor.redact(new) == "https://h/3/authentication/guest_session/new?api_key=<redacted>")
    }

    @Test("free text loses the session in a query, in a path and in a request's descriptions")
    func text() throws {
        let line =
            "GET https://h/3/guest_session/\(session)/rated/movies failed; "
            + "POST /3/movie/550/rating?guest_session_id=\(session) too"
        let redacted = Redactor.redact(text: line)
        #expect(!redacted.contains(session))
        #expect(redacted.contains("guest_session/<redacted>/rated"))

        let request = UpstreamRequest(
            url: try #require(URL(string: "https://h/3/guest_session/\(session)/rated/movies")))
        var dumped = ""
        dump(request, to: &dumped)
        for text in [request.description, request.debugDescription, dumped] { #expect(!text.contains(session)) }
    }
}

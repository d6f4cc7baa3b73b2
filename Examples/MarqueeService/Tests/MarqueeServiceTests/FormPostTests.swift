import HTTPTypes
import Hummingbird
import Testing

@testable import MarqueeService

/// A posted form is checked before anything reads it: from this site, a form, bounded, from a visitor whose cookie
/// opens, with that visitor's token. (The rating routes, which answer each refusal, are tested in RatingPageTests.)
@Suite("Forged form posts are refused before anything reads them")
struct FormPostTests {
    static let keys = try! VisitorKeys(secret: "a secret of at least thirty-two bytes, for tests")
    static let visitor = VisitorSession.new()

    /// A POST to `/movies/550/rating` as a browser on this site sends it, changed by `change`.
    static func post(
        body: String? = nil, headers change: (inout HTTPFields) -> Void = { _ in }
    ) -> Request {
        let token = AntiForgery(keys: keys).token(for: visitor)
        var fields: HTTPFields = [
            .contentType: "application/x-www-form-urlencoded", .origin: "http://localhost",
            RequestSite.secFetchSite: "same-origin",
            .cookie: "\(VisitorCookie.name)=\(VisitorCookie(keys: keys).value(for: visitor))",
        ]
        change(&fields)
        return Request(
            head: HTTPRequest(
                method: .post, scheme: "http", authority: "localhost", path: "/movies/550/rating", headerFields: fields),
            body: RequestBody(buffer: ByteBuffer(string: body ?? "value=8.5&csrf=\(token)")))
    }

    @Test("A form from this page, with the visitor's cookie and token, is read")
    func accepted() async throws {
        // When
        let form = try await FormPost.read(Self.post(), keys: Self.keys)

        // Then
        #expect(form.fields["value"] == "8.5")
        #expect(form.visitor == Self.visitor)
    }

    @Test("A request that names no site (a command-line client) is judged by its cookie and token alone")
    func noSiteHeaders() async throws {
        let request = Self.post { fields in
            fields[.origin] = nil
            fields[RequestSite.secFetchSite] = nil
        }
        #expect(try await FormPost.read(request, keys: Self.keys).fields["value"] == "8.5")
    }

    @Test(
        "A form from another site, or from an opaque origin, is refused as forged",
        arguments: [
            ("Sec-Fetch-Site", "cross-site"), ("Sec-Fetch-Site", "same-site"), ("Origin", "http://evil.example"),
            ("Origin", "null"), ("Origin", "http://localhost:8081"), ("Origin", "https://localhost.evil.example"),
        ])
    func foreignSite(header: String, value: String) async {
        let request = Self.post { fields in fields[HTTPField.Name(header)!] = value }
        await #expect(throws: FormRefusal.foreignSite) { try await FormPost.read(request, keys: Self.keys) }
    }

    @Test("A form without the token, with another visitor's, or without a cookie that opens is refused")
    func forged() async {
        let otherToken = AntiForgery(keys: Self.keys).token(for: .new())
        let cases: [(Request, FormRefusal)] = [
            (Self.post(body: "value=8.5"), .badToken),
            (Self.post(body: "value=8.5&csrf="), .badToken),
            (Self.post(body: "value=8.5&csrf=\(otherToken)"), .badToken),
            (Self.post { $0[.cookie] = nil }, .noVisitor),
            (Self.post { $0[.cookie] = "\(VisitorCookie.name)=AAAA" }, .noVisitor),
            (
                Self.post {
                    $0[.cookie] = "\(VisitorCookie.name)=\(VisitorCookie(keys: .ephemeral()).value(for: Self.visitor))"
                }, .noVisitor
            ),
        ]
        for (request, refusal) in cases {
            await #expect(throws: refusal) { try await FormPost.read(request, keys: Self.keys) }
        }
    }

    @Test("A body that is not a form is a 415; one past 1 KiB is a 413, read no further")
    func bounds() async {
        let json = Self.post(body: #"{"value": 8.5}"#) { $0[.contentType] = "application/json" }
        await #expect(throws: FormRefusal.notAForm) { try await FormPost.read(json, keys: Self.keys) }
        let long = Self.post(body: "value=8.5&csrf=x&pad=" + String(repeating: "a", count: FormPost.maximumBodyBytes))
        await #expect(throws: FormRefusal.tooLarge) { try await FormPost.read(long, keys: Self.keys) }
        #expect(FormRefusal.tooLarge.status == .contentTooLarge)
        #expect(FormRefusal.badToken.status == .forbidden)
    }
}

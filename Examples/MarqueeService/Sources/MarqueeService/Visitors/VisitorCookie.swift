import Crypto
import Foundation
import HTTPTypes
import Hummingbird

/// The visitor's cookie, `marquee_visitor`: their ``VisitorSession`` sealed with ChaChaPoly (authenticated
/// encryption) under a key derived from `MARQUEE_SESSION_KEY` (``VisitorKeys``). The browser holds only the sealed
/// bytes: it can neither read the TMDb guest session in it nor change it, and any instance with the same secret
/// opens it.
///
/// The cookie is `HttpOnly` (no script reads it), `SameSite=Lax`, `Path=/`, kept a year (``maximumAge``), and
/// `Secure` when the request came over HTTPS (a proxy in front says so with `X-Forwarded-Proto: https`). Lax, not
/// Strict: a person who follows a link to a movie from another site still sees their own rating there, while a
/// form another site posts here arrives without the cookie (and without the page's token, ``AntiForgery``).
struct VisitorCookie: Sendable {
    /// The cookie's name.
    static let name = "marquee_visitor"
    /// How long a browser keeps the cookie: a year, in seconds.
    static let maximumAge = 365 * 24 * 60 * 60
    /// The longest cookie value read; a longer one is not ours.
    static let maximumValueLength = 512

    let keys: VisitorKeys

    /// The cookie value for `session`: base64url of ChaChaPoly's nonce, ciphertext and tag.
    func value(for session: VisitorSession) -> String {
        let plaintext = Array(("1\n" + session.visitorID + "\n" + (session.guestSessionID ?? "")).utf8)
        // Sealing with a valid key cannot fail; if it ever did, the visitor would only get no cookie.
        guard let box = try? ChaChaPoly.seal(plaintext, using: keys.sealing, authenticating: Self.context) else {
            return ""
        }
        return Base64URL.encode(box.combined)
    }

    /// The session `value` seals, or `nil` when it is not a cookie these keys sealed (changed, cut, another
    /// secret's, or not ours at all).
    func session(from value: some StringProtocol) -> VisitorSession? {
        guard value.utf8.count <= Self.maximumValueLength, let combined = Base64URL.decode(value),
            let box = try? ChaChaPoly.SealedBox(combined: combined),
            let plaintext = try? ChaChaPoly.open(box, using: keys.sealing, authenticating: Self.context)
        else { return nil }
        let fields = String(decoding: plaintext, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard fields.count == 3, fields[0] == "1", !fields[1].isEmpty else { return nil }
        return VisitorSession(
            visitorID: String(fields[1]), guestSessionID: fields[2].isEmpty ? nil : String(fields[2]))
    }

    /// The visitor `request` comes from: its cookie, opened; `nil` without one that opens.
    func session(of request: Request) -> VisitorSession? {
        request.cookies[Self.name].flatMap { session(from: $0.value) }
    }

    /// The `Set-Cookie` that gives `request`'s browser `session`.
    func cookie(for session: VisitorSession, answering request: Request) -> Cookie {
        Cookie(
            name: Self.name, value: value(for: session), maxAge: Self.maximumAge, path: "/",
            secure: request.headers[Self.forwardedProto]?.lowercased() == "https", httpOnly: true, sameSite: .lax)
    }

    /// Bound to every sealed value: a value sealed for another purpose with the same key does not open here.
    private static let context = Array("marquee-service visitor cookie v1".utf8)
    // A literal, valid header name: the initializer cannot fail here.
    private static let forwardedProto = HTTPField.Name("X-Forwarded-Proto")!
}

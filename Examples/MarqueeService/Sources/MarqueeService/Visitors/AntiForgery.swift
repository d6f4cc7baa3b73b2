import Crypto
import Foundation

/// The anti-forgery token every form of the service carries in its hidden field `csrf`: an HMAC-SHA256 of the
/// visitor's id (``VisitorSession/visitorID``, inside their sealed cookie) under a key derived from
/// `MARQUEE_SESSION_KEY`. Another site can make a browser post a form here, but cannot read a page of the service
/// to learn the token, nor make the token for the visitor's cookie without the key: a POST whose token is not the
/// one for its cookie is refused (``FormPost``).
struct AntiForgery: Sendable {
    /// The hidden field that carries the token.
    static let fieldName = "csrf"

    let keys: VisitorKeys

    /// The token of `session`'s forms (base64url, 43 characters): the same for every form while the cookie stays.
    func token(for session: VisitorSession) -> String {
        Base64URL.encode(HMAC<SHA256>.authenticationCode(for: Self.message(session), using: keys.forms))
    }

    /// Whether `token` is `session`'s (compared in constant time).
    func isValid(_ token: String, for session: VisitorSession) -> Bool {
        guard let code = Base64URL.decode(token), code.count == SHA256.byteCount else { return false }
        return HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: Self.message(session), using: keys.forms)
    }

    private static func message(_ session: VisitorSession) -> [UInt8] {
        Array("marquee-service form v1\n\(session.visitorID)".utf8)
    }
}

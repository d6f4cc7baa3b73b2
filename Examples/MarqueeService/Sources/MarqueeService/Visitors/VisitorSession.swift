import MarqueeKit

/// What the service knows of one visitor (one browser), carried in their sealed cookie (``VisitorCookie``) and
/// nowhere else: who they are to this service, and — from their first rating on — their TMDb guest session.
///
/// The guest session id is a credential: the description says only whether there is one.
struct VisitorSession: Sendable, Hashable, CustomStringConvertible {
    /// The visitor's id: 16 random bytes, base64url. It ties a form's anti-forgery token to this cookie
    /// (``AntiForgery``), and stays when the guest session is added or replaced.
    let visitorID: String
    /// The visitor's TMDb guest session, once they rated a movie; `nil` before.
    let guestSessionID: String?

    /// A visitor with `visitorID` and, once they rated, their guest session.
    init(visitorID: String, guestSessionID: String? = nil) {
        self.visitorID = visitorID
        self.guestSessionID = guestSessionID
    }

    /// A new visitor, with a random id and no guest session yet.
    static func new() -> VisitorSession {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return VisitorSession(visitorID: Base64URL.encode(bytes))
    }

    /// The visitor's guest session as the rating use cases take it; `nil` before their first rating (or when the
    /// cookie holds one that is no longer well-formed).
    var guestSession: GuestSessionID? {
        guestSessionID.flatMap { try? GuestSessionID($0) }
    }

    /// The same visitor with the guest session `session`.
    func with(guestSession session: GuestSessionID) -> VisitorSession {
        with(guestSessionID: session.secret)
    }

    /// The same visitor with the guest session `id`.
    func with(guestSessionID id: String) -> VisitorSession {
        VisitorSession(visitorID: visitorID, guestSessionID: id)
    }

    /// `visitor <id> (guest session: <redacted>)` or `(no guest session)`: never the credential.
    var description: String {
        "visitor \(visitorID) (" + (guestSessionID == nil ? "no guest session" : "guest session: <redacted>") + ")"
    }
}

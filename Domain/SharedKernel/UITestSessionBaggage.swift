/// How a UI-test session travels from one service of the system under test to the next: the W3C baggage entry
/// `uitest-session=<id>` (``W3CBaggage``). The one spelling of the key, which is the session cookie's name too
/// (`StubWorlds.cookieName`), and the one reading and writing of the entry: `StubWorlds` reads it from a request,
/// the transport's session-carrying client writes it on a request to a service of the system.
package enum UITestSessionBaggage {
    /// The key of the entry, and the name of the session cookie: `uitest-session`.
    package static let key = "uitest-session"

    /// The session `baggageHeader` names: the value of its one `uitest-session` entry. `nil` when there is no
    /// header, when it must be ignored (it breaks the grammar or the bounds, ``W3CBaggage/init(headerValue:)``),
    /// when it names no session, an empty one or one with a control character decoded from it (`%0A`: no id has
    /// one, and a log line must not get it), and when it names the session twice: a request whose baggage is
    /// ambiguous is served as one that names no session by baggage.
    package static func session(in baggageHeader: String?) -> String? {
        guard let baggageHeader, let baggage = W3CBaggage(headerValue: baggageHeader) else { return nil }
        let values = baggage.values(forKey: key)
        guard values.count == 1, let id = values.first, !id.isEmpty, !id.containsControlCharacter else { return nil }
        return id
    }

    /// The `baggage` header that carries the session `id`: `baggageHeader` (the request's own, `nil` for none) with
    /// the entry set to `id`, every other member kept. A header that must be ignored is replaced by the entry alone,
    /// as is one that the entry would take beyond the bounds a reader takes (``W3CBaggage/isWithinBounds``): the
    /// next service reads the session rather than ignoring the whole header.
    package static func headerValue(carrying id: String, over baggageHeader: String?) -> String {
        let existing = baggageHeader.flatMap(W3CBaggage.init(headerValue:)) ?? W3CBaggage()
        let merged = existing.setting(id, forKey: key)
        return merged.isWithinBounds ? merged.headerValue : W3CBaggage().setting(id, forKey: key).headerValue
    }
}

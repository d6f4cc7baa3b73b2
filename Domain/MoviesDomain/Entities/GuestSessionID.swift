/// A TMDb guest session: the credential that rates movies without an account. TMDb gives it out
/// (`GET /authentication/guest_session/new`) and expires it; whoever holds it can rate in its name, so it is a
/// secret. ``description``, ``debugDescription`` and the mirror never show it; ``secret`` is read only where it is
/// sent upstream, and where `marquee session new` prints it (the one place it is ever shown).
public struct GuestSessionID: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The longest id accepted, in characters (TMDb's are 32 hex digits).
    public static let maximumLength = 128

    /// The id itself: a secret.
    public let secret: String

    /// `text` as a guest session id: 1 through ``maximumLength`` ASCII letters, digits, `-` or `_`, so it can stand
    /// in a URL's path or query as it is.
    public init(_ text: String) throws(GuestSessionIDError) {
        let allowed = { (byte: UInt8) in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "_")
        }
        guard !text.isEmpty, text.utf8.count <= Self.maximumLength, text.utf8.allSatisfy(allowed) else {
            throw .malformed
        }
        self.secret = text
    }

    /// `guest session (redacted)`.
    public var description: String { "guest session (redacted)" }

    /// The same as ``description``: the secret never appears.
    public var debugDescription: String { description }

    /// A mirror without the secret, so `dump` and reflection leak nothing.
    public var customMirror: Mirror {
        Mirror(self, children: ["secret": "(redacted)"], displayStyle: .struct)
    }
}

/// Why a text is not a ``GuestSessionID``. It never carries the text: it may be a credential.
public enum GuestSessionIDError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Empty, too long, or with a character other than an ASCII letter, digit, `-` or `_`.
    case malformed

    /// One line without the text.
    public var description: String {
        "a guest session id is 1 to \(GuestSessionID.maximumLength) ASCII letters, digits, '-' or '_'"
    }
}

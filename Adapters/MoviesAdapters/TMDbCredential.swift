/// How Marquee authenticates to TMDb. Both forms are secrets: ``description``, ``debugDescription`` and the
/// mirror name the kind only, never the value.
public enum TMDbCredential: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// A v4 "API read access token", sent as `Authorization: Bearer <token>`.
    case bearerToken(String)
    /// A v3 API key, sent as the `api_key` query item.
    case apiKey(String)

    /// `bearer token (redacted)` or `API key (redacted)`.
    public var description: String {
        switch self {
        case .bearerToken: "bearer token (redacted)"
        case .apiKey: "API key (redacted)"
        }
    }

    /// The same as ``description``: the secret never appears.
    public var debugDescription: String { description }

    /// A mirror without the secret, so `dump` and reflection leak nothing.
    public var customMirror: Mirror {
        Mirror(self, children: ["credential": description], displayStyle: .enum)
    }
}

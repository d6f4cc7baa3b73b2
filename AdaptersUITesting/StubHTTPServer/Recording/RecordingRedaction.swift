import Foundation

/// Which parts of a request are credentials, so that a recording never holds them: secret query items are left
/// out of a recorded request (and out of the key replay matches on), and the values of secret query items and
/// secret headers are replaced by `placeholder` wherever they appear in a recorded answer.
///
/// The defaults name the credentials Marquee's APIs use (`api_key`, `access_token`, `Authorization`) and the usual
/// suspects; a tool that knows more (the HTTP adapters' own redaction rules) passes them in.
package struct RecordingRedaction: Sendable {
    /// What a secret found in an answer is replaced with.
    package static let placeholder = "<redacted>"

    /// Query item names (lowercased) that carry a secret.
    package var secretQueryItemNames: Set<String>
    /// Whether a header name carries a secret.
    package var isSecretHeader: @Sendable (String) -> Bool

    /// A redaction with the given secret query item names and secret header rule.
    package init(
        secretQueryItemNames: Set<String> = ["api_key", "apikey", "access_token", "token", "key", "secret"],
        isSecretHeader: @escaping @Sendable (String) -> Bool = RecordingRedaction.looksSecret
    ) {
        self.secretQueryItemNames = secretQueryItemNames
        self.isSecretHeader = isSecretHeader
    }

    /// `Authorization`, `Proxy-Authorization`, `Cookie`, `Set-Cookie`, and any name containing `token`, `secret`,
    /// `password`, `auth` or `key` (case-insensitive).
    package static func looksSecret(_ headerName: String) -> Bool {
        let lowered = headerName.lowercased()
        let names: Set<String> = ["authorization", "proxy-authorization", "cookie", "set-cookie"]
        return names.contains(lowered)
            || ["token", "secret", "password", "auth", "key"].contains(where: lowered.contains)
    }

    /// Whether the query item `name` carries a secret.
    package func isSecretQueryItem(_ name: String) -> Bool {
        secretQueryItemNames.contains(name.lowercased())
    }

    /// The secret values `request` carries: its secret query item values, and its secret header values (for an
    /// `Authorization` header also the credential after the scheme, e.g. the token of `Bearer <token>`). Values
    /// shorter than 4 characters are left out: replacing them everywhere would mangle answers without protecting
    /// anything.
    package func secrets(in request: ReceivedRequest) -> [String] {
        var secrets = request.queryItems.filter { isSecretQueryItem($0.name) }.map(\.value)
        for header in request.headers where isSecretHeader(header.name) {
            secrets.append(header.value)
            if let space = header.value.firstIndex(of: " ") {
                secrets.append(String(header.value[header.value.index(after: space)...]))
            }
        }
        // Longest first, so a token is replaced as a whole before any part of it could be.
        return Array(Set(secrets.filter { $0.count >= 4 })).sorted {
            $0.count > $1.count || ($0.count == $1.count && $0 < $1)
        }
    }

    /// `text` with every occurrence of each of `secrets` replaced by ``placeholder``.
    package static func scrub(_ text: String, secrets: [String]) -> String {
        secrets.reduce(text) { $0.replacingOccurrences(of: $1, with: placeholder) }
    }
}

import Foundation

/// Which parts of a request are credentials, so that a recording never holds them: secret query items are left
/// out of a recorded request (and out of the key replay matches on), a secret path segment (the one after a
/// ``secretPathSegmentMarkers`` segment: TMDb's `/guest_session/{id}/…`) is replaced in the key, and the values of
/// secret query items, secret path segments and secret headers are replaced by `placeholder` wherever they appear
/// in a recorded answer or request body. A credential an answer hands out (a JSON member named in
/// ``secretBodyMemberNames``, TMDb's new `guest_session_id`) is replaced by ``memberPlaceholder``.
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
    /// Path segments (lowercased) after which the next segment is a secret (`new` after one is not).
    package var secretPathSegmentMarkers: Set<String>
    /// Names of JSON members whose string values are credentials handed out in an answer.
    package var secretBodyMemberNames: Set<String>

    /// What a secret JSON member's value becomes: letters and digits only, so that a replayed answer still reads as
    /// a credential of the usual shape.
    package static let memberPlaceholder = "redacted00000000000000000000000"

    /// A redaction with the given secret query item names, secret header rule, path markers and body members.
    package init(
        secretQueryItemNames: Set<String> = [
            "api_key", "apikey", "access_token", "token", "key", "secret", "guest_session_id", "session_id",
        ],
        isSecretHeader: @escaping @Sendable (String) -> Bool = RecordingRedaction.looksSecret,
        secretPathSegmentMarkers: Set<String> = ["guest_session"],
        secretBodyMemberNames: Set<String> = ["guest_session_id", "session_id", "request_token", "access_token"]
    ) {
        self.secretQueryItemNames = secretQueryItemNames
        self.isSecretHeader = isSecretHeader
        self.secretPathSegmentMarkers = secretPathSegmentMarkers
        self.secretBodyMemberNames = secretBodyMemberNames
    }

    /// `path` with the segment after each marker replaced: `/3/guest_session/<redacted>/rated/movies`.
    package func redactedPath(_ path: String) -> String {
        secretPathSegments(in: path).reduce(path) {
            $0.replacingOccurrences(of: "/\($1)", with: "/\(Self.placeholder)")
        }
    }

    /// The segments of `path` that follow a marker (`new` and the placeholder aside).
    private func secretPathSegments(in path: String) -> [String] {
        let segments = path.split(separator: "/").map(String.init)
        return zip(segments, segments.dropFirst()).compactMap { marker, next in
            secretPathSegmentMarkers.contains(marker.lowercased()) && next != "new" && next != Self.placeholder
                ? next : nil
        }
    }

    /// `text` (a JSON body) with the string value of every ``secretBodyMemberNames`` member replaced by
    /// ``memberPlaceholder``.
    package func scrubBody(_ text: String) -> String {
        guard !secretBodyMemberNames.isEmpty,
            let regex = try? Regex(#""([A-Za-z_]+)"\s*:\s*"((?:[^"\\]|\\.)*)""#)
        else { return text }
        return text.replacing(regex) { match -> String in
            let whole = String(text[match.range])
            guard let name = match.output[1].substring, secretBodyMemberNames.contains(String(name)),
                let valueRange = match.output[2].range
            else { return whole }
            return String(text[match.range.lowerBound..<valueRange.lowerBound]) + Self.memberPlaceholder
                + String(text[valueRange.upperBound..<match.range.upperBound])
        }
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
        secrets += secretPathSegments(in: request.path)
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

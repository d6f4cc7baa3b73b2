import Foundation

/// Removes secrets from text meant for people: the values of credential query items (`api_key`,
/// `access_token`, `guest_session_id`), of secret headers (see ``isSecretHeader(_:)``), bearer tokens, URL
/// passwords and the path segment after a ``secretPathSegmentMarkers`` one (TMDb's
/// `/guest_session/{id}/rated/movies`) all become ``placeholder``.
package enum Redactor {
    /// What a secret is replaced with.
    package static let placeholder = "<redacted>"

    /// Query item names whose values are secret, lowercased.
    package static let secretQueryItemNames: Set<String> = ["api_key", "access_token", "guest_session_id"]

    /// Path segments (lowercased) after which the next segment is a secret: TMDb's
    /// `/guest_session/{guest_session_id}/rated/movies` carries the guest session in its path.
    package static let secretPathSegmentMarkers: Set<String> = ["guest_session"]

    /// Header names whose values are secret, lowercased.
    package static let secretHeaderNames: Set<String> = [
        "authorization", "proxy-authorization", "cookie", "set-cookie", "x-api-key",
    ]

    /// Parts of a header name that make the header secret whatever the rest of the name says (`X-Auth-Token`,
    /// `X-Client-Secret`, `Api-Key`, …), lowercased.
    package static let secretHeaderNameFragments: [String] = ["token", "secret", "password", "api-key", "apikey"]

    /// Whether the header `name` carries a secret: one of ``secretHeaderNames`` or a name containing one of
    /// ``secretHeaderNameFragments``, compared case-insensitively.
    package static func isSecretHeader(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return secretHeaderNames.contains(lowered) || secretHeaderNameFragments.contains { lowered.contains($0) }
    }

    /// The URL as text with secret query values and any password replaced.
    package static func redact(_ url: URL) -> String {
        redact(urlString: url.absoluteString)
    }

    /// A URL string with secret query values and any password replaced.
    package static func redact(urlString: String) -> String {
        var text = Substring(urlString)
        var fragment: Substring = ""
        if let hash = text.firstIndex(of: "#") {
            fragment = text[hash...]
            text = text[..<hash]
        }
        var query: Substring?
        if let question = text.firstIndex(of: "?") {
            query = text[text.index(after: question)...]
            text = text[..<question]
        }
        var result = redactPathSecrets(in: redactPassword(in: String(text)))
        if let query {
            let items = query.split(separator: "&", omittingEmptySubsequences: false).map { item -> String in
                let name = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0]
                let decodedName = (String(name).removingPercentEncoding ?? String(name)).lowercased()
                return secretQueryItemNames.contains(decodedName) ? "\(name)=\(placeholder)" : String(item)
            }
            result += "?" + items.joined(separator: "&")
        }
        return result + fragment
    }

    /// The headers with every secret header's value replaced.
    package static func redact(headers: [String: String]) -> [String: String] {
        var result = headers
        for name in headers.keys where isSecretHeader(name) {
            result[name] = placeholder
        }
        return result
    }

    /// The headers, secrets redacted, on one line in name order (case-insensitive): `Accept: */*, Authorization:
    /// <redacted>`. What a request's or a response's `debugDescription` shows.
    package static func redactedLine(headers: [String: String]) -> String {
        redact(headers: headers)
            .sorted { $0.key.lowercased() < $1.key.lowercased() }
            .map { "\($0.key): \($0.value)" }
            .joined(separator: ", ")
    }

    /// `path` (or a whole URL without its query) with the segment after each ``secretPathSegmentMarkers`` segment
    /// replaced: `/3/guest_session/<redacted>/rated/movies`. `new` after the marker is no secret
    /// (`/authentication/guest_session/new`).
    package static func redactPathSecrets(in path: String) -> String {
        var segments = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for index in segments.indices.dropLast() {
            let marker = (segments[index].removingPercentEncoding ?? segments[index]).lowercased()
            let next = segments[index + 1]
            guard secretPathSegmentMarkers.contains(marker), !next.isEmpty, next != "new", next != placeholder
            else { continue }
            segments[index + 1] = placeholder
        }
        return segments.joined(separator: "/")
    }

    /// Free text (a log line, an error message, a printed value) with secrets replaced:
    /// - `name=value` of a secret query item, and `Bearer <token>`;
    /// - a secret header as a header line, `Authorization: Bearer abc`;
    /// - a secret header or query item as a quoted pair: a Swift dictionary's description
    ///   (`["X-API-Key": "abc"]`) or JSON (`{"api_key":"abc"}`);
    /// - a secret header as a labelled pair: a tuple's description (`(name: "X-API-Key", value: "abc")`) or a
    ///   dictionary's `dump` (`- key: "X-API-Key"` then `- value: "abc"`).
    package static func redact(text: String) -> String {
        var result = redactQuotedPairs(in: text)
        for name in secretQueryItemNames {
            result = replaceValues(after: name + "=", in: result, stoppingAt: "&# \t\r\n\"'<>,;)")
        }
        result = replaceValues(after: "Bearer ", in: result, stoppingAt: " \t\r\n\"',;)]")
        for marker in secretPathSegmentMarkers {
            result = replaceValues(after: marker + "/", in: result, stoppingAt: "/?&# \t\r\n\"'<>,;)", sparing: "new")
        }
        return redactHeaderLines(in: result)
    }

    /// `text` with every occurrence of each non-empty string in `secrets` replaced. The longest secret goes first,
    /// so one that contains another is replaced whole rather than leaving the rest of it in view.
    package static func redact(_ text: String, secrets: [String]) -> String {
        secrets.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
            .reduce(text) { $0.replacingOccurrences(of: $1, with: placeholder) }
    }

    private static func isSecretName(_ name: Substring) -> Bool {
        isSecretHeader(String(name)) || secretQueryItemNames.contains(name.lowercased())
    }

    /// `"name": "value"` (dictionary description, JSON) and `name: "name", value: "value"` / `key: "name"` …
    /// `value: "value"` (tuple description, `dump`), with backslash escapes inside the quotes.
    private static func redactQuotedPairs(in text: String) -> String {
        let quoted = #"((?:[^"\\]|\\.)*)"#
        let patterns = [
            #""([^"\\]+)"\s*:\s*""# + quoted + #"""#,
            #"(?:name|key):\s*"([^"\\]+)"[\s,-]*value:\s*""# + quoted + #"""#,
        ]
        var result = text
        for pattern in patterns {
            guard let regex = try? Regex(pattern) else { continue }
            result = replaceCapturedValues(of: regex, in: result, nameGroup: 1, valueGroup: 2)
        }
        return result
    }

    /// `Name: value` up to the end of the line, a quote, a comma or `]`, for every secret header name.
    private static func redactHeaderLines(in text: String) -> String {
        guard let regex = try? Regex(#"(^|[^A-Za-z0-9_-])([A-Za-z0-9_-]+):[ \t]*([^\r\n"',\]]*)"#) else {
            return text
        }
        return replaceCapturedValues(of: regex, in: text, nameGroup: 2, valueGroup: 3)
    }

    /// Each match of `regex` with its `valueGroup` replaced when its `nameGroup` names a secret.
    private static func replaceCapturedValues(
        of regex: Regex<AnyRegexOutput>, in text: String, nameGroup: Int, valueGroup: Int
    ) -> String {
        text.replacing(regex) { match -> String in
            let whole = text[match.range]
            guard let name = match.output[nameGroup].substring, isSecretName(name),
                let valueRange = match.output[valueGroup].range
            else { return String(whole) }
            let value = text[valueRange]
            guard !value.isEmpty, value != placeholder else { return String(whole) }
            return String(text[match.range.lowerBound..<valueRange.lowerBound]) + placeholder
                + String(text[valueRange.upperBound..<match.range.upperBound])
        }
    }

    private static func redactPassword(in text: String) -> String {
        guard let schemeEnd = text.range(of: "://") else { return text }
        let authorityStart = schemeEnd.upperBound
        let authorityEnd = text[authorityStart...].firstIndex(where: { $0 == "/" }) ?? text.endIndex
        let authority = text[authorityStart..<authorityEnd]
        guard let at = authority.lastIndex(of: "@") else { return text }
        let userInfo = authority[..<at]
        guard let colon = userInfo.firstIndex(of: ":") else { return text }
        return String(text[..<text.index(after: colon)]) + placeholder + String(text[at...])
    }

    /// Replaces what follows each case-insensitive occurrence of `marker` up to a character of `terminators`.
    private static func replaceValues(
        after marker: String, in text: String, stoppingAt terminators: String, sparing spared: String? = nil
    ) -> String {
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: marker, options: .caseInsensitive) {
            result += rest[..<range.upperBound]
            let valueEnd = rest[range.upperBound...].firstIndex(where: { terminators.contains($0) }) ?? rest.endIndex
            let value = rest[range.upperBound..<valueEnd]
            result +=
                value.isEmpty || value == placeholder || value == (spared ?? placeholder) ? String(value) : placeholder
            rest = rest[valueEnd...]
        }
        return result + rest
    }
}

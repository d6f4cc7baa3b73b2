import Foundation

/// Removes secrets from text meant for people: the values of credential query items (`api_key`,
/// `access_token`), of credential headers (`Authorization`, `Proxy-Authorization`, `Cookie`, `Set-Cookie`,
/// `X-API-Key`), bearer tokens and URL passwords all become ``placeholder``.
public enum Redactor {
    /// What a secret is replaced with.
    public static let placeholder = "<redacted>"

    /// Query item names whose values are secret, lowercased.
    public static let secretQueryItemNames: Set<String> = ["api_key", "access_token"]

    /// Header names whose values are secret, lowercased.
    public static let secretHeaderNames: Set<String> = [
        "authorization", "proxy-authorization", "cookie", "set-cookie", "x-api-key",
    ]

    /// The URL as text with secret query values and any password replaced.
    public static func redact(_ url: URL) -> String {
        redact(urlString: url.absoluteString)
    }

    /// A URL string with secret query values and any password replaced.
    public static func redact(urlString: String) -> String {
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
        var result = redactPassword(in: String(text))
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
    public static func redact(headers: [String: String]) -> [String: String] {
        var result = headers
        for name in headers.keys where secretHeaderNames.contains(name.lowercased()) {
            result[name] = placeholder
        }
        return result
    }

    /// Free text (a log line, an error message) with every `name=value` of a secret query item, every
    /// `Bearer <token>` and every `<secret header>: value` replaced.
    public static func redact(text: String) -> String {
        var result = text
        for name in secretQueryItemNames {
            result = replaceValues(after: name + "=", in: result, stoppingAt: "&# \t\r\n\"'<>,;)")
        }
        result = replaceValues(after: "Bearer ", in: result, stoppingAt: " \t\r\n\"',;)]")
        for name in secretHeaderNames {
            result = replaceValues(after: name + ": ", in: result, stoppingAt: "\r\n\"',]")
        }
        return result
    }

    /// `text` with every occurrence of each non-empty string in `secrets` replaced.
    public static func redact(_ text: String, secrets: [String]) -> String {
        secrets.filter { !$0.isEmpty }.reduce(text) { $0.replacingOccurrences(of: $1, with: placeholder) }
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
    private static func replaceValues(after marker: String, in text: String, stoppingAt terminators: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: marker, options: .caseInsensitive) {
            result += rest[..<range.upperBound]
            let valueEnd = rest[range.upperBound...].firstIndex(where: { terminators.contains($0) }) ?? rest.endIndex
            let value = rest[range.upperBound..<valueEnd]
            result += value.isEmpty || value == placeholder ? String(value) : placeholder
            rest = rest[valueEnd...]
        }
        return result + rest
    }
}

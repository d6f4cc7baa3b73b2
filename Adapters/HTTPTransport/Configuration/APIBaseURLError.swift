/// An environment variable that should hold an API base URL holds something else.
public struct APIBaseURLError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The variable, e.g. `TMDB_API_BASE_URL`.
    package let variable: String
    /// The offending value, with any password redacted.
    public let value: String
    /// What is wrong with it.
    public let reason: String

    /// An error for `variable`; a password in `value` is redacted here.
    public init(variable: String, value: String, reason: String) {
        self.variable = variable
        self.value = Redactor.redact(text: Redactor.redact(urlString: value))
        self.reason = reason
    }

    /// E.g. `TMDB_API_BASE_URL is not an absolute http(s) URL: "ftp://x" (the scheme must be http or https)`.
    /// Control characters in the value are shown as `\u{…}`, so the message stays one line.
    public var description: String {
        "\(variable) is not an absolute http(s) URL: \"\(Self.oneLine(value))\" (\(reason))"
    }

    /// `text` with control characters and the Unicode line and paragraph separators as `\u{…}`.
    private static func oneLine(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}" {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

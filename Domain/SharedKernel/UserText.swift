/// Puts text a user typed into a one-line message safely: control characters (and the Unicode line and paragraph
/// separators) escaped as `\u{…}`, so the text can neither break the line nor drive the terminal. The one quoting
/// helper of the `marquee` command, the launch configuration and the scenario parser.
public enum UserText {
    /// The longest stretch of user text echoed back in a message, in characters.
    public static let maximumLength = 60

    /// `text` between `mark`s (single quotes by default), escaped, and cut after `maximumLength` characters with
    /// `…`. A `"` mark also escapes `"` and `\` inside, as a JSON-like string would.
    public static func quoted(_ text: String, mark: Character = "'", maximumLength: Int = maximumLength) -> String {
        var result = ""
        for (count, scalar) in text.unicodeScalars.enumerated() {
            if count == maximumLength {
                result += "…"
                break
            }
            if mark == "\"", scalar == "\"" || scalar == "\\" {
                result += "\\" + String(scalar)
            } else {
                append(scalar, to: &result)
            }
        }
        return String(mark) + result + String(mark)
    }

    /// `text` whole, with control characters as `\u{…}`.
    public static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars { append(scalar, to: &result) }
        return result
    }

    private static func append(_ scalar: Unicode.Scalar, to result: inout String) {
        if scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}" {
            result += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
}

/// Puts text the user typed into a line of output safely: control characters (and the Unicode line and
/// paragraph separators) escaped, so the text can neither break the line nor drive the terminal.
public enum UserText {
    /// The longest stretch of user text echoed back in a message, in characters.
    public static let maximumLength = 60

    /// `text` in single quotes, escaped, and cut after ``maximumLength`` characters with `…`.
    public static func quoted(_ text: String) -> String {
        var result = ""
        for (count, scalar) in text.unicodeScalars.enumerated() {
            if count == maximumLength {
                result += "…"
                break
            }
            append(scalar, to: &result)
        }
        return "'" + result + "'"
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

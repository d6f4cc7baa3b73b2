/// Puts text the user typed into a one-line message safely: quoted, control characters escaped, long text cut.
enum UserText {
    /// The longest stretch of user text echoed back, in characters.
    static let maximumLength = 60

    /// `text` in single quotes, with control characters as `\u{…}` and anything past ``maximumLength`` as `…`.
    static func quoted(_ text: String) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == maximumLength {
                result += "…"
                break
            }
            if scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}" {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return "'" + result + "'"
    }
}

extension StringProtocol {
    /// Whether any of the text's scalars is a control character (Unicode's general category Cc: U+0000–U+001F,
    /// U+007F–U+009F). Text a person typed into a search or a filter never has one; a NUL or an escape sequence
    /// that arrives there came from a crafted request, and is refused before it reaches a service or a page.
    package var containsControlCharacter: Bool {
        unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
}

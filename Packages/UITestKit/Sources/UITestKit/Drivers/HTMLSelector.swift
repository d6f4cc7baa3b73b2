/// The CSS selectors the robots' primitives use (``ElementQuery``), as the HTML driver reads them: the element with
/// a `data-testid`, the elements whose `data-testid` starts with a prefix, and the images of an element. The HTML
/// driver matches no other selector.
enum HTMLSelector: Sendable, Equatable {
    /// `[data-testid="id"]`.
    case testID(String)
    /// `[data-testid^="prefix"]`.
    case testIDPrefix(String)
    /// `img[data-testid="id"], [data-testid="id"] img`: the element, if an image, and the images in it.
    case images(String)

    /// The selector `css` spells, `nil` when it is none of the three.
    init?(_ css: String) {
        if let id = Self.quoted(css, after: "[data-testid=\"") {
            self = .testID(id)
        } else if let prefix = Self.quoted(css, after: "[data-testid^=\"") {
            self = .testIDPrefix(prefix)
        } else if css.hasPrefix("img["), css.hasSuffix(" img"), let comma = css.firstRange(of: ", "),
            let id = Self.quoted(
                String(css[css.index(css.startIndex, offsetBy: 3)..<comma.lowerBound]), after: "[data-testid=\""),
            css[comma.upperBound...] == "\(ElementQuery.selector(id)) img"
        {
            self = .images(id)
        } else {
            return nil
        }
    }

    /// The value of `[attribute="value"]` when `css` is exactly that, `prefix` being its start; escaped quotes
    /// (`\"`) read as quotes.
    private static func quoted(_ css: String, after prefix: String) -> String? {
        guard css.hasPrefix(prefix), css.hasSuffix("\"]") else { return nil }
        let inner = css.dropFirst(prefix.count).dropLast(2)
        var value = ""
        var escaped = false
        for character in inner {
            if escaped {
                value.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                return nil
            } else {
                value.append(character)
            }
        }
        return escaped ? nil : value
    }
}

/// One call in the stub data's Swift source, such as `Movie(id: 640, title: "…", …)` or `character(19, …)`, with
/// the place of each argument's value: what ``StubDataPatch`` rewrites. A scanner, not a parser: it knows the
/// brackets, string literals and comments the stub data is written with, which is all it needs to find where one
/// argument ends.
struct StubLiteralCall {
    /// One argument.
    struct Argument {
        /// Its label, `nil` for a positional one.
        let label: String?
        /// Where its value is (without the label and surrounding white space).
        let value: Range<String.Index>
    }

    /// Where the callee's name starts.
    let start: String.Index
    /// The arguments, in order.
    let arguments: [Argument]

    /// The argument labelled `label`, or at `position` among all arguments when `label` is `nil`.
    func argument(_ label: String?, position: Int = 0) -> Argument? {
        guard let label else { return position < arguments.count ? arguments[position] : nil }
        return arguments.first { $0.label == label }
    }

    /// Every call of `name(` in `text` (not `.name(` or `xname(`) whose arguments close.
    static func calls(named name: String, in text: String) -> [StubLiteralCall] {
        var found: [StubLiteralCall] = []
        var searchFrom = text.startIndex
        while let match = text.range(of: name + "(", range: searchFrom..<text.endIndex) {
            searchFrom = match.upperBound
            if match.lowerBound > text.startIndex {
                let before = text[text.index(before: match.lowerBound)]
                if before.isLetter || before.isNumber || before == "_" || before == "." { continue }
            }
            if let arguments = arguments(in: text, from: match.upperBound) {
                found.append(StubLiteralCall(start: match.lowerBound, arguments: arguments))
            }
        }
        return found
    }

    /// The arguments of the call whose opening parenthesis is just before `start`; `nil` if it never closes.
    private static func arguments(in text: String, from start: String.Index) -> [Argument]? {
        var arguments: [Argument] = []
        var depth = 0
        var index = start
        var argumentStart = start
        while index < text.endIndex {
            let character = text[index]
            switch character {
            case "\"":
                index = endOfString(in: text, from: index)
                continue
            case "/" where text[index...].hasPrefix("//"):
                index = text[index...].firstIndex(of: "\n") ?? text.endIndex
                continue
            case "(", "[", "{":
                depth += 1
            case ")", "]", "}":
                if depth == 0 {
                    if let argument = argument(in: text, argumentStart..<index) { arguments.append(argument) }
                    return arguments
                }
                depth -= 1
            case "," where depth == 0:
                if let argument = argument(in: text, argumentStart..<index) { arguments.append(argument) }
                argumentStart = text.index(after: index)
            default:
                break
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// Just past the string literal that opens at `start` (single-line, with escapes; or `"""` multi-line).
    private static func endOfString(in text: String, from start: String.Index) -> String.Index {
        if text[start...].hasPrefix("\"\"\"") {
            let afterOpening = text.index(start, offsetBy: 3)
            return text.range(of: "\"\"\"", range: afterOpening..<text.endIndex)?.upperBound ?? text.endIndex
        }
        var index = text.index(after: start)
        while index < text.endIndex {
            switch text[index] {
            case "\\":
                index = text.index(index, offsetBy: 2, limitedBy: text.endIndex) ?? text.endIndex
                continue
            case "\"":
                return text.index(after: index)
            default:
                index = text.index(after: index)
            }
        }
        return index
    }

    /// The argument in `range`: an optional `label:` and the value, white space trimmed; `nil` when empty.
    private static func argument(in text: String, _ range: Range<String.Index>) -> Argument? {
        var lower = range.lowerBound
        var upper = range.upperBound
        // White space and whole-line comments before the argument (a comment after the previous one's comma).
        while lower < upper {
            if text[lower].isWhitespace {
                lower = text.index(after: lower)
            } else if text[lower...].hasPrefix("//") {
                lower = text[lower..<upper].firstIndex(of: "\n") ?? upper
            } else {
                break
            }
        }
        while upper > lower, text[text.index(before: upper)].isWhitespace { upper = text.index(before: upper) }
        guard lower < upper else { return nil }
        var cursor = lower
        while cursor < upper, text[cursor].isLetter || text[cursor].isNumber || text[cursor] == "_" {
            cursor = text.index(after: cursor)
        }
        guard cursor > lower, !text[lower].isNumber, cursor < upper, text[cursor] == ":" else {
            return Argument(label: nil, value: lower..<upper)
        }
        var value = text.index(after: cursor)
        while value < upper, text[value].isWhitespace { value = text.index(after: value) }
        return Argument(label: String(text[lower..<cursor]), value: value..<upper)
    }
}

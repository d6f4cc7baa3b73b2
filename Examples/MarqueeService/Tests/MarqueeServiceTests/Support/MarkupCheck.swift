/// What is wrong with an HTML document's structure, read without a browser: every element closed in order (void
/// elements such as `<img>` need no end tag), every attribute value quoted, no `data-testid` twice, every `<img>`
/// with an `alt`, and no `<` in text (escaped content). Enough to catch a template or a model that breaks the
/// markup; the UI tests' axe audit checks the rest in a browser.
enum MarkupCheck {
    /// Elements that have no end tag.
    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]

    /// The problems of `html`, in document order; empty when it is well formed.
    static func problems(in html: String) -> [String] {
        var problems: [String] = []
        var open: [String] = []
        var testIDs: Set<String> = []
        var rest = Substring(html)
        while let start = rest.firstIndex(of: "<") {
            rest = rest[start...]
            if rest.hasPrefix("<!DOCTYPE") || rest.hasPrefix("<!--") {
                let end = rest.firstRange(of: rest.hasPrefix("<!--") ? "-->" : ">")?.upperBound ?? rest.endIndex
                rest = rest[end...]
                continue
            }
            guard let end = rest.firstIndex(of: ">") else {
                problems.append("a tag is never closed: \(rest.prefix(40))")
                break
            }
            let tag = rest[rest.index(after: start)..<end]
            rest = rest[rest.index(after: end)...]
            if tag.hasPrefix("/") {
                let name = tag.dropFirst().lowercased()
                if open.last == name {
                    open.removeLast()
                } else {
                    problems.append("</\(name)> closes <\(open.last ?? "nothing")>")
                }
                continue
            }
            let name = String(tag.prefix { $0.isLetter || $0.isNumber }).lowercased()
            guard !name.isEmpty else {
                problems.append("text holds an unescaped '<': <\(tag.prefix(40))")
                continue
            }
            problems += attributeProblems(of: name, in: tag.dropFirst(name.count), testIDs: &testIDs)
            if name == "style" || name == "script" {
                guard let close = rest.firstRange(of: "</\(name)>") else {
                    problems.append("<\(name)> is never closed")
                    break
                }
                rest = rest[close.upperBound...]
            } else if !voidElements.contains(name) {
                open.append(name)
            }
        }
        if !open.isEmpty { problems.append("never closed: \(open)") }
        return problems
    }

    /// What is wrong with the attributes `text` of a `name` element.
    private static func attributeProblems(
        of name: String, in text: Substring, testIDs: inout Set<String>
    )
        -> [String]
    {
        var problems: [String] = []
        var names: [String] = []
        var rest = text.drop { $0.isWhitespace }
        while !rest.isEmpty {
            let attribute = String(rest.prefix { !$0.isWhitespace && $0 != "=" })
            guard !attribute.isEmpty else { break }
            names.append(attribute)
            rest = rest.dropFirst(attribute.count)
            if rest.first == "=" {
                rest = rest.dropFirst()
                guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else {
                    problems.append("<\(name) \(attribute)=…>: the value is not quoted")
                    break
                }
                let value = String(rest[rest.index(after: rest.startIndex)..<close])
                if attribute == "data-testid", !testIDs.insert(value).inserted {
                    problems.append("data-testid \"\(value)\" is used twice")
                }
                rest = rest[rest.index(after: close)...]
            }
            rest = rest.drop { $0.isWhitespace }
        }
        if name == "img", !names.contains("alt") { problems.append("an <img> has no alt") }
        return problems
    }
}

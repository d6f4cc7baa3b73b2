internal import CLibXML2
import Foundation

/// One page as the HTML driver reads it: libxml2's HTML parser builds the tree (as lenient as a browser's with
/// unclosed tags and entities), which is copied into Swift values at once, so no C pointer outlives the parse.
///
/// What a browser decides with CSS and layout, the document decides from the markup alone (``isDisplayed(_:)``):
/// an element with the `hidden` attribute, or inside one, inside `<head>`, `<template>`, `<script>`, `<style>` or
/// `<noscript>`, an `<input type=hidden>`, an inline `display: none` or `visibility: hidden`, the content of a closed
/// `<details>`, and an element with nothing to show (no text, no image or control) are not displayed. A style
/// sheet's rules are not read: that is a browser's to tell.
struct HTMLDocument: Sendable {
    /// An element or a run of text.
    struct Node: Sendable {
        /// The element's tag name, lowercased; `#text` for text.
        let name: String
        /// The element's attributes in document order (names lowercased).
        let attributes: [Attribute]
        /// A text node's text (entities decoded).
        let text: String
        /// The node's parent; `nil` for the root element.
        let parent: Int?
        /// The node's children, in document order.
        var children: [Int]

        var isText: Bool { name == "#text" }

        /// The value of the attribute `name`, `nil` when the element has none.
        func attribute(_ name: String) -> String? {
            attributes.first { $0.name == name }?.value
        }
    }

    /// One attribute of an element.
    struct Attribute: Sendable {
        let name: String
        let value: String
    }

    /// Every node, in document order (a node's index is its position in a walk of the tree).
    private(set) var nodes: [Node] = []

    /// The tree of `html`, decoded as UTF-8 unless the page says otherwise.
    init(html: [UInt8]) {
        Self.initializeParser
        let options = Int32(
            bitPattern: HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
                | HTML_PARSE_NONET.rawValue)
        let bytes = html.isEmpty ? [UInt8(ascii: " ")] : html
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { start in
                htmlReadMemory(start, Int32(buffer.count), nil, "UTF-8", options)
            }
        }
        guard let document else { return }
        defer { xmlFreeDoc(document) }
        if let root = xmlDocGetRootElement(document) { copy(root, parent: nil) }
    }

    /// libxml2's one-time global set-up, before the first parse of the process (parses may then run on any thread).
    private static let initializeParser: Void = xmlInitParser()

    private mutating func copy(_ node: xmlNodePtr, parent: Int?) {
        let index = nodes.count
        switch node.pointee.type {
        case XML_ELEMENT_NODE:
            var attributes: [Attribute] = []
            var attribute = node.pointee.properties
            while let current = attribute {
                let name = String(cString: current.pointee.name).lowercased()
                // An HTML attribute's value is its text children, entities already decoded by the parser.
                var value = ""
                var text = current.pointee.children
                while let piece = text {
                    if let content = piece.pointee.content { value += String(cString: content) }
                    text = piece.pointee.next
                }
                attributes.append(Attribute(name: name, value: value))
                attribute = current.pointee.next
            }
            let name = String(cString: node.pointee.name).lowercased()
            nodes.append(Node(name: name, attributes: attributes, text: "", parent: parent, children: []))
            var child = node.pointee.children
            while let current = child {
                let childIndex = nodes.count
                copy(current, parent: index)
                if nodes.count > childIndex { nodes[index].children.append(childIndex) }
                child = current.pointee.next
            }
        case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
            let text = node.pointee.content.map { String(cString: $0) } ?? ""
            nodes.append(Node(name: "#text", attributes: [], text: text, parent: parent, children: []))
        default:
            return
        }
    }

    // MARK: - Finding

    /// The elements `selector` matches, in document order.
    func elements(matching selector: HTMLSelector) -> [Int] {
        nodes.indices.filter { index in
            let node = nodes[index]
            guard !node.isText else { return false }
            switch selector {
            case .testID(let id): return node.attribute("data-testid") == id
            case .testIDPrefix(let prefix): return node.attribute("data-testid")?.hasPrefix(prefix) == true
            case .images(let id):
                return node.name == "img"
                    && (node.attribute("data-testid") == id
                        || ancestors(of: index).contains {
                            nodes[$0].attribute("data-testid") == id
                        })
            }
        }
    }

    /// The ancestors of `index`, nearest first.
    func ancestors(of index: Int) -> [Int] {
        var result: [Int] = []
        var current = nodes[index].parent
        while let parent = current {
            result.append(parent)
            current = nodes[parent].parent
        }
        return result
    }

    /// `index` and every node below it, in document order.
    func subtree(of index: Int) -> [Int] {
        [index] + nodes[index].children.flatMap { subtree(of: $0) }
    }

    /// The nearest ancestor of `index` (or `index` itself) named `name`.
    func closest(_ name: String, from index: Int) -> Int? {
        ([index] + ancestors(of: index)).first { nodes[$0].name == name }
    }

    /// The element whose `id` is `id`.
    func element(withID id: String) -> Int? {
        nodes.indices.first { !nodes[$0].isText && nodes[$0].attribute("id") == id }
    }

    // MARK: - What a person sees

    private static let neverShown: Set<String> = ["head", "template", "script", "style", "noscript", "title"]
    /// Elements that show something without any text: images, controls, embedded content.
    private static let replaced: Set<String> = [
        "img", "input", "select", "textarea", "button", "svg", "video", "canvas", "iframe", "hr", "progress",
        "meter", "object", "embed", "audio", "picture",
    ]

    /// Whether `index` is displayed, as far as the markup tells (see the type's documentation).
    func isDisplayed(_ index: Int) -> Bool {
        let node = nodes[index]
        if node.name == "option" || node.name == "optgroup" {
            return closest("select", from: index).map(isDisplayed) ?? false
        }
        if node.name == "input", node.attribute("type")?.lowercased() == "hidden" { return false }
        for current in [index] + ancestors(of: index) {
            let element = nodes[current]
            if Self.neverShown.contains(element.name) || element.attribute("hidden") != nil { return false }
            if let style = element.attribute("style"), Self.hidesByStyle(style) { return false }
            if element.name == "details", element.attribute("open") == nil, current != index {
                let summary = element.children.first { nodes[$0].name == "summary" }
                if summary == nil || !([index] + ancestors(of: index)).contains(summary!) { return false }
            }
        }
        return showsSomething(index)
    }

    /// Whether an inline style hides its element (`display: none`, `visibility: hidden`).
    private static func hidesByStyle(_ style: String) -> Bool {
        let compact = style.lowercased().filter { !$0.isWhitespace }
        return compact.contains("display:none") || compact.contains("visibility:hidden")
    }

    /// Whether `index` holds text, or an image or control, that a browser would give a size.
    private func showsSomething(_ index: Int) -> Bool {
        let node = nodes[index]
        if node.isText { return node.text.contains { !$0.isWhitespace } }
        if Self.replaced.contains(node.name) { return true }
        return node.children.contains { child in
            let childNode = nodes[child]
            if childNode.isText { return childNode.text.contains { !$0.isWhitespace } }
            if Self.neverShown.contains(childNode.name) || childNode.attribute("hidden") != nil { return false }
            return showsSomething(child)
        }
    }

    private static let formControls: Set<String> = [
        "button", "input", "select", "textarea", "option", "optgroup", "fieldset",
    ]

    /// Whether `index` is enabled: not a disabled control, nor a control in a disabled `<fieldset>` (outside its
    /// first `<legend>`), nor an option of a disabled `<select>` or `<optgroup>`.
    func isEnabled(_ index: Int) -> Bool {
        let node = nodes[index]
        guard Self.formControls.contains(node.name) else { return true }
        if node.attribute("disabled") != nil { return false }
        var child = index
        for ancestor in ancestors(of: index) {
            let element = nodes[ancestor]
            if (element.name == "select" || element.name == "optgroup")
                && (node.name == "option"
                    || node.name == "optgroup")
                && element.attribute("disabled") != nil
            {
                return false
            }
            if element.name == "fieldset", element.attribute("disabled") != nil {
                let firstLegend = element.children.first { nodes[$0].name == "legend" }
                if firstLegend != child { return false }
            }
            child = ancestor
        }
        return true
    }

    private static let blocks: Set<String> = [
        "address", "article", "aside", "blockquote", "dd", "details", "dialog", "div", "dl", "dt", "fieldset",
        "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "hr", "li",
        "main", "nav", "ol", "p", "pre", "section", "summary", "table", "tr", "ul", "caption", "thead", "tbody",
        "tfoot", "legend", "option", "body", "html",
    ]

    /// The text of `index` as WebDriver's Get Element Text reads a rendered page: what is displayed, whitespace
    /// collapsed, a line per block, each line trimmed, blank lines dropped, no-break spaces read as spaces.
    func renderedText(of index: Int) -> String {
        var raw = ""
        appendText(of: index, to: &raw, isRoot: true)
        return
            raw.replacingOccurrences(of: "\u{200B}", with: "").split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in
                var collapsed = ""
                for character in line {
                    let isSpace = character == " " || character == "\t"
                    if isSpace, collapsed.last == " " || collapsed.last == "\t" { continue }
                    collapsed.append(character)
                }
                return collapsed.trimmingCharacters(in: CharacterSet(charactersIn: " \t\r\u{0C}"))
            }
            .filter { !$0.isEmpty }.joined(separator: "\n").replacingOccurrences(of: "\u{00A0}", with: " ")
    }

    private func appendText(of index: Int, to raw: inout String, isRoot: Bool) {
        let node = nodes[index]
        if node.isText {
            raw += node.text.map { $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" ? " " : String($0) }.joined()
            return
        }
        if !isRoot {
            if Self.neverShown.contains(node.name) || node.attribute("hidden") != nil { return }
            if let style = node.attribute("style"), Self.hidesByStyle(style) { return }
            if node.name == "input" || node.name == "select" || node.name == "textarea" { return }
        }
        if node.name == "br" {
            raw += "\n"
            return
        }
        let isBlock = Self.blocks.contains(node.name)
        if isBlock { raw += "\n" }
        if node.name == "td" || node.name == "th", let parent = node.parent,
            nodes[parent].children.first(where: { !nodes[$0].isText }) != index
        {
            raw += "\t"
        }
        let closedDetails = node.name == "details" && node.attribute("open") == nil
        for child in node.children {
            if closedDetails && nodes[child].name != "summary" { continue }
            appendText(of: child, to: &raw, isRoot: false)
        }
        if isBlock { raw += "\n" }
    }

    /// The text of every text node below `index`, as it stands in the markup (a `<textarea>`'s or `<option>`'s).
    func textContent(of index: Int) -> String {
        subtree(of: index).filter { nodes[$0].isText }.map { nodes[$0].text }.joined()
    }

    /// A fingerprint of the markup (FNV-1a of the tree's tags, attributes and text, hidden inputs' values left out,
    /// and its length): equal for the same page in two sessions, as the browser's arrival reads it.
    var fingerprint: String {
        var hash: UInt32 = 2_166_136_261
        var length = 0
        for node in nodes {
            let hiddenInput = node.name == "input" && node.attribute("type")?.lowercased() == "hidden"
            let attributes = node.attributes.filter { !(hiddenInput && $0.name == "value") }
            let piece = node.name + attributes.map { " \($0.name)=\($0.value)" }.joined() + node.text
            for byte in piece.utf8 {
                hash = (hash ^ UInt32(byte)) &* 16_777_619
                length += 1
            }
        }
        return String(hash, radix: 16) + ":" + String(length)
    }
}

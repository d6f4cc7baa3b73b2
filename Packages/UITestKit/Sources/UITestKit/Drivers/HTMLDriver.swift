import Foundation

/// The UI-test driver without a browser: it speaks HTTP to the service under test with the kit's own client
/// (``HTTPExchange``), keeps the cookies the service sets (and the UI-test session's), follows redirects, reads each
/// page with libxml2's HTML parser (``HTMLDocument``) and does what a browser does on a page without script: follows
/// a link, submits a form (GET or POST, url-encoded, the pressed button's name and value and every hidden input
/// included), types, selects, checks, goes back and reloads.
///
/// Where a browser would behave differently from what the robot asks (a link to a fragment of the page, a button
/// outside any form, a required field left empty, a form or link that leaves the service), it follows the browser
/// and, when the robot expected a new page, refuses at once with a ``HTMLDriverRefusal`` naming the element, instead
/// of waiting for a page that never comes.
///
/// Each request and answer is logged for the failure bundle (``exchangeLog``).
actor HTMLDriver: PageDriver {
    nonisolated var kind: UITestDriver { .html }

    /// How a page was asked for: reloading or going back to it asks again the same way.
    struct Request: Sendable {
        var method: String
        var url: URL
        var body: [UInt8]? = nil
    }

    /// The page shown, and what a person did to its controls since it loaded.
    private struct Page {
        let url: URL
        let request: Request
        let source: [UInt8]
        let document: HTMLDocument
        let generation: Int
        var values: [Int: String] = [:]
        var checked: [Int: Bool] = [:]
        var selected: [Int: [Int]] = [:]
        var mark: String?
    }

    /// The service as the pages name it (its browser address).
    private let origin: URL
    /// Where the requests go (the service's own address; the same unless the browser reaches it under a name).
    private let endpoint: URL
    private var page: Page?
    private var history: [Request] = []
    private var position = -1
    private var cookies: [String: String] = [:]
    private var generation = 0
    private var log: [String] = []

    /// A driver for the service at `origin`, sending its requests to `endpoint`.
    init(origin: URL, endpoint: URL) {
        self.origin = origin
        self.endpoint = endpoint
    }

    /// Sets the cookie `name=value`, sent with every later request (a UI-test session's).
    func setCookie(name: String, value: String) {
        cookies[name] = value
    }

    /// Every request of the test and its answer, one block each, for the failure bundle.
    var exchangeLog: String { log.joined(separator: "\n") }

    // MARK: - Navigation

    func navigate(to url: URL) async throws {
        try await load(Request(method: "GET", url: url.absoluteURL), history: .push)
    }

    func back() async throws {
        guard position > 0 else { return }
        let previous = history[position - 1]
        guard previous.method == "GET" else {
            throw HTMLDriverRefusal(
                "going back to \(previous.url.path()) would show the answer to a form POST again: a browser asks to "
                    + "send the form again")
        }
        try await load(previous, history: .moveTo(position - 1))
    }

    func refresh() async throws {
        guard let page else { return }
        guard page.request.method == "GET" else {
            throw HTMLDriverRefusal(
                "reloading \(page.url.path()), the answer to a form POST: a browser asks to send the form again")
        }
        try await load(page.request, history: .replace)
    }

    func currentURL() async throws -> String {
        page?.url.absoluteString ?? "about:blank"
    }

    func pageSource() async throws -> String {
        page.map { String(decoding: $0.source, as: UTF8.self) } ?? ""
    }

    func markDocument(_ mark: String) async throws {
        page?.mark = mark
    }

    func isNewDocument(replacing mark: String) async throws -> Bool {
        page?.mark != mark
    }

    private enum HistoryChange {
        case push, replace
        case moveTo(Int)
    }

    /// Sends `request`, following redirects, and shows the answer (whatever its status, as a browser does).
    private func load(_ request: Request, history change: HistoryChange) async throws {
        var current = request
        for _ in 0...20 {
            let answer = try await send(current)
            guard [301, 302, 303, 307, 308].contains(answer.status), let location = answer.location else {
                show(answer, for: current, history: change)
                return
            }
            guard let next = URL(string: location, relativeTo: current.url)?.absoluteURL else {
                throw HTMLDriverRefusal("\(current.url.path()) redirects to \(location), which is no address")
            }
            let becomesGet = answer.status == 303 || (answer.status <= 302 && current.method == "POST")
            current =
                becomesGet
                ? Request(method: "GET", url: next) : Request(method: current.method, url: next, body: current.body)
        }
        throw HTMLDriverRefusal("\(request.url.path()) redirects more than 20 times")
    }

    private func show(_ answer: HTTPAnswer, for request: Request, history change: HistoryChange) {
        generation += 1
        page = Page(
            url: request.url, request: request, source: answer.body, document: HTMLDocument(html: answer.body),
            generation: generation)
        switch change {
        case .push:
            history = Array(history.prefix(position + 1)) + [request]
            position = history.count - 1
        case .replace:
            if position >= 0 { history[position] = request }
        case .moveTo(let index):
            position = index
            history[index] = request
        }
    }

    /// One exchange with the service, its cookies sent and kept, logged.
    private func send(_ request: Request) async throws -> HTTPAnswer {
        guard request.url.scheme == origin.scheme, request.url.host() == origin.host(), request.url.port == origin.port,
            var target = URLComponents(url: request.url, resolvingAgainstBaseURL: true)
        else {
            throw HTMLDriverRefusal(
                "\(request.url.absoluteString) is not on the service under test (\(origin.absoluteString)): the HTML "
                    + "driver talks to that service only")
        }
        target.scheme = endpoint.scheme
        target.host = endpoint.host()
        target.port = endpoint.port
        target.fragment = nil
        var headers = ["Accept": "text/html,application/xhtml+xml,*/*;q=0.8"]
        if !cookies.isEmpty {
            headers["Cookie"] = cookies.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(
                separator: "; ")
        }
        let exchange = HTTPExchange(
            method: request.method, url: target.url ?? request.url, body: request.body,
            contentType: request.body == nil ? nil : "application/x-www-form-urlencoded", timeout: .seconds(30),
            headers: headers)
        var entry = "\(request.method) \(request.url.absoluteString)"
        if let cookie = headers["Cookie"] { entry += "\n  Cookie: \(cookie)" }
        if let body = request.body { entry += "\n  body: \(String(decoding: body, as: UTF8.self))" }
        let answer: HTTPAnswer
        do {
            answer = try await exchange.send()
        } catch {
            log.append(entry + "\n  failed: \(error)")
            throw error
        }
        entry += "\n  → \(answer.status), \(answer.body.count) bytes"
        if let location = answer.location { entry += ", Location: \(location)" }
        for cookie in answer.setCookies {
            entry += "\n  Set-Cookie: \(cookie)"
            keep(cookie)
        }
        log.append(entry)
        return answer
    }

    /// Keeps (or, when it has expired, deletes) the cookie a `Set-Cookie` header sets.
    private func keep(_ header: String) {
        let parts = header.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let pair = parts.first, let equals = pair.firstIndex(of: "=") else { return }
        let name = String(pair[..<equals])
        let value = String(pair[pair.index(after: equals)...])
        let expired = parts.dropFirst().contains { attribute in
            let lowered = attribute.lowercased()
            if lowered.hasPrefix("max-age=") { return (Int(lowered.dropFirst(8)) ?? 1) <= 0 }
            if lowered.hasPrefix("expires=") {
                let formatter = DateFormatter()
                formatter.locale = Locale(identifier: "en_US_POSIX")
                formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
                return formatter.date(from: String(attribute.dropFirst(8))).map { $0 < Date() } ?? false
            }
            return false
        }
        cookies[name] = expired ? nil : value
    }

    // MARK: - Looking

    func look(_ query: ElementQuery) async throws -> ElementQuery.Answer {
        guard let page else {
            return ElementQuery.Answer(
                count: 0, element: nil, displayed: false, enabled: false, text: nil, value: nil, attribute: nil,
                tag: nil, source: nil, path: nil, markup: nil)
        }
        let document = page.document
        let matches = document.elements(matching: try Self.selector(query.selector))
        guard let first = matches.first else {
            return ElementQuery.Answer(
                count: 0, element: nil, displayed: false, enabled: false, text: nil, value: nil, attribute: nil,
                tag: nil, source: nil, path: nil, markup: nil)
        }
        let node = document.nodes[first]
        let displayed = document.isDisplayed(first)
        let enabled = document.isEnabled(first)
        var (text, value, attribute, tag, source, path, markup):
            (String?, String?, String?, String?, String?, String?, String?)
        switch query.reading {
        case nil: break
        case .text: if displayed { text = document.renderedText(of: first) }
        case .value: value = Self.value(of: first, in: page)
        case .attribute(let name): attribute = node.attribute(name.lowercased())
        case .image:
            tag = node.name
            source =
                node.name == "img"
                ? (node.attribute("src").flatMap { URL(string: $0, relativeTo: page.url)?.absoluteString } ?? "") : ""
        case .pageState:
            if displayed {
                path =
                    page.url.path(percentEncoded: true) + (page.url.query(percentEncoded: true).map { "?\($0)" } ?? "")
                markup = document.fingerprint
            }
        }
        if let mark = query.navigationMark, displayed, enabled { self.page?.mark = mark }
        return ElementQuery.Answer(
            count: matches.count, element: reference(first, page), displayed: displayed, enabled: enabled, text: text,
            value: value, attribute: attribute, tag: tag, source: source, path: path, markup: markup)
    }

    func elements(matching selector: String) async throws -> [ElementReference] {
        guard let page else { return [] }
        return page.document.elements(matching: try Self.selector(selector)).map { reference($0, page) }
    }

    private static func selector(_ css: String) throws -> HTMLSelector {
        guard let selector = HTMLSelector(css) else {
            throw HTMLDriverRefusal("the selector \(css) is not one the HTML driver reads (data-testid only)")
        }
        return selector
    }

    private func reference(_ index: Int, _ page: Page) -> ElementReference {
        ElementReference(htmlDriverID: "\(page.generation):\(index)")
    }

    /// The page and node `element` names, which must be on the page shown now.
    private func resolve(_ element: ElementReference) throws -> Int {
        let parts = element.id.split(separator: ":")
        guard let page, parts.count == 2, Int(parts[0]) == page.generation, let index = Int(parts[1]) else {
            throw HTMLDriverRefusal("the element is no longer on the page shown (stale element reference)")
        }
        return index
    }

    /// A form control's current value (`value` as a browser's DOM property reads it); `nil` for other elements.
    private static func value(of index: Int, in page: Page) -> String? {
        let node = page.document.nodes[index]
        switch node.name {
        case "input":
            if let typed = page.values[index] { return typed }
            let type = node.attribute("type")?.lowercased() ?? "text"
            return node.attribute("value") ?? (type == "checkbox" || type == "radio" ? "on" : "")
        case "textarea":
            if let typed = page.values[index] { return typed }
            let text = page.document.textContent(of: index)
            return text.hasPrefix("\n") ? String(text.dropFirst()) : text
        case "select":
            return selectedOptions(of: index, in: page).first.map { optionValue($0, in: page.document) } ?? ""
        case "option": return optionValue(index, in: page.document)
        case "button", "output", "data", "li", "meter", "progress", "param":
            return node.attribute("value") ?? ""
        default: return nil
        }
    }

    private static func optionValue(_ index: Int, in document: HTMLDocument) -> String {
        document.nodes[index].attribute("value")
            ?? document.textContent(of: index).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The options of the select `index` that are selected: what was chosen, else those marked `selected` (the last
    /// one in a single select), else a single select's first enabled option.
    private static func selectedOptions(of index: Int, in page: Page) -> [Int] {
        if let chosen = page.selected[index] { return chosen }
        let document = page.document
        let options = document.subtree(of: index).filter { document.nodes[$0].name == "option" }
        let marked = options.filter { document.nodes[$0].attribute("selected") != nil }
        if document.nodes[index].attribute("multiple") != nil { return marked }
        if let last = marked.last { return [last] }
        return options.first { document.isEnabled($0) }.map { [$0] } ?? []
    }

    private static func isChecked(_ index: Int, in page: Page) -> Bool {
        page.checked[index] ?? (page.document.nodes[index].attribute("checked") != nil)
    }

    // MARK: - Acting

    func clear(_ element: ElementReference) async throws {
        let index = try textField(element)
        page?.values[index] = ""
    }

    func type(_ text: String, into element: ElementReference) async throws {
        let index = try textField(element)
        guard var page else { return }
        page.values[index] = (Self.value(of: index, in: page) ?? "") + text
        self.page = page
    }

    private static let textInputTypes: Set<String> = [
        "text", "search", "email", "url", "tel", "password", "number", "date", "time", "datetime-local", "month",
        "week", "color", "range",
    ]

    /// The text field `element` names; refused for anything else, and for a read-only field (a browser's
    /// WebDriver refuses those too).
    private func textField(_ element: ElementReference) throws -> Int {
        let index = try resolve(element)
        guard let document = page?.document else { return index }
        let node = document.nodes[index]
        let isText =
            node.name == "textarea"
            || (node.name == "input" && Self.textInputTypes.contains(node.attribute("type")?.lowercased() ?? "text"))
        guard isText else { throw HTMLDriverRefusal("\(Self.describe(index, in: document)) is not a text field") }
        guard node.attribute("readonly") == nil else {
            throw HTMLDriverRefusal("\(Self.describe(index, in: document)) is read-only")
        }
        return index
    }

    func click(_ element: ElementReference, navigates: Bool) async throws {
        let index = try resolve(element)
        guard let page else { return }
        let before = page.generation
        let inert = try await activate(index, in: page)
        guard navigates, self.page?.generation == before else { return }
        throw HTMLDriverRefusal(
            "tapping \(Self.describe(index, in: page.document)) loads no new page: \(inert ?? "a browser does nothing")"
        )
    }

    /// Does what a click on `index` does. Returns why nothing was loaded, when nothing was.
    private func activate(_ index: Int, in page: Page) async throws -> String? {
        let document = page.document
        let node = document.nodes[index]
        switch node.name {
        case "a" where node.attribute("href") != nil: return try await follow(index, in: page)
        case "button":
            switch node.attribute("type")?.lowercased() ?? "submit" {
            case "submit": return try await submit(by: index, in: page)
            case "reset": return reset(by: index, in: page)
            default: return "a button of type \"button\" does nothing without script"
            }
        case "input":
            switch node.attribute("type")?.lowercased() ?? "text" {
            case "submit", "image": return try await submit(by: index, in: page)
            case "reset": return reset(by: index, in: page)
            case "checkbox":
                self.page?.checked[index] = !Self.isChecked(index, in: page)
                return "it toggles a checkbox"
            case "radio":
                choose(radio: index, in: page)
                return "it chooses a radio button"
            default: return "it puts the focus in a field"
            }
        case "option":
            guard let select = document.closest("select", from: index) else { return "an option outside a select" }
            if document.nodes[select].attribute("multiple") != nil {
                let chosen = Self.selectedOptions(of: select, in: page)
                self.page?.selected[select] = chosen.contains(index) ? chosen.filter { $0 != index } : chosen + [index]
            } else {
                self.page?.selected[select] = [index]
            }
            return "it chooses an option"
        case "label":
            let control =
                node.attribute("for").flatMap(document.element(withID:))
                ?? document.subtree(of: index).dropFirst().first {
                    ["input", "select", "textarea", "button"].contains(document.nodes[$0].name)
                }
            guard let control, control != index else { return "a label without a control" }
            return try await activate(control, in: page)
        default:
            if let link = document.ancestors(of: index).first(where: {
                document.nodes[$0].name == "a" && document.nodes[$0].attribute("href") != nil
            }) {
                return try await follow(link, in: page)
            }
            if let button = document.closest("button", from: index), button != index {
                return try await activate(button, in: page)
            }
            return "it is neither a link nor a control"
        }
    }

    /// Follows the link `index`, as a browser does: a fragment of the page shown loads nothing.
    private func follow(_ index: Int, in page: Page) async throws -> String? {
        let node = page.document.nodes[index]
        let href = node.attribute("href") ?? ""
        guard let url = URL(string: href, relativeTo: page.url)?.absoluteURL else {
            throw HTMLDriverRefusal("\(Self.describe(index, in: page.document)) links to \(href), which is no address")
        }
        if let target = node.attribute("target"), !target.isEmpty, target != "_self", target != "_top",
            target != "_parent"
        {
            throw HTMLDriverRefusal(
                "\(Self.describe(index, in: page.document)) opens another window (target=\"\(target)\")")
        }
        if node.attribute("download") != nil {
            throw HTMLDriverRefusal(
                "\(Self.describe(index, in: page.document)) downloads a file: a browser shows no page")
        }
        var withoutFragment = URLComponents(url: url, resolvingAgainstBaseURL: true)
        withoutFragment?.fragment = nil
        var shownWithoutFragment = URLComponents(url: page.url, resolvingAgainstBaseURL: true)
        shownWithoutFragment?.fragment = nil
        if url.fragment() != nil, withoutFragment?.url == shownWithoutFragment?.url {
            return "it links to a fragment of the page shown (\(href)): a browser scrolls and loads no new page"
        }
        guard url.scheme == "http" || url.scheme == "https" else {
            throw HTMLDriverRefusal(
                "\(Self.describe(index, in: page.document)) links to \(href): not a page of the service")
        }
        try await load(Request(method: "GET", url: url), history: .push)
        return nil
    }

    private func choose(radio index: Int, in page: Page) {
        let document = page.document
        let name = document.nodes[index].attribute("name")
        let form = formOwner(of: index, in: document)
        for other in document.nodes.indices where other != index {
            let node = document.nodes[other]
            if node.name == "input", node.attribute("type")?.lowercased() == "radio", let name,
                node.attribute("name") == name, formOwner(of: other, in: document) == form
            {
                self.page?.checked[other] = false
            }
        }
        self.page?.checked[index] = true
    }

    private func reset(by index: Int, in page: Page) -> String {
        guard let form = formOwner(of: index, in: page.document) else { return "a reset button outside any form" }
        for control in controls(of: form, in: page.document) {
            self.page?.values[control] = nil
            self.page?.checked[control] = nil
            self.page?.selected[control] = nil
        }
        return "it resets the form"
    }

    /// The form `index` belongs to: the one its `form` attribute names, else the nearest form around it.
    private func formOwner(of index: Int, in document: HTMLDocument) -> Int? {
        if let id = document.nodes[index].attribute("form") {
            return document.element(withID: id).flatMap { document.nodes[$0].name == "form" ? $0 : nil }
        }
        return document.ancestors(of: index).first { document.nodes[$0].name == "form" }
    }

    private static let listedControls: Set<String> = ["button", "input", "select", "textarea", "object", "output"]

    /// The controls whose form is `form`, in document order.
    private func controls(of form: Int, in document: HTMLDocument) -> [Int] {
        document.nodes.indices.filter {
            Self.listedControls.contains(document.nodes[$0].name) && formOwner(of: $0, in: document) == form
        }
    }

    /// Submits the form of the submit button `submitter`, as a browser does (HTML's form submission algorithm for
    /// url-encoded forms): its constraint `required` checked first, unless the form says `novalidate`.
    private func submit(by submitter: Int, in page: Page) async throws -> String? {
        let document = page.document
        let button = document.nodes[submitter]
        guard let form = formOwner(of: submitter, in: document) else {
            return button.attribute("form") != nil
                ? "its form=\"\(button.attribute("form")!)\" names no form: a browser submits nothing"
                : "it is outside any form: a browser submits nothing"
        }
        let formNode = document.nodes[form]
        let method = (button.attribute("formmethod") ?? formNode.attribute("method") ?? "get").lowercased()
        if method == "dialog" { return "its form's method is dialog: a browser closes a dialog" }
        let enctype =
            (button.attribute("formenctype") ?? formNode.attribute("enctype") ?? "application/x-www-form-urlencoded")
            .lowercased()
        let controls = controls(of: form, in: document)
        if formNode.attribute("novalidate") == nil, button.attribute("formnovalidate") == nil,
            let invalid = controls.first(where: { isMissing($0, in: page) })
        {
            throw HTMLDriverRefusal(
                "a browser would not submit the form of \(Self.describe(submitter, in: document)): "
                    + "\(Self.describe(invalid, in: document)) is required and empty")
        }
        var entries: [(String, String)] = []
        for control in controls where document.isEnabled(control) {
            let node = document.nodes[control]
            if document.ancestors(of: control).contains(where: { document.nodes[$0].name == "datalist" }) { continue }
            let type = node.attribute("type")?.lowercased() ?? (node.name == "button" ? "submit" : "text")
            if node.name == "input", type == "image" {
                guard control == submitter else { continue }
                let prefix = node.attribute("name").map { $0.isEmpty ? "" : "\($0)." } ?? ""
                entries += [("\(prefix)x", "0"), ("\(prefix)y", "0")]
                continue
            }
            guard let name = node.attribute("name"), !name.isEmpty else { continue }
            if node.name == "button" || (node.name == "input" && ["submit", "reset", "button"].contains(type)) {
                if control == submitter {
                    entries.append((name, node.attribute("value") ?? (node.name == "input" ? "Submit" : "")))
                }
                continue
            }
            switch node.name {
            case "input" where type == "checkbox" || type == "radio":
                if Self.isChecked(control, in: page) {
                    entries.append((name, Self.value(of: control, in: page) ?? "on"))
                }
            case "input" where type == "file":
                throw HTMLDriverRefusal(
                    "\(Self.describe(control, in: document)) sends a file: the HTML driver sends none")
            case "select":
                for option in Self.selectedOptions(of: control, in: page) where document.isEnabled(option) {
                    entries.append((name, Self.optionValue(option, in: document)))
                }
            case "textarea":
                let text = (Self.value(of: control, in: page) ?? "").replacingOccurrences(of: "\r\n", with: "\n")
                entries.append((name, text.replacingOccurrences(of: "\n", with: "\r\n")))
            case "input": entries.append((name, Self.value(of: control, in: page) ?? ""))
            default: continue
            }
        }
        guard enctype == "application/x-www-form-urlencoded" else {
            throw HTMLDriverRefusal(
                "the form of \(Self.describe(submitter, in: document)) is sent as \(enctype): the HTML driver sends "
                    + "url-encoded forms only")
        }
        let action = button.attribute("formaction") ?? formNode.attribute("action") ?? ""
        guard let target = URL(string: action, relativeTo: page.url)?.absoluteURL,
            var components = URLComponents(url: target, resolvingAgainstBaseURL: true)
        else {
            throw HTMLDriverRefusal(
                "the form of \(Self.describe(submitter, in: document)) is sent to \(action), no address")
        }
        let encoded = Self.urlEncoded(entries)
        components.fragment = nil
        if method == "post" {
            try await load(
                Request(method: "POST", url: components.url ?? target, body: Array(encoded.utf8)), history: .push)
        } else {
            components.percentEncodedQuery = encoded
            try await load(Request(method: "GET", url: components.url ?? target), history: .push)
        }
        return nil
    }

    /// Whether the control `index` is `required` and left empty (HTML's "value missing").
    private func isMissing(_ index: Int, in page: Page) -> Bool {
        let document = page.document
        let node = document.nodes[index]
        guard node.attribute("required") != nil, document.isEnabled(index), node.attribute("readonly") == nil else {
            return false
        }
        let type = node.attribute("type")?.lowercased() ?? "text"
        switch node.name {
        case "input" where type == "checkbox": return !Self.isChecked(index, in: page)
        case "input" where type == "radio":
            let name = node.attribute("name")
            return !document.nodes.indices.contains { other in
                let candidate = document.nodes[other]
                return candidate.name == "input" && candidate.attribute("type")?.lowercased() == "radio"
                    && candidate.attribute("name") == name && Self.isChecked(other, in: page)
            }
        case "input" where ["hidden", "submit", "reset", "button", "image"].contains(type): return false
        case "select":
            return Self.selectedOptions(of: index, in: page).allSatisfy { Self.optionValue($0, in: document).isEmpty }
        default: return (Self.value(of: index, in: page) ?? "").isEmpty
        }
    }

    /// The gallery's links on the page shown (``Gallery/linksScript``'s reading): each element whose `data-testid`
    /// starts with `prefix`, its key, its text, and its form's action (a button) or its `href`.
    func galleryLinks(prefix: String) -> [Gallery.Link] {
        guard let document = page?.document else { return [] }
        return document.elements(matching: .testIDPrefix(prefix)).map { index in
            let node = document.nodes[index]
            let form = Self.listedControls.contains(node.name) ? formOwner(of: index, in: document) : nil
            return Gallery.Link(
                key: String((node.attribute("data-testid") ?? "").dropFirst(prefix.count)),
                name: document.textContent(of: index).trimmingCharacters(in: .whitespacesAndNewlines),
                href: form.map { document.nodes[$0].attribute("action") ?? "" } ?? node.attribute("href") ?? "")
        }
    }

    /// `application/x-www-form-urlencoded`: names and values percent-encoded, spaces as `+`.
    static func urlEncoded(_ entries: [(String, String)]) -> String {
        let unreserved = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789*-._".utf8)
        func encode(_ text: String) -> String {
            var result = ""
            for byte in text.utf8 {
                if unreserved.contains(byte) {
                    result.append(Character(UnicodeScalar(byte)))
                } else if byte == UInt8(ascii: " ") {
                    result.append("+")
                } else {
                    result += String(format: "%%%02X", byte)
                }
            }
            return result
        }
        return entries.map { "\(encode($0.0))=\(encode($0.1))" }.joined(separator: "&")
    }

    /// `<tag data-testid="…" …>`: how a refusal names an element.
    static func describe(_ index: Int, in document: HTMLDocument) -> String {
        let node = document.nodes[index]
        let shown = ["data-testid", "id", "name", "type", "href", "form"].compactMap { name in
            node.attribute(name).map { "\(name)=\"\($0)\"" }
        }
        return "<" + ([node.name] + shown).joined(separator: " ") + ">"
    }
}

extension ElementReference {
    /// A reference the HTML driver hands out: `<page generation>:<node index>`.
    init(htmlDriverID id: String) {
        self.id = id
    }
}

import Foundation

/// One look at the page for a robot's wait or check: a single script, so one WebDriver command, that finds the
/// elements matching a CSS selector and tells of the first whether it is displayed and enabled, hands back its
/// reference (for an action that follows), and reads what the check needs.
///
/// Each poll of a wait is one of these instead of a find, an isDisplayed, an isEnabled and a read, each a round trip
/// of its own costing the browser 10–45 ms. "Displayed" follows what WebDriver's isDisplayed decides: rendered
/// (`checkVisibility`, which also rules out `visibility: hidden` and a zero opacity, its own or an ancestor's) with a
/// box of some size, or a zero-sized box holding text or a child with a size; an `<option>` is displayed when its
/// `<select>` is. "Enabled" is not `:disabled` (an option also not in a disabled select). Text is read as
/// WebDriver's Get Element Text reads it: the rendered text (`innerText`), each line trimmed, blank lines dropped,
/// no-break spaces read as spaces.
struct ElementQuery: Sendable {
    /// What is read of the first matching element, besides whether it is displayed and enabled.
    enum Reading: Sendable, Hashable {
        /// Its rendered text, once it is displayed.
        case text
        /// A form control's `value` property.
        case value
        /// The attribute of that name (`nil` in the answer when it has none).
        case attribute(String)
        /// Its tag name and `src` property (an image's address, resolved against the page).
        case image
        /// The page's path and query and a fingerprint of its markup, once the element is displayed: the state an
        /// arrival audits.
        case pageState
    }

    /// What one look saw.
    struct Answer: Decodable, Sendable {
        /// How many elements match.
        let count: Int
        /// The first of them, `nil` when none does.
        let element: ElementReference?
        let displayed: Bool
        let enabled: Bool
        let text: String?
        let value: String?
        let attribute: String?
        let tag: String?
        let source: String?
        /// The page's path and query (``Reading/pageState``).
        let path: String?
        /// FNV-1a of the serialised document and its length (``Reading/pageState``): equal only for the same markup,
        /// hidden inputs' values left out.
        let markup: String?
    }

    /// The CSS selector; its first match is the element looked at.
    let selector: String
    /// The `data-testid` the selector names, when it names one (for a failure's message).
    let testID: String?
    /// What is read of it.
    var reading: Reading?
    /// When given, the current document is marked with it (`window.__uiTestKitRobotMark`) as soon as the element is
    /// displayed and enabled: the mark a navigating action waits to see replaced, set in the same command.
    var navigationMark: String?

    /// The elements whose `data-testid` is `testID`.
    init(testID: String, reading: Reading? = nil, navigationMark: String? = nil) {
        self.selector = Self.selector(testID)
        self.testID = testID
        self.reading = reading
        self.navigationMark = navigationMark
    }

    /// The elements matching `selector`.
    init(selector: String, reading: Reading? = nil, navigationMark: String? = nil) {
        self.selector = selector
        self.testID = nil
        self.reading = reading
        self.navigationMark = navigationMark
    }

    /// Looks once, in one command.
    func look(in session: WebDriverSession) async throws(WebDriverError) -> Answer {
        let (name, attribute): (String, String) =
            switch reading {
            case nil: ("", "")
            case .text: ("text", "")
            case .value: ("value", "")
            case .attribute(let attribute): ("attribute", attribute)
            case .image: ("image", "")
            case .pageState: ("pageState", "")
            }
        return try await session.execute(
            Self.script, arguments: [selector, name, attribute, navigationMark ?? ""], as: Answer.self)
    }

    /// `[data-testid="<testID>"]`.
    static func selector(_ testID: String) -> String {
        "[data-testid=\"\(testID.replacingOccurrences(of: "\"", with: "\\\""))\"]"
    }

    /// The script: `arguments` are the selector, the reading's name, the attribute's name and the navigation mark.
    static let script = #"""
        var all = document.querySelectorAll(arguments[0]), element = all[0] || null;
        var reading = arguments[1], name = arguments[2], mark = arguments[3];
        var answer = { count: all.length, element: element, displayed: false, enabled: false };
        if (!element) { return answer; }
        function hasSize(node) {
          var box = node.getBoundingClientRect();
          if (box.width > 0 && box.height > 0) { return true; }
          if (getComputedStyle(node).overflow === 'hidden') { return false; }
          return Array.prototype.some.call(node.childNodes, function (child) {
            if (child.nodeType === Node.TEXT_NODE) { return /[^\s]/.test(child.nodeValue); }
            return child.nodeType === Node.ELEMENT_NODE && hasSize(child);
          });
        }
        function displayed(node) {
          if (node.tagName === 'OPTION' || node.tagName === 'OPTGROUP') {
            var select = node.closest('select');
            return select !== null && displayed(select);
          }
          return node.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && hasSize(node);
        }
        answer.displayed = displayed(element);
        var select = element.closest('select');
        answer.enabled = !element.matches(':disabled') && !(element !== select && select && select.matches(':disabled'));
        if (reading === 'text' && answer.displayed) {
          var rendered = typeof element.innerText === 'string' ? element.innerText : element.textContent;
          answer.text = rendered.replace(/\u200b/g, '').split('\n')
            .map(function (line) { return line.replace(/^[^\S\u00a0]+|[^\S\u00a0]+$/g, ''); })
            .filter(function (line) { return line.length > 0; }).join('\n').replace(/\u00a0/g, ' ');
        } else if (reading === 'value') {
          answer.value = element.value === undefined || element.value === null ? null : String(element.value);
        } else if (reading === 'attribute') {
          answer.attribute = element.getAttribute(name);
        } else if (reading === 'image') {
          answer.tag = element.tagName.toLowerCase();
          answer.source = typeof element.src === 'string' ? element.src : '';
        } else if (reading === 'pageState' && answer.displayed) {
          // A hidden input's value (an anti-forgery token, a session's nonce) is not what a person perceives: left
          // out, so the same page in two sessions is one state.
          var copy = document.documentElement.cloneNode(true);
          copy.querySelectorAll('input[type=hidden]').forEach(function (input) { input.removeAttribute('value'); });
          var markup = copy.outerHTML, hash = 2166136261;
          for (var i = 0; i < markup.length; i++) { hash = Math.imul(hash ^ markup.charCodeAt(i), 16777619); }
          answer.path = location.pathname + location.search;
          answer.markup = (hash >>> 0).toString(16) + ':' + markup.length;
        }
        if (mark && answer.displayed && answer.enabled) { window.__uiTestKitRobotMark = mark; }
        return answer;
        """#
}

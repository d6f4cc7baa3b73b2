import Foundation
import Synchronization
import Testing

/// The running system under test, as robots see it: one service process launched with `-uitest` and its
/// scenario, and one browser session pointed at it. What XCUIApplication is to an iOS UI test.
///
/// Robots act and check through the primitives here; each waits (through ``Poller``) until its element is
/// displayed and enabled, and fails with a ``RobotFailure`` naming the screen, the `data-testid` and the test's
/// own file and line. Each poll is one WebDriver command: one script finds the element, decides whether it is
/// displayed and enabled (as WebDriver's isDisplayed and isEnabled do) and reads what the check needs. Tests never
/// call these directly: they talk to robots.
public final class UITestApp: Sendable {
    /// The service under test.
    public let service: ServiceProcess
    /// The browser session pointed at it.
    @available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0: drive pages through robots and UITestApp")
    public let session: WebDriverSession
    /// The service's `/__uitest/` control endpoints.
    public let stubs: StubControl
    /// How every primitive waits: the one shared timeout.
    @available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0: drive pages through robots and UITestApp")
    public let poller: Poller
    /// The size of the browser's viewport the test asked for.
    public let viewport: BrowserOptions.Viewport
    private let auditor: AccessibilityAuditor
    // What the audits saw and how many navigations there were, shared with every app ``waiting(with:)`` makes.
    private let record: AppRecord

    /// The app of `service` in `session`, auditing with `auditor` and waiting with `poller` (``UITest`` makes it).
    @available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0: drive pages through robots and UITestApp")
    public convenience init(
        service: ServiceProcess, session: WebDriverSession, viewport: BrowserOptions.Viewport = .desktop,
        auditor: AccessibilityAuditor, poller: Poller = Poller()
    ) {
        self.init(
            service: service, session: session, stubs: StubControl(baseURL: service.baseURL), viewport: viewport,
            auditor: auditor, poller: poller)
    }

    /// The app of one UI-test session (`stubs`, ``StubControl/session``) of a `service` other tests share, in a
    /// browser `session` carrying that session's cookie; `serviceLogStart` is the number of lines `service` had
    /// written before the test began (its failure bundle holds the lines after).
    @available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0: drive pages through robots and UITestApp")
    public init(
        service: ServiceProcess, session: WebDriverSession, stubs: StubControl,
        viewport: BrowserOptions.Viewport = .desktop, auditor: AccessibilityAuditor, poller: Poller = Poller(),
        serviceLogStart: Int = 0
    ) {
        self.service = service
        self.session = session
        self.viewport = viewport
        self.stubs = stubs
        self.auditor = auditor
        self.poller = poller
        self.serviceLogStart = serviceLogStart
        self.record = AppRecord()
    }

    private init(_ app: UITestApp, poller: Poller) {
        self.service = app.service
        self.session = app.session
        self.viewport = app.viewport
        self.stubs = app.stubs
        self.auditor = app.auditor
        self.poller = poller
        self.serviceLogStart = app.serviceLogStart
        self.record = app.record
    }

    /// Keeps `data` as the file `name` of this test's failure bundle, should it fail (a check's evidence).
    func keepForFailureBundle(_ name: String, _ data: Data) {
        record.evidence.withLock { $0.append(FailureBundle.Extra(name) { data }) }
    }

    /// The files checks kept for the failure bundle (``keepForFailureBundle(_:_:)``).
    var failureEvidence: [FailureBundle.Extra] { record.evidence.withLock { $0 } }

    /// How many lines the service had written before this test: a shared service's log is every test's.
    let serviceLogStart: Int

    /// This app (the same service, browser session and record of audits and navigations) waiting with `poller`
    /// instead. The kit's own tests give a check that must fail a poller on a test clock, so that its failure comes
    /// at once instead of after the real timeout: `HomeRobot(app: app.waiting(with: Poller(clock: testClock)))`.
    @available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0: drive pages through robots and UITestApp")
    public func waiting(with poller: Poller) -> UITestApp {
        UITestApp(self, poller: poller)
    }

    /// Every screen state a robot arrived at in this test, in order (`screen @ path`), each audited: here, or
    /// marked as having the markup of one this test audited before, or as audited by an earlier test of the process
    /// (the process audits each state once). A test asserts on this that its states were audited, whichever test ran
    /// first.
    public var auditedStates: [String] { record.audits.withLock { $0.arrivals } }

    /// How many audits ran in this test (a state an earlier test audited is not audited again: see
    /// ``auditedStates``).
    @available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0: drive pages through robots and UITestApp")
    public var auditCount: Int { record.audits.withLock { $0.count } }
    /// How long the audits took together.
    @available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0: drive pages through robots and UITestApp")
    public var auditTime: Duration { record.audits.withLock { $0.time } }

    // MARK: - Navigation

    /// Opens `path` (with its query) on the service, as typing an address would.
    public func open(_ path: String, screen: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        guard let url = URL(string: path, relativeTo: service.browserURL) else {
            throw RobotFailure(
                screen: screen, testID: nil, message: "\(path) is not a path", sourceLocation: sourceLocation)
        }
        try await session.navigate(to: url)
    }

    /// One page, presented alone: puts `model` as the view model of `page` (`PUT /__uitest/present/{page}`) and
    /// opens the page the service renders from it (`GET /__uitest/present/{page}`), without driving the app there.
    /// A page's states (an error, empty, long text, missing fields) are then tested and audited on their own.
    public func present(
        page: String, model: some Encodable, screen: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await stubs.present(page: page, model: model, sourceLocation: sourceLocation)
        try await open(StubControl.presentedPath(of: page), screen: screen ?? page, sourceLocation: sourceLocation)
    }

    /// Waits until the page shows `testID` (the screen's unique element), then audits the page with axe-core:
    /// every distinct screen state a test arrives at is audited once (a state is its markup: arriving again at a
    /// page with the very same markup, as Back or paging there and back does, audits nothing new). A serious or
    /// critical violation fails the test.
    @available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0: drive pages through robots and UITestApp")
    public func arrive(
        screen: String, uniqueTestID testID: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let arrival = try await waitForElement(
            ElementQuery(testID: testID, reading: .pageState), enabled: false, screen: screen,
            sourceLocation: sourceLocation)
        try await audit(
            screen: screen, path: arrival.path ?? "", markup: arrival.markup ?? "", sourceLocation: sourceLocation)
    }

    /// The browser's Back button; the page it returns to is waited for by the next robot's arrival.
    public func goBack(screen: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await navigating(screen: screen, sourceLocation: sourceLocation) {
            try await self.session.back()
        }
    }

    /// The browser's Reload button; the page it loads again is waited for by the next robot's arrival.
    public func reload(screen: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await navigating(screen: screen, sourceLocation: sourceLocation) {
            try await self.session.refresh()
        }
    }

    // MARK: - Actions

    /// Taps `testID` once it is displayed and enabled. With `navigates`, waits until the browser left the current
    /// document (a link or a form submission), so the next robot's arrival cannot see the old page.
    public func tap(
        _ testID: String, screen: String, navigates: Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        guard navigates else {
            let element = try await actionableElement(testID, screen: screen, sourceLocation: sourceLocation)
            try await session.click(element)
            return
        }
        // The document is marked in the same command that finds the element.
        let mark = nextNavigationMark()
        let element = try await actionableElement(
            ElementQuery(testID: testID, navigationMark: mark), screen: screen, sourceLocation: sourceLocation)
        try await session.click(element)
        try await waitForNewDocument(replacing: mark, screen: screen, sourceLocation: sourceLocation)
    }

    /// Replaces the text of the field `testID` with `text`.
    public func type(
        _ text: String, into testID: String, screen: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let element = try await actionableElement(testID, screen: screen, sourceLocation: sourceLocation)
        try await session.clear(element)
        if !text.isEmpty { try await session.type(text, into: element) }
    }

    /// Chooses the option whose value is `value` in the select `testID` (the option's own `data-testid` is
    /// `testID.value`, or the empty `value` for "any").
    public func select(
        _ value: String, in testID: String, screen: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let optionID = "\(testID).\(value.isEmpty ? "any" : value)"
        try await tap(optionID, screen: screen, navigates: false, sourceLocation: sourceLocation)
    }

    // MARK: - Checks

    /// Waits until `testID`'s text, trimmed, satisfies `expectation`; fails with `describing` and what was seen.
    public func check(
        text testID: String, screen: String, _ describing: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ expectation: @escaping @Sendable (String) -> Bool
    ) async throws {
        let query = ElementQuery(testID: testID, reading: .text)
        let (matched, seen) = try await waitUntil(satisfies: expectation) { () -> String? in
            let answer = try await query.look(in: self.session)
            guard answer.displayed else { return nil }
            return (answer.text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        }
        if !matched {
            let what = seen.map { "the text was \"\($0)\"" } ?? "the element was never displayed"
            throw RobotFailure(
                screen: screen, testID: testID, message: "expected \(describing), but \(what)",
                sourceLocation: sourceLocation)
        }
    }

    /// Waits until `testID` is displayed.
    public func checkDisplayed(
        _ testID: String, screen: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        _ = try await displayedElement(testID, screen: screen, sourceLocation: sourceLocation)
    }

    /// Fails at once when `testID` is in the page: the page is complete when a robot arrived, so there is
    /// nothing to wait for.
    public func checkAbsent(
        _ testID: String, screen: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        if try await find(testID) != nil {
            throw RobotFailure(
                screen: screen, testID: testID, message: "expected no such element, but the page has one",
                sourceLocation: sourceLocation)
        }
    }

    /// Waits until `testID` is displayed as an image: an `<img>` whose source, resolved against the page (a
    /// relative `/images/1.png` is the service's own), is an http(s) address. (An element with the right `data-testid`
    /// is not enough: a placeholder, or an image without a source, is no image.)
    public func checkImage(
        _ testID: String, screen: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let image = try await waitForElement(
            ElementQuery(testID: testID, reading: .image), enabled: false, screen: screen,
            sourceLocation: sourceLocation)
        let (tag, source) = (image.tag ?? "", image.source ?? "")
        let scheme = URLComponents(string: source)?.scheme
        guard tag == "img", scheme == "https" || scheme == "http" else {
            throw RobotFailure(
                screen: screen, testID: testID,
                message: "expected an <img> with an http(s) source, but found <\(tag)> with src \"\(source)\"",
                sourceLocation: sourceLocation)
        }
    }

    /// Fails at once when the element `testID` holds an `<img>` (or is one): the page is complete on arrival.
    public func checkNoImage(
        in testID: String, screen: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let selector = ElementQuery.selector(testID)
        let images = try await session.elements(matching: "img\(selector), \(selector) img")
        if !images.isEmpty {
            throw RobotFailure(
                screen: screen, testID: testID, message: "expected no image, but the page shows \(images.count)",
                sourceLocation: sourceLocation)
        }
    }

    /// Fails at once when the page scrolls sideways: its content (`scrollWidth`) is wider than the viewport
    /// (`innerWidth`, and stricter, the part of it beside a vertical scroll bar, `clientWidth`), or the viewport
    /// is not the width the test launched with. The failure names the element reaching furthest right.
    public func checkNoSidewaysScroll(screen: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let width = try await session.execute(Self.widthScript, as: PageWidth.self)
        if width.innerWidth != viewport.width {
            throw RobotFailure(
                screen: screen, testID: nil,
                message: "the viewport is \(width.innerWidth) px wide, not the \(viewport.width) px the test asked for",
                sourceLocation: sourceLocation)
        }
        if width.scrollWidth > width.clientWidth {
            throw RobotFailure(
                screen: screen, testID: nil,
                message: "the page scrolls sideways: it is \(width.scrollWidth) px wide in a viewport of "
                    + "\(width.innerWidth) px (\(width.clientWidth) px beside the scroll bar)"
                    + (width.widest.map { "; widest: \($0)" } ?? ""),
                sourceLocation: sourceLocation)
        }
    }

    /// Waits until exactly `count` elements have a `data-testid` that starts with `prefix` and is followed only by
    /// an identifier (rows: `movieList.row.550`).
    public func checkCount(
        of prefix: String, is count: Int, screen: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let query = ElementQuery(selector: "[data-testid^=\"\(prefix)\"]")
        let (matched, seen) = try await waitUntil(satisfies: { $0 == count }) {
            try await query.look(in: self.session).count
        }
        if !matched {
            throw RobotFailure(
                screen: screen, testID: "\(prefix)*", message: "expected \(count) elements, but found \(seen ?? 0)",
                sourceLocation: sourceLocation)
        }
    }

    /// Waits until the form control `testID` holds `value`.
    public func checkValue(
        _ value: String, of testID: String, screen: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let query = ElementQuery(testID: testID, reading: .value)
        let (matched, seen) = try await waitUntil(satisfies: { $0 == value }) { () -> String? in
            let answer = try await query.look(in: self.session)
            return answer.element == nil ? nil : answer.value ?? ""
        }
        if !matched {
            let what = seen.map { "it holds \"\($0)\"" } ?? "it was never there"
            throw RobotFailure(
                screen: screen, testID: testID, message: "expected the value \"\(value)\", but \(what)",
                sourceLocation: sourceLocation)
        }
    }

    /// Waits until the attribute `name` of `testID` (`aria-invalid`, `aria-describedby`) satisfies `expectation`;
    /// fails with `describing` and what the attribute held (or that the element or the attribute was never there).
    public func checkAttribute(
        _ name: String, of testID: String, screen: String, _ describing: String,
        sourceLocation: SourceLocation = #_sourceLocation, _ expectation: @escaping @Sendable (String) -> Bool
    ) async throws {
        let query = ElementQuery(testID: testID, reading: .attribute(name))
        let (matched, seen) = try await waitUntil(satisfies: { $0.map(expectation) ?? false }) { () -> String?? in
            let answer = try await query.look(in: self.session)
            return answer.element == nil ? nil : .some(answer.attribute)
        }
        if !matched {
            let what =
                switch seen {
                case .some(.some(let value)): "it was \"\(value)\""
                case .some(.none): "the element has no such attribute"
                case .none: "the element was never there"
                }
            throw RobotFailure(
                screen: screen, testID: testID, message: "expected \(name) to be \(describing), but \(what)",
                sourceLocation: sourceLocation)
        }
    }

    /// Waits until the page's path and query (`/search?query=x`) satisfy `expectation`.
    @available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0: drive pages through robots and UITestApp")
    public func checkLocation(
        screen: String, _ describing: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ expectation: @escaping @Sendable (URLComponents) -> Bool
    ) async throws {
        let (matched, seen) = try await waitUntil(satisfies: { URLComponents(string: $0).map(expectation) == true }) {
            try await self.session.currentURL()
        }
        if !matched {
            throw RobotFailure(
                screen: screen, testID: nil,
                message: "expected the address to be \(describing), but it is \(seen ?? "")",
                sourceLocation: sourceLocation)
        }
    }

    /// Polls `observe` until what it sees satisfies `expectation`. `matched` says whether it did; `seen` is the last
    /// thing observed, for the failure's message (`nil` when `observe` never saw anything).
    private func waitUntil<Seen: Sendable>(
        satisfies expectation: @escaping @Sendable (Seen) -> Bool,
        _ observe: @escaping @Sendable () async throws -> Seen?
    ) async throws -> (matched: Bool, seen: Seen?) {
        let seen = Mutex<Seen?>(nil)
        let matched = try await poller.poll { () -> Bool? in
            guard let current = try await observe() else { return nil }
            seen.withLock { $0 = current }
            return expectation(current) ? true : nil
        }
        return (matched != nil, seen.withLock { $0 })
    }

    // MARK: - Elements

    private func find(_ testID: String) async throws -> ElementReference? {
        try await session.elements(matching: ElementQuery.selector(testID)).first
    }

    private func displayedElement(
        _ testID: String, screen: String, sourceLocation: SourceLocation
    ) async throws -> ElementReference {
        try await elementReference(
            of: waitForElement(
                ElementQuery(testID: testID), enabled: false, screen: screen, sourceLocation: sourceLocation),
            testID: testID, screen: screen, sourceLocation: sourceLocation)
    }

    private func actionableElement(
        _ testID: String, screen: String, sourceLocation: SourceLocation
    ) async throws -> ElementReference {
        try await actionableElement(ElementQuery(testID: testID), screen: screen, sourceLocation: sourceLocation)
    }

    private func actionableElement(
        _ query: ElementQuery, screen: String, sourceLocation: SourceLocation
    ) async throws -> ElementReference {
        try await elementReference(
            of: waitForElement(query, enabled: true, screen: screen, sourceLocation: sourceLocation),
            testID: query.testID ?? query.selector, screen: screen, sourceLocation: sourceLocation)
    }

    /// The element an answer of a successful wait holds (a displayed element always comes with its reference).
    private func elementReference(
        of answer: ElementQuery.Answer, testID: String, screen: String, sourceLocation: SourceLocation
    ) throws -> ElementReference {
        guard let element = answer.element else {
            throw RobotFailure(
                screen: screen, testID: testID, message: "the browser named no element", sourceLocation: sourceLocation)
        }
        return element
    }

    /// Waits until the first element `query` looks at is displayed (and, with `enabled`, enabled), one command a
    /// poll, and returns that look: the element's reference and what `query` reads of it.
    private func waitForElement(
        _ query: ElementQuery, enabled: Bool, screen: String, sourceLocation: SourceLocation
    ) async throws -> ElementQuery.Answer {
        let answer = try await poller.poll { () -> ElementQuery.Answer? in
            let answer = try await query.look(in: self.session)
            return answer.displayed && (!enabled || answer.enabled) ? answer : nil
        }
        guard let answer else {
            let state = enabled ? "displayed and enabled" : "displayed"
            throw RobotFailure(
                screen: screen, testID: query.testID ?? query.selector,
                message: "not \(state) within \(poller.timeout) (page: \(await pathShown()))",
                sourceLocation: sourceLocation)
        }
        return answer
    }

    /// A new mark for the current document, which a navigation replaces (``waitForNewDocument(replacing:screen:sourceLocation:)``).
    private func nextNavigationMark() -> String {
        record.navigations.withLock { count in
            count += 1
            return "\(count)"
        }
    }

    /// Marks the current document, runs `action`, and waits until a new document replaced it and finished loading.
    private func navigating(
        screen: String, sourceLocation: SourceLocation, _ action: () async throws -> Void
    ) async throws {
        let mark = nextNavigationMark()
        _ = try await session.execute(
            "window.__uiTestKitRobotMark = arguments[0]; return true;", arguments: [mark], as: Bool.self)
        try await action()
        try await waitForNewDocument(replacing: mark, screen: screen, sourceLocation: sourceLocation)
    }

    /// Waits until a document without `mark` replaced the marked one and finished loading.
    private func waitForNewDocument(replacing mark: String, screen: String, sourceLocation: SourceLocation) async throws
    {
        let arrived = try await poller.poll { () -> Bool? in
            let fresh = try await self.session.execute(
                "return window.__uiTestKitRobotMark !== arguments[0] && document.readyState === 'complete';",
                arguments: [mark], as: Bool.self)
            return fresh ? true : nil
        }
        if arrived == nil {
            throw RobotFailure(
                screen: screen, testID: nil, message: "the browser did not load a new page within \(poller.timeout)",
                sourceLocation: sourceLocation)
        }
    }

    /// Audits the page at `path` unless its `markup` (``ElementQuery/Answer/markup``) was audited before: by this
    /// test (nothing to check again), or by another test of the process in the same viewport (``AuditCache``: its
    /// findings are checked again here).
    private func audit(screen: String, path: String, markup: String, sourceLocation: SourceLocation) async throws {
        let isNew = record.audits.withLock { $0.markups.insert(markup).inserted }
        guard isNew else {
            record.audits.withLock { $0.arrivals.append("\(screen) @ \(path) (markup audited before)") }
            return
        }
        let violations: [AccessibilityViolation]
        if let earlier = AuditCache.shared.violations(of: markup, in: viewport) {
            violations = earlier
            record.audits.withLock { $0.arrivals.append("\(screen) @ \(path) (audited by an earlier test)") }
        } else {
            let started = ContinuousClock.now
            violations = try await auditor.audit(session)
            let took = ContinuousClock.now - started
            AuditCache.shared.keep(violations, of: markup, in: viewport)
            record.audits.withLock { record in
                record.arrivals.append("\(screen) @ \(path)")
                record.count += 1
                record.time += took
            }
        }
        let blocking = violations.filter(\.isBlocking)
        guard blocking.isEmpty else {
            throw RobotFailure(
                screen: screen, testID: nil,
                message: "accessibility audit (axe-core) of \(path) found serious or critical violations:\n  "
                    + blocking.map(\.description).joined(separator: "\n  "),
                sourceLocation: sourceLocation)
        }
    }

    // The page's width and the viewport's, and when the page is wider, the element reaching furthest right (the
    // deepest of several), by its box or by content spilling out of it (not a form control's own scrolling text):
    // its tag, `data-testid` or class, and right edge.
    private static let widthScript = """
        var root = document.documentElement, page = root.scrollWidth, widest = null, right = root.clientWidth;
        if (page > right) {
          document.querySelectorAll('body *').forEach(function (element) {
            var box = element.getBoundingClientRect(), edge = box.right;
            if (!/^(INPUT|SELECT|TEXTAREA)$/.test(element.tagName) && getComputedStyle(element).overflowX === 'visible') {
              edge = Math.max(edge, box.left + element.scrollWidth);
            }
            if (edge >= right) {
              right = edge;
              var name = element.getAttribute('data-testid') || element.className || '';
              widest = '<' + element.tagName.toLowerCase() + (name ? ' ' + name : '') + '> reaching ' + Math.round(edge) + ' px';
            }
          });
        }
        return { innerWidth: window.innerWidth, clientWidth: root.clientWidth, scrollWidth: page, widest: widest };
        """

    private func pathShown() async -> String {
        guard let current = try? await session.currentURL(), let components = URLComponents(string: current) else {
            return "unknown"
        }
        return components.percentEncodedPath + (components.percentEncodedQuery.map { "?\($0)" } ?? "")
    }
}

/// The page's width against the viewport's, as ``UITestApp``'s width script reports it.
private struct PageWidth: Decodable {
    let innerWidth: Int
    let clientWidth: Int
    let scrollWidth: Int
    let widest: String?
}

/// What a ``UITestApp`` and the apps it makes with another poller share.
private final class AppRecord: Sendable {
    // What the audits saw so far (robots arrive from several tasks' worth of awaits, never concurrently, but the
    // record is shared with the failure-bundle code, so it is guarded).
    let audits = Mutex(AuditRecord())
    // Files a check kept for the failure bundle (a screenshot's expected, actual and difference images).
    let evidence = Mutex<[FailureBundle.Extra]>([])
    // Numbers the navigations, so that a page restored from the back-forward cache (which keeps the mark it had
    // when the person left it) is never mistaken for the page still shown.
    let navigations = Mutex(0)
}

/// The screen states a test arrived at and the audits they needed.
private struct AuditRecord {
    var arrivals: [String] = []
    var markups: Set<String> = []
    var count = 0
    var time = Duration.zero
}

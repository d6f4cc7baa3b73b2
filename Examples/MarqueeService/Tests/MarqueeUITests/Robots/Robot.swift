import Testing

/// One screen of the service's pages, driven the way a person uses it.
///
/// A robot's actions return the robot of the screen they lead to (after waiting for its arrival); its checks
/// return the robot itself, so a test reads as one chain. Every method takes the caller's `sourceLocation`, so a
/// failure points at the test's own line. Each robot keeps its own `data-testid`s (`screen.element`): tests never
/// spell one. The waiting, arriving and failing are here, once: a robot only names its elements.
protocol Robot: Sendable {
    /// The screen's name, the first part of its `data-testid`s (`movieList`).
    static var screen: String { get }
    var app: UITestApp { get }
    init(app: UITestApp)
}

extension Robot {
    /// The element only this screen has; arriving waits for it.
    static var uniqueTestID: String { "\(screen).screen" }

    /// `screen.name`.
    static func testID(_ name: String) -> String { "\(screen).\(name)" }

    /// Opens `path` (with its query) as typing the address would, and waits for this screen.
    static func open(_ path: String, in app: UITestApp, sourceLocation: SourceLocation) async throws -> Self {
        try await app.open(path, screen: screen, sourceLocation: sourceLocation)
        return try await arrive(in: app, sourceLocation: sourceLocation)
    }

    /// Waits until the browser shows this screen, audits it, and returns its robot.
    @discardableResult
    static func arrive(in app: UITestApp, sourceLocation: SourceLocation) async throws -> Self {
        try await app.arrive(screen: screen, uniqueTestID: uniqueTestID, sourceLocation: sourceLocation)
        return Self(app: app)
    }

    // MARK: Actions

    /// Taps `name` and returns the robot of the screen `Next` it leads to, once it arrived.
    @discardableResult
    func tap<Next: Robot>(
        _ name: String, to next: Next.Type, sourceLocation: SourceLocation
    ) async throws -> Next {
        try await app.tap(Self.testID(name), screen: Self.screen, navigates: true, sourceLocation: sourceLocation)
        return try await Next.arrive(in: app, sourceLocation: sourceLocation)
    }

    /// The browser's Back button, back to the screen `Previous`.
    @discardableResult
    func goBack<Previous: Robot>(
        to previous: Previous.Type, sourceLocation: SourceLocation
    ) async throws -> Previous {
        try await app.goBack(screen: Self.screen, sourceLocation: sourceLocation)
        return try await Previous.arrive(in: app, sourceLocation: sourceLocation)
    }

    /// Replaces the text of the field `name` with `text` (the page stays).
    func type(_ text: String, into name: String, sourceLocation: SourceLocation) async throws {
        try await app.type(text, into: Self.testID(name), screen: Self.screen, sourceLocation: sourceLocation)
    }

    /// Chooses `value` in the select `name` (`""` for "any"; the page stays).
    func select(_ value: String, in name: String, sourceLocation: SourceLocation) async throws {
        try await app.select(value, in: Self.testID(name), screen: Self.screen, sourceLocation: sourceLocation)
    }

    // MARK: Checks

    /// Waits until `name`'s text is `expected`.
    @discardableResult
    func checkText(_ name: String, is expected: String, sourceLocation: SourceLocation) async throws -> Self {
        try await app.check(
            text: Self.testID(name), screen: Self.screen, "the text \"\(expected)\"", sourceLocation: sourceLocation
        ) { $0 == expected }
        return self
    }

    /// Waits until `name`'s text contains `part`.
    @discardableResult
    func checkText(_ name: String, contains part: String, sourceLocation: SourceLocation) async throws -> Self {
        try await app.check(
            text: Self.testID(name), screen: Self.screen, "a text containing \"\(part)\"",
            sourceLocation: sourceLocation
        ) { $0.contains(part) }
        return self
    }

    /// Waits until the form control `name` holds `value`.
    @discardableResult
    func checkValue(_ value: String, of name: String, sourceLocation: SourceLocation) async throws -> Self {
        try await app.checkValue(value, of: Self.testID(name), screen: Self.screen, sourceLocation: sourceLocation)
        return self
    }

    /// Waits until `name` is displayed.
    @discardableResult
    func checkDisplayed(_ name: String, sourceLocation: SourceLocation) async throws -> Self {
        try await app.checkDisplayed(Self.testID(name), screen: Self.screen, sourceLocation: sourceLocation)
        return self
    }

    /// Waits until `name` is displayed as an image with an http(s) source.
    @discardableResult
    func checkImage(_ name: String, sourceLocation: SourceLocation) async throws -> Self {
        try await app.checkImage(Self.testID(name), screen: Self.screen, sourceLocation: sourceLocation)
        return self
    }

    /// Fails at once when the screen shows any image.
    @discardableResult
    func checkNoImage(sourceLocation: SourceLocation) async throws -> Self {
        try await app.checkNoImage(in: Self.uniqueTestID, screen: Self.screen, sourceLocation: sourceLocation)
        return self
    }

    /// Fails at once when `name` is in the page.
    @discardableResult
    func checkAbsent(_ name: String, sourceLocation: SourceLocation) async throws -> Self {
        try await app.checkAbsent(Self.testID(name), screen: Self.screen, sourceLocation: sourceLocation)
        return self
    }

    /// Waits until exactly `count` elements have a `data-testid` starting with `screen.prefix` (rows: `row.`).
    @discardableResult
    func checkCount(of prefix: String, is count: Int, sourceLocation: SourceLocation) async throws -> Self {
        try await app.checkCount(
            of: Self.testID(prefix), is: count, screen: Self.screen, sourceLocation: sourceLocation)
        return self
    }

    /// Waits until the page has `count` rows (`screen.row.<id>`).
    @discardableResult
    func checkRowCount(_ count: Int, sourceLocation: SourceLocation) async throws -> Self {
        try await checkCount(of: "row.", is: count, sourceLocation: sourceLocation)
    }

    /// Fails when the page scrolls sideways: its content is wider than the browser's viewport (long text must
    /// wrap instead).
    @discardableResult
    func checkNoSidewaysScroll(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await app.checkNoSidewaysScroll(screen: Self.screen, sourceLocation: sourceLocation)
        return self
    }

    /// Waits until the browser's address names `host` (the service as the browser reaches it).
    @discardableResult
    func checkHost(_ host: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await app.checkLocation(screen: Self.screen, "on the host \(host)", sourceLocation: sourceLocation) {
            $0.host == host
        }
        return self
    }

    /// Waits until the row of `id` shows a text containing `part`.
    @discardableResult
    func checkShowsRow(id: Int, containing part: String, sourceLocation: SourceLocation) async throws -> Self {
        try await checkText("row.\(id)", contains: part, sourceLocation: sourceLocation)
    }
}

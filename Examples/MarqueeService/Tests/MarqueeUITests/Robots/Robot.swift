import Testing

/// One screen of the service's pages, driven the way a person uses it.
///
/// A robot's actions return the robot of the screen they lead to (after waiting for its arrival); its checks
/// return the robot itself, so a test reads as one chain. Every method takes the caller's `sourceLocation`, so a
/// failure points at the test's own line. Each robot keeps its own `data-testid`s (`screen.element`): tests never
/// spell one.
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

    /// Waits until the browser shows this screen, audits it, and returns its robot.
    @discardableResult
    static func arrive(in app: UITestApp, sourceLocation: SourceLocation) async throws -> Self {
        try await app.arrive(screen: screen, uniqueTestID: uniqueTestID, sourceLocation: sourceLocation)
        return Self(app: app)
    }

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

    /// Waits until `name` is displayed.
    @discardableResult
    func checkDisplayed(_ name: String, sourceLocation: SourceLocation) async throws -> Self {
        try await app.checkDisplayed(Self.testID(name), screen: Self.screen, sourceLocation: sourceLocation)
        return self
    }

    /// Fails at once when `name` is in the page.
    @discardableResult
    func checkAbsent(_ name: String, sourceLocation: SourceLocation) async throws -> Self {
        try await app.checkAbsent(Self.testID(name), screen: Self.screen, sourceLocation: sourceLocation)
        return self
    }

    /// Waits until the page has `count` rows (`screen.row.<id>`).
    @discardableResult
    func checkRowCount(_ count: Int, sourceLocation: SourceLocation) async throws -> Self {
        try await app.checkCount(
            of: Self.testID("row."), is: count, screen: Self.screen, sourceLocation: sourceLocation)
        return self
    }
}

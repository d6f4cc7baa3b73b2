import Testing

/// One screen of a service's pages, driven the way a person uses it.
///
/// A robot's actions return the robot of the screen they lead to (after waiting for its arrival); its checks
/// return the robot itself, so a test reads as one chain. Every method takes the caller's `sourceLocation`, so a
/// failure points at the test's own line. A robot finds elements only by its screen's ``Element`` cases
/// (``ScreenElement``): tests never spell a `data-testid`. The waiting, arriving and failing are here, once: a
/// robot only names its elements and the steps of its screen.
///
/// ```swift
/// struct CartRobot: Robot {
///     typealias Element = CartElement
///     let app: UITestApp
///
///     func checkout(sourceLocation: SourceLocation = #_sourceLocation) async throws -> ReceiptRobot {
///         try await tap(.checkout, to: ReceiptRobot.self, sourceLocation: sourceLocation)
///     }
/// }
/// ```
public protocol Robot: Sendable {
    /// The screen's elements: every `data-testid` the robot may use.
    associatedtype Element: ScreenElement
    /// The running service and browser the robot drives.
    var app: UITestApp { get }
    /// The robot of this screen in `app` (``arrive(in:sourceLocation:)`` makes one once the screen shows).
    init(app: UITestApp)
}

extension Robot {
    /// The screen's name, the first part of its `data-testid`s (`movieList`).
    public static var screen: String { Element.screenName }

    /// The element only this screen has; arriving waits for it.
    public static var uniqueTestID: String { Element.screen.testID }

    /// `screen.element`, or `screen.element.key` for one of many.
    public static func testID(_ element: Element, key: String? = nil) -> String {
        key.map { element.testID(key: $0) } ?? element.testID
    }

    /// Opens `path` (with its query) as typing the address would, and waits for this screen.
    public static func open(
        _ path: String, in app: UITestApp, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Self {
        try await app.open(path, screen: screen, sourceLocation: sourceLocation)
        return try await arrive(in: app, sourceLocation: sourceLocation)
    }

    /// Presents this screen's `page` alone from the view model `model` (``UITestApp/present(page:model:screen:sourceLocation:)``)
    /// and waits for it: the arrival is audited as any other.
    public static func present(
        page: String, model: some Encodable, in app: UITestApp, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Self {
        try await app.present(page: page, model: model, screen: screen, sourceLocation: sourceLocation)
        return try await arrive(in: app, sourceLocation: sourceLocation)
    }

    /// Waits until the browser shows this screen, audits it, and returns its robot.
    @discardableResult
    public static func arrive(in app: UITestApp, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self
    {
        try await app.arrive(screen: screen, uniqueTestID: uniqueTestID, sourceLocation: sourceLocation)
        return Self(app: app)
    }

    // MARK: Actions

    /// Taps `element` (the one of `key`, for one of many) and returns the robot of the screen `Next` it leads to,
    /// once it arrived.
    @discardableResult
    public func tap<Next: Robot>(
        _ element: Element, key: String? = nil, to next: Next.Type, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Next {
        try await app.tap(
            Self.testID(element, key: key), screen: Self.screen, navigates: true, sourceLocation: sourceLocation)
        return try await Next.arrive(in: app, sourceLocation: sourceLocation)
    }

    /// The browser's Back button, back to the screen `Previous`.
    @discardableResult
    public func goBack<Previous: Robot>(
        to previous: Previous.Type, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Previous {
        try await app.goBack(screen: Self.screen, sourceLocation: sourceLocation)
        return try await Previous.arrive(in: app, sourceLocation: sourceLocation)
    }

    /// The browser's Reload button: the same screen, loaded again from the service (after a scenario switch, with
    /// the new scenario's data).
    @discardableResult
    public func reload(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await app.reload(screen: Self.screen, sourceLocation: sourceLocation)
        return try await Self.arrive(in: app, sourceLocation: sourceLocation)
    }

    /// Replaces the text of the field `element` with `text` (the page stays).
    public func type(
        _ text: String, into element: Element, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await app.type(text, into: Self.testID(element), screen: Self.screen, sourceLocation: sourceLocation)
    }

    /// Chooses `value` in the select `element` (`""` for "any"; the page stays).
    public func select(
        _ value: String, in element: Element, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await app.select(value, in: Self.testID(element), screen: Self.screen, sourceLocation: sourceLocation)
    }

    // MARK: Checks

    /// Waits until `element`'s text is `expected`.
    @discardableResult
    public func checkText(
        _ element: Element, key: String? = nil, is expected: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Self {
        try await app.check(
            text: Self.testID(element, key: key), screen: Self.screen, "the text \"\(expected)\"",
            sourceLocation: sourceLocation
        ) { $0 == expected }
        return self
    }

    /// Waits until `element`'s text contains `part`.
    @discardableResult
    public func checkText(
        _ element: Element, key: String? = nil, contains part: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Self {
        try await app.check(
            text: Self.testID(element, key: key), screen: Self.screen, "a text containing \"\(part)\"",
            sourceLocation: sourceLocation
        ) { $0.contains(part) }
        return self
    }

    /// Waits until the form control `element` holds `value`.
    @discardableResult
    public func checkValue(
        _ value: String, of element: Element, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Self {
        try await app.checkValue(value, of: Self.testID(element), screen: Self.screen, sourceLocation: sourceLocation)
        return self
    }

    /// Waits until `element`'s attribute `name` is `expected` (`checkAttribute("aria-invalid", of: .field, is:
    /// "true")`).
    @discardableResult
    public func checkAttribute(
        _ name: String, of element: Element, is expected: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Self {
        try await app.checkAttribute(
            name, of: Self.testID(element), screen: Self.screen, "\"\(expected)\"", sourceLocation: sourceLocation
        ) { $0 == expected }
        return self
    }

    /// Waits until `element`'s attribute `name`, a list of tokens (`aria-describedby`), includes `token`.
    @discardableResult
    public func checkAttribute(
        _ name: String, of element: Element, includes token: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Self {
        try await app.checkAttribute(
            name, of: Self.testID(element), screen: Self.screen, "a list including \"\(token)\"",
            sourceLocation: sourceLocation
        ) { $0.split(separator: " ").contains(Substring(token)) }
        return self
    }

    /// Waits until `element` is displayed.
    @discardableResult
    public func checkDisplayed(
        _ element: Element, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Self {
        try await app.checkDisplayed(Self.testID(element), screen: Self.screen, sourceLocation: sourceLocation)
        return self
    }

    /// Waits until `element` is displayed as an image with an http(s) source.
    @discardableResult
    public func checkImage(_ element: Element, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await app.checkImage(Self.testID(element), screen: Self.screen, sourceLocation: sourceLocation)
        return self
    }

    /// Fails at once when the screen shows any image.
    @discardableResult
    public func checkNoImage(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await app.checkNoImage(in: Self.uniqueTestID, screen: Self.screen, sourceLocation: sourceLocation)
        return self
    }

    /// Fails at once when `element` is in the page.
    @discardableResult
    public func checkAbsent(_ element: Element, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self
    {
        try await app.checkAbsent(Self.testID(element), screen: Self.screen, sourceLocation: sourceLocation)
        return self
    }

    /// Waits until exactly `count` elements have a `data-testid` starting with `element`'s (for one of many: how
    /// many there are).
    @discardableResult
    public func checkCount(
        of element: Element, is count: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Self {
        try await app.checkCount(
            of: Self.testID(element), is: count, screen: Self.screen, sourceLocation: sourceLocation)
        return self
    }

    /// Fails when the page scrolls sideways: its content is wider than the browser's viewport (long text must
    /// wrap instead).
    @discardableResult
    public func checkNoSidewaysScroll(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await app.checkNoSidewaysScroll(screen: Self.screen, sourceLocation: sourceLocation)
        return self
    }

    /// Waits until the browser's address names `host` (the service as the browser reaches it).
    @discardableResult
    public func checkHost(_ host: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await app.checkLocation(screen: Self.screen, "on the host \(host)", sourceLocation: sourceLocation) {
            $0.host == host
        }
        return self
    }

}

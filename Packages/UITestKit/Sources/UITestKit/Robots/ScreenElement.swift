/// The elements of one screen of a service's pages, as a robot finds them: by `data-testid`, spelled
/// `screen.element` (`cart.checkout`), or `screen.element.key` for one of many (`cart.row.42`).
///
/// A screen's elements are an enum of strings, one case per `data-testid`, so the whole vocabulary can be listed
/// (``testIDs``) and checked against the service's templates without a browser: an identifier no template carries
/// then fails there, not as a timeout in a UI test.
///
/// ```swift
/// enum CartElement: String, ScreenElement {
///     case screen, row, checkout
///     static let screenName = "cart"
/// }
/// ```
public protocol ScreenElement: RawRepresentable<String>, CaseIterable, Hashable, Sendable {
    /// The screen's name, the first part of its identifiers (`cart`).
    static var screenName: String { get }
    /// The element only this screen has: arriving at the screen waits for it.
    static var screen: Self { get }
}

extension ScreenElement {
    /// `screen.element`.
    public var testID: String { "\(Self.screenName).\(rawValue)" }

    /// `screen.element.key`: one of many (a row by id).
    public func testID(key: String) -> String { "\(testID).\(key)" }

    /// Every identifier of the screen, `screen.element`; a keyed element is listed without its key.
    public static var testIDs: [String] { allCases.map(\.testID) }
}

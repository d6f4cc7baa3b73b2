import MarqueePageElements
import Testing
import UITestKit

/// A screen with an error state: it says what failed, offers "Try again" (which loads the same screen again) or,
/// after bad input, "Start over" (the screen without what the address asked for), and shows none of its content
/// (`Element.content`: a list's rows, a details page's heading).
protocol RecoverableRobot: Robot where Element: RecoverablePageElement {}

extension RecoverableRobot {
    /// Taps "Try again" and waits for this screen to load again.
    @discardableResult
    func tapTryAgain(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await tap(.tryAgain, to: Self.self, sourceLocation: sourceLocation)
    }

    /// Taps "Start over" and waits for this screen to load without what the address asked for.
    @discardableResult
    func tapStartOver(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await tap(.startOver, to: Self.self, sourceLocation: sourceLocation)
    }

    /// Checks the error state of a failure that may pass: a message containing `part`, a "Try again" link, and none
    /// of the content.
    @discardableResult
    func checkShowsError(
        containing part: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Self {
        try await checkErrorState(containing: part, offering: .tryAgain, not: .startOver, sourceLocation)
    }

    /// Checks the error state of bad input: a message containing `part`, "Start over" instead of "Try again" (the
    /// same address would fail the same way), and none of the content.
    @discardableResult
    func checkShowsBadInput(
        containing part: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Self {
        try await checkErrorState(containing: part, offering: .startOver, not: .tryAgain, sourceLocation)
    }

    private func checkErrorState(
        containing part: String, offering link: Element, not otherLink: Element, _ sourceLocation: SourceLocation
    ) async throws -> Self {
        try await checkText(.error, contains: part, sourceLocation: sourceLocation)
            .checkDisplayed(link, sourceLocation: sourceLocation)
            .checkAbsent(otherLink, sourceLocation: sourceLocation)
            .checkCount(of: .content, is: 0, sourceLocation: sourceLocation)
    }

    /// Checks that the error state says how long the upstream asked us to wait, in `sentence` exactly.
    @discardableResult
    func checkWait(_ sentence: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText(.retryAfter, is: sentence, sourceLocation: sourceLocation)
    }

    /// Checks that the error state names no wait: the upstream did not ask for one.
    @discardableResult
    func checkNoWait(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkAbsent(.retryAfter, sourceLocation: sourceLocation)
    }
}

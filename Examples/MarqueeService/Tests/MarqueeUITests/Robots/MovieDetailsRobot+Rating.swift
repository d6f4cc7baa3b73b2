import MarqueePageElements
import Testing
import UITestKit

/// The movie page's rating section: rate, remove, and what the page then shows. Each action submits a form without
/// JavaScript and arrives at the page the service answers (the movie page again, after its redirect or with the
/// form's error).
extension MovieDetailsRobot {
    // MARK: Actions

    /// Types `value` into the rating field and saves it: `.rate(8.5)`.
    @discardableResult
    func rate(_ value: Double, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await rate(typing: RatingExpectation.text(value), sourceLocation: sourceLocation)
    }

    /// Types `text` as it is (`"11"`, `"8.3"`, `"abc"`) into the rating field and saves it.
    @discardableResult
    func rate(typing text: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await type(text, into: .ratingField, sourceLocation: sourceLocation)
        return try await tapSaveRating(sourceLocation: sourceLocation)
    }

    /// Saves what the rating field holds now (a retry after a failure keeps the value typed).
    @discardableResult
    func tapSaveRating(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await tap(.rateButton, to: Self.self, sourceLocation: sourceLocation)
    }

    /// "Remove my rating".
    @discardableResult
    func removeRating(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await tap(.removeRatingButton, to: Self.self, sourceLocation: sourceLocation)
    }

    // MARK: Checks

    /// The page shows the visitor's rating `value` (`8.5`), and offers to remove it.
    @discardableResult
    func checkYourRating(_ value: Double, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await check(RatingExpectation(yourRating: value), sourceLocation: sourceLocation)
    }

    /// The page says the visitor has not rated the movie, and offers no removal.
    @discardableResult
    func checkNotRated(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await check(RatingExpectation(isRated: false), sourceLocation: sourceLocation)
    }

    /// Checks every field of `expectation` that is given.
    @discardableResult
    func check(
        _ expectation: RatingExpectation, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws
        -> Self
    {
        if let value = expectation.yourRating {
            try await checkText(.yourRating, is: RatingExpectation.text(value), sourceLocation: sourceLocation)
                .checkDisplayed(.removeRatingButton, sourceLocation: sourceLocation)
        }
        if expectation.isRated == false {
            try await checkText(.yourRating, is: "Not rated", sourceLocation: sourceLocation)
                .checkAbsent(.removeRatingButton, sourceLocation: sourceLocation)
        }
        if let value = expectation.fieldValue {
            try await checkValue(value, of: .ratingField, sourceLocation: sourceLocation)
        }
        if let error = expectation.fieldError {
            // Shown, and announced: the field is marked invalid and described by the error, which it has focus for.
            try await checkText(.ratingError, contains: error, sourceLocation: sourceLocation)
                .checkAttribute("aria-invalid", of: .ratingField, is: "true", sourceLocation: sourceLocation)
                .checkAttribute("id", of: .ratingError, is: "rating-error", sourceLocation: sourceLocation)
                .checkAttribute(
                    "aria-describedby", of: .ratingField, includes: "rating-error", sourceLocation: sourceLocation
                )
                .checkAttribute("role", of: .ratingError, is: "alert", sourceLocation: sourceLocation)
        } else if expectation.fieldValue != nil || expectation.notSaved != nil {
            try await checkAbsent(.ratingError, sourceLocation: sourceLocation)
        }
        if let message = expectation.notSaved {
            try await checkText(.ratingNotSaved, contains: message, sourceLocation: sourceLocation)
        } else if expectation.yourRating != nil {
            try await checkAbsent(.ratingNotSaved, sourceLocation: sourceLocation)
        }
        return self
    }
}

/// What a test expects of a movie page's rating section, checked in one call (`robot.check(RatingExpectation(
/// fieldValue: "11", fieldError: "too high"))`). Every field is optional: `nil` is not checked.
struct RatingExpectation: Sendable {
    /// The visitor's rating the page shows (and then "Remove my rating" is offered).
    var yourRating: Double?
    /// `false`: the page says "Not rated" and offers no removal.
    var isRated: Bool?
    /// What the rating field holds (the value typed, kept after a refusal or a failure).
    var fieldValue: String?
    /// A part of the field's error, which must be tied to the field (`aria-invalid`, `aria-describedby`) and
    /// announced (`role="alert"`).
    var fieldError: String?
    /// A part of the message that says the rating was not saved.
    var notSaved: String?

    /// A rating as the page writes it: `8.5`, `8` for a whole number.
    static func text(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

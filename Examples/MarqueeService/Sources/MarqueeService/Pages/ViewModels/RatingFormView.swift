/// A movie page's rating section: the visitor's rating, the form that rates the movie (a labelled field named
/// `value` and a submit button) and, once rated, "Remove my rating". Both forms post without JavaScript and are
/// answered with a redirect back to the page (POST/redirect/GET).
///
/// A refused value comes back with ``fieldError`` tied to the field (`aria-invalid`, `aria-describedby`, focus on
/// the field) and the typed value kept; a rating the upstream did not save comes back with ``formError`` and the
/// value kept.
struct RatingFormView: Codable, Sendable {
    /// Where the rating form posts: `/movies/{id}/rating`.
    let action: String
    /// Where "Remove my rating" posts: `/movies/{id}/rating/remove`.
    let removeAction: String
    /// The forms' anti-forgery token (``AntiForgery``).
    let token: String
    /// The visitor's rating as the page shows it (`8.5`), `Not rated`, or why it could not be loaded.
    let yourRating: String
    /// Whether the visitor rated the movie: "Remove my rating" is offered then.
    let isRated: Bool
    /// What the field holds: what the visitor typed after a refusal or a failure, else empty.
    let value: String
    /// Why the typed value was refused, tied to the field.
    let fieldError: String?
    /// Why the last rating or removal was not saved (an upstream failure), for the whole form.
    let formError: String?

    /// The field's `maxlength`: a rating is at most 10 characters (`MovieRating(parsing:)`).
    let valueMaximumLength = 10
    /// The field's hint, which it is described by.
    let hint = "From 0.5 to 10, in steps of 0.5."

    /// The model's fields in JSON; the section's constants above are not.
    private enum CodingKeys: String, CodingKey {
        case action, removeAction, token, yourRating, isRated, value, fieldError, formError
    }
}

#if UITesting
    extension RatingFormView {
        /// Fight Club's rating section, not rated, unless told otherwise: `.stub(yourRating: "8.5", isRated: true)`.
        static func stub(
            movieID: Int = 550, yourRating: String = "Not rated", isRated: Bool = false, value: String = "",
            fieldError: String? = nil, formError: String? = nil
        ) -> RatingFormView {
            RatingFormView(
                action: "/movies/\(movieID)/rating", removeAction: "/movies/\(movieID)/rating/remove",
                token: "presented-page-token", yourRating: yourRating, isRated: isRated, value: value,
                fieldError: fieldError, formError: formError)
        }
    }
#endif

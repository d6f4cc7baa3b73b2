/// The state a movie page's rating section is rendered in: fresh (a GET), or after a POST that did not save
/// (the value typed, the field's error or the form's, and the status the page is answered with).
struct RatingFormState: Sendable {
    /// What the field holds.
    var value = ""
    /// Why the typed value was refused (nothing was sent).
    var fieldError: String?
    /// Why the rating or its removal was not saved (the upstream failed it).
    var formError: String?
    /// The page's status: 200, 422 for a refused value, the failure's otherwise.
    var status = 200
}

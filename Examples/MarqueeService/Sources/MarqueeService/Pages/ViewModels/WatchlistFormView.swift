/// A movie page's watchlist section: whether the movie is on the visitor's watchlist, and the one form that adds it
/// or takes it off. The form posts without JavaScript and is answered with a redirect back to the page
/// (POST/redirect/GET); a change watchlist-service did not make comes back with ``formError``.
struct WatchlistFormView: Codable, Sendable {
    /// Where the form posts: `/movies/{id}/watchlist`, or `/movies/{id}/watchlist/remove` when the movie is listed.
    let action: String
    /// The form's anti-forgery token (``AntiForgery``).
    let token: String
    /// Whether the movie is on the visitor's watchlist: the form then takes it off.
    let isListed: Bool
    /// Why the list could not be read, or the last change was not made.
    let formError: String?
}

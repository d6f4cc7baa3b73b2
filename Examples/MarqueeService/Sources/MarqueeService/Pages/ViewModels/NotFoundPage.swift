/// The not-found page, answered with status 404 (template `not-found`).
struct NotFoundPage: PageModel {
    static var page: Page { .notFound }

    /// What the page says when nothing more precise is known.
    static let noPageMessage = "There is no page at this address."

    let message: String

    /// The model's fields in JSON; the page's constants above are not.
    private enum CodingKeys: String, CodingKey {
        case message
    }
}

#if UITesting
    extension NotFoundPage {
        /// The not-found page saying `message`; what it says for an unknown address unless told otherwise.
        static func stub(message: String = noPageMessage) -> NotFoundPage {
            NotFoundPage(message: message)
        }
    }
#endif

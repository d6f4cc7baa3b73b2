/// What a person sees when a form they posted was refused before anything read it (template `form-refused`): it
/// came from another site, its anti-forgery token or the visitor's cookie is missing or not theirs (a page kept open
/// across a change of the server's secret, cookies cleared), it was too long, or not a form. Nothing was saved; the
/// link goes back to the page the form was on, to try again from a fresh copy of it.
struct FormRefusedPage: PageModel {
    static var page: Page { .formRefused }

    let message: String
    /// The page the form was on.
    let backHref: String

    /// The model's fields in JSON; the page's constants above are not.
    private enum CodingKeys: String, CodingKey {
        case message, backHref
    }

    /// The page for `refusal` of a form posted from `backHref`.
    init(_ refusal: FormRefusal, backHref: String) {
        self.backHref = backHref
        message =
            switch refusal {
            case .foreignSite: "The form was sent from another site, so nothing was saved."
            case .noVisitor, .badToken:
                "The form has expired or did not come from this site's page, so nothing was saved. Open the page "
                    + "again and send it from there."
            case .notAForm, .unreadable: "The form could not be read, so nothing was saved."
            case .tooLarge: "The form was too long to read, so nothing was saved."
            }
    }

    /// The page saying `message`, leading back to `backHref`.
    init(message: String, backHref: String) {
        self.message = message
        self.backHref = backHref
    }
}

#if UITesting
    extension FormRefusedPage {
        /// The page for a form without its token, posted from Fight Club's page, unless told otherwise.
        static func stub(
            message: String = FormRefusedPage(.badToken, backHref: "/").message, backHref: String = "/movies/550"
        ) -> FormRefusedPage {
            FormRefusedPage(message: message, backHref: backHref)
        }
    }
#endif

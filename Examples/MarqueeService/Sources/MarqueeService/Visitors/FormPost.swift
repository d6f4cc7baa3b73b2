import Hummingbird
import MarqueeKit
import NIOCore

/// A form one of the service's own pages posted, checked before anything reads it or any port is asked: it comes
/// from this site (``RequestSite``), it is a form (`application/x-www-form-urlencoded`), its body is at most
/// ``maximumBodyBytes``, the visitor's cookie opens (``VisitorCookie``), and its `csrf` field is the token of that
/// cookie (``AntiForgery``). Anything else is a ``FormRefusal``.
struct FormPost: Sendable {
    /// The largest form body read: a rating form is under a hundred bytes.
    static let maximumBodyBytes = 1024

    /// The form's fields, read as a browser sends them (``InputValues/init(formQuery:)``).
    let fields: InputValues
    /// The visitor who posted it.
    let visitor: VisitorSession

    /// `request`'s form, checked with `keys`.
    static func read(_ request: Request, keys: VisitorKeys) async throws(FormRefusal) -> FormPost {
        guard !RequestSite.isForeign(request) else { throw .foreignSite }
        let contentType = request.headers[.contentType]?.split(separator: ";").first?
            .trimmingCharacters(in: .whitespaces).lowercased()
        guard contentType == "application/x-www-form-urlencoded" else { throw .notAForm }
        guard let visitor = VisitorCookie(keys: keys).session(of: request) else { throw .noVisitor }
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: maximumBodyBytes)
        } catch is NIOTooManyBytesError {
            throw .tooLarge
        } catch {
            throw .unreadable
        }
        let fields = InputValues(formQuery: String(buffer: body))
        guard let token = fields[AntiForgery.fieldName], AntiForgery(keys: keys).isValid(token, for: visitor) else {
            throw .badToken
        }
        return FormPost(fields: fields, visitor: visitor)
    }
}

/// Why a posted form was refused before anything read it.
enum FormRefusal: Error, Sendable, Hashable {
    /// The browser says it comes from another site (`Sec-Fetch-Site`, `Origin`): 403.
    case foreignSite
    /// The request has no visitor cookie that opens (none, changed, or another secret's): 403.
    case noVisitor
    /// The form's `csrf` token is missing or not the visitor's: 403.
    case badToken
    /// The body is not a form: 415.
    case notAForm
    /// The body is longer than ``FormPost/maximumBodyBytes``: 413.
    case tooLarge
    /// The body could not be read (the connection broke): 400.
    case unreadable

    /// The status the refusal is answered with.
    var status: HTTPResponse.Status {
        switch self {
        case .foreignSite, .noVisitor, .badToken: .forbidden
        case .notAForm: .unsupportedMediaType
        case .tooLarge: .contentTooLarge
        case .unreadable: .badRequest
        }
    }
}

import HTTPTypes
import Hummingbird

/// The headers every answer carries, pages and JSON alike, so that a page with a form is safe to show:
///
/// - `Content-Security-Policy` (``contentSecurityPolicy``): no script at all (the pages need none; every form works
///   without JavaScript), styles only from the service's own stylesheet (``StyleSheet``, no inline style), images
///   from the service or over HTTPS (TMDb's posters, the Rick and Morty API's portraits) live, and from the service
///   alone under `-uitest` (``PageImages``), forms posted only to the service, no `<base>`, and no framing
///   (`frame-ancestors 'none'`), so that a rating form cannot be clicked from inside another site's frame.
///   `X-Frame-Options: DENY` says the same to browsers that predate `frame-ancestors`.
/// - `X-Content-Type-Options: nosniff`: a browser takes each answer as the type it is labelled.
/// - `Referrer-Policy: same-origin`: an address (which may hold a search a person typed) is never sent to another
///   site, such as the image hosts.
///
/// Added right after the request log, outside the problem middleware: error answers (problems, the not-found page,
/// 405s) carry the headers too.
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The policy every answer carries.
    let contentSecurityPolicy: String

    /// The headers of a service whose pages show `images` (the live ones unless told otherwise).
    init(images: PageImages = .upstream) {
        contentSecurityPolicy =
            "default-src 'none'; style-src 'self'; img-src \(images.imageSources); form-action 'self'; "
            + "base-uri 'none'; frame-ancestors 'none'"
    }

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response = try await next(request, context)
        response.headers[.contentSecurityPolicy] = contentSecurityPolicy
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[Self.referrerPolicy] = "same-origin"
        response.headers[Self.frameOptions] = "DENY"
        return response
    }

    // Literal, valid header names (swift-http-types has no constant for them): the initializer cannot fail here.
    static var referrerPolicy: HTTPField.Name { HTTPField.Name("Referrer-Policy")! }
    static var frameOptions: HTTPField.Name { HTTPField.Name("X-Frame-Options")! }
}

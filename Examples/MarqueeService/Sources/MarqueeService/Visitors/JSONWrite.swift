import Foundation
import Hummingbird
import NIOCore

/// A write to the JSON API (`PUT`, `DELETE`), checked before anything reads it or any port is asked. The JSON API
/// takes no anti-forgery token; it is protected instead by what a browser allows another site to send:
///
/// - A body is read only as `application/json` (else 415): a form on another site can send only
///   `application/x-www-form-urlencoded`, `multipart/form-data` or `text/plain`, and a script on another site
///   cannot send `application/json`, nor a `PUT` or `DELETE` at all, without a CORS preflight, which the service
///   never grants (it sends no `Access-Control-Allow-*` header).
/// - A request whose browser says it comes from another site (`Sec-Fetch-Site`, `Origin`, ``RequestSite``) is a
///   403, whatever its type.
/// - The visitor's cookie is `SameSite=Lax`: another site's request carries it only on a top-level `GET`.
/// - A body is at most ``maximumBodyBytes`` (else 413).
enum JSONWrite {
    /// The largest body read: `{"value": 8.5}` is 14 bytes.
    static let maximumBodyBytes = 1024

    /// Refuses `request` when a browser says it comes from another site.
    static func checkSite(_ request: Request) throws(Problem) {
        guard !RequestSite.isForeign(request) else {
            throw Problem(
                .forbidden, status: .forbidden, title: "Forbidden",
                detail: "a write from another site is refused")
        }
    }

    /// `request`'s JSON body, after ``checkSite(_:)``: a 415 unless it is `application/json`, a 413 past
    /// ``maximumBodyBytes``.
    static func body(of request: Request) async throws(Problem) -> Data {
        try checkSite(request)
        let type = request.headers[.contentType]?.split(separator: ";").first?
            .trimmingCharacters(in: .whitespaces).lowercased()
        guard type == "application/json" else {
            throw Problem(
                .unsupportedMediaType, status: .unsupportedMediaType, title: "Unsupported media type",
                detail: "the body must be application/json")
        }
        do {
            return Data(buffer: try await request.body.collect(upTo: maximumBodyBytes))
        } catch is NIOTooManyBytesError {
            throw Problem(
                .contentTooLarge, status: .contentTooLarge, title: "Content too large",
                detail: "the body is at most \(maximumBodyBytes) bytes")
        } catch {
            throw Problem.invalidParameter("body", "the body could not be read")
        }
    }
}

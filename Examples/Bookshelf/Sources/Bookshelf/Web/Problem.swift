import Foundation
import Hummingbird

/// An error answer for machines, as `application/problem+json` (RFC 9457): `type`, `title`, `status`, `detail` and
/// `instance` (the request's path). The pages answer their errors as pages instead (``PageRoutes``).
struct Problem: HTTPResponseError, Sendable, Hashable {
    let status: HTTPResponse.Status
    /// The kind, as the last part of `urn:bookshelf:problem:<kind>`.
    let kind: String
    let title: String
    /// This occurrence, in one line.
    let detail: String

    init(status: HTTPResponse.Status, kind: String, title: String, detail: String) {
        self.status = status
        self.kind = kind
        self.title = title
        self.detail = detail
    }

    /// A 400 for a body or parameter that does not read.
    static func badRequest(_ detail: String) -> Problem {
        Problem(status: .badRequest, kind: "invalid-input", title: "Invalid input", detail: detail)
    }

    /// A 404 for an address nothing serves.
    static func notFound(_ detail: String) -> Problem {
        Problem(status: .notFound, kind: "not-found", title: "Not found", detail: detail)
    }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        let document = Document(
            type: "urn:bookshelf:problem:\(kind)", title: title, status: status.code, detail: detail,
            instance: request.uri.path)
        return Response(
            status: status, headers: [.contentType: "application/problem+json"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: try JSONEncoder.sorted.encode(document))))
    }

    private struct Document: Encodable {
        let type: String
        let title: String
        let status: Int
        let detail: String
        let instance: String
    }
}

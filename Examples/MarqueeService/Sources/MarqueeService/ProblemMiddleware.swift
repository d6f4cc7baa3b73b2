import Hummingbird

/// Turns every error into a problem answer: a ``Problem`` as it is; Hummingbird's own errors (no route, body too
/// large, …) by their status; anything else as a bare 500 that says nothing about its cause.
struct ProblemMiddleware: RouterMiddleware {
    typealias Context = BasicRequestContext

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let problem as Problem {
            return try problem.response(from: request, context: context)
        } catch let error as any HTTPResponseError {
            return try Self.problem(for: error.status, request: request).response(from: request, context: context)
        } catch {
            return try Self.internalError.response(from: request, context: context)
        }
    }

    static let internalError = Problem(
        .internalError, status: .internalServerError, title: "Internal error", detail: "the service failed")

    static func problem(for status: HTTPResponse.Status, request: Request) -> Problem {
        switch status {
        case .notFound:
            Problem(.notFound, status: .notFound, title: "Not found", detail: "nothing is served at this path")
        case .methodNotAllowed:
            Problem(
                .methodNotAllowed, status: .methodNotAllowed, title: "Method not allowed",
                detail: "\(request.method.rawValue) is not served at this path")
        case .contentTooLarge:
            Problem(
                .contentTooLarge, status: .contentTooLarge, title: "Content too large",
                detail: "the request body is larger than the service reads")
        case let status where status.kind == .clientError:
            Problem(.invalidParameter, status: status, title: status.reasonPhrase, detail: "the request is malformed")
        default: internalError
        }
    }
}

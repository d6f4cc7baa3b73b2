import HTTPTypes
import Hummingbird
import Logging

/// One structured log line per request, written when the answer is ready: `method`, `path` (never the query, which
/// may hold what a user typed), `status`, `durationMilliseconds` and `requestID`, which the answer also carries as
/// `X-Request-ID`.
struct RequestLogMiddleware: RouterMiddleware {
    typealias Context = BasicRequestContext

    let logger: Logger

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let start = ContinuousClock.now
        let requestID = context.id
        var status = 500
        defer {
            let duration = ContinuousClock.now - start
            let milliseconds =
                Double(duration.components.seconds) * 1000
                + Double(duration.components.attoseconds) / 1e15
            logger.info(
                "request",
                metadata: [
                    "method": .string(request.method.rawValue), "path": .string(request.uri.path),
                    "status": .stringConvertible(status),
                    "durationMilliseconds": .stringConvertible((milliseconds * 1000).rounded() / 1000),
                    "requestID": .string(requestID),
                ])
        }
        var response = try await next(request, context)
        status = response.status.code
        response.headers[Self.requestIDField] = requestID
        return response
    }

    // A literal, valid header name: the initializer cannot fail here.
    private static let requestIDField = HTTPField.Name("X-Request-ID")!
}

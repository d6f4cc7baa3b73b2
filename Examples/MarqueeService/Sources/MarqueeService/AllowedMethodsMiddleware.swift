import Hummingbird

/// What each served path allows, in `Allow`: the methods it is served with (`HEAD` wherever `GET` is: the router
/// answers `HEAD` for every `GET` route), and `OPTIONS`. `OPTIONS` on a served path is a 204 with `Allow`
/// (`OPTIONS *`, the server as a whole, lists every method any path allows); another method it is not served with
/// is a 405 problem with `Allow` (RFC 9110 §9.3.7, §15.5.6).
///
/// Added to the router after every route: a middleware added then wraps only the router's not-found answer, so
/// routed requests never pass through it.
struct AllowedMethodsMiddleware: RouterMiddleware {
    typealias Context = BasicRequestContext

    /// Each served path's segments (a `{capture}` or `*` matches any one segment) with its methods.
    private let routes: [(segments: [Substring], methods: [HTTPRequest.Method])]

    /// For the routes `router` has now.
    init(routes: [Router<Context>.RouteDescription]) {
        var table: [String: [HTTPRequest.Method]] = [:]
        for route in routes {
            table[route.path.description, default: []].append(route.method)
            if route.method == .get { table[route.path.description, default: []].append(.head) }
        }
        self.routes = table.map { path, methods in
            (path.split(separator: "/"), methods)
        }
    }

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            // `*` is the server as a whole, and only OPTIONS asks about it (RFC 9110 §9.3.7).
            let isServerWide = request.method == .options && request.uri.path == "*"
            let allowed = allowedMethods(for: isServerWide ? nil : request.uri.path)
            guard !allowed.isEmpty else { throw error }
            let allow = allowed.map(\.rawValue).joined(separator: ", ")
            if request.method == .options { return Response(status: .noContent, headers: [.allow: allow]) }
            // A method the table lists that the router still did not find: its not-found stands.
            guard !allowed.contains(request.method) else { throw error }
            var response = try ProblemMiddleware.problem(for: .methodNotAllowed, request: request)
                .response(from: request, context: context)
            response.headers[.allow] = allow
            return response
        }
    }

    /// The methods `path` allows, in a stable order, `OPTIONS` among them; empty when no route has that path. For
    /// `nil`, the server as a whole: what any path allows.
    func allowedMethods(for path: String?) -> [HTTPRequest.Method] {
        let segments = path?.split(separator: "/")
        let served = routes.filter { route in segments.map { Self.matches(route.segments, $0) } ?? true }
            .flatMap(\.methods)
        guard !served.isEmpty else { return [] }
        return Set(served.map(\.rawValue) + [HTTPRequest.Method.options.rawValue]).sorted()
            .compactMap { HTTPRequest.Method($0) }
    }

    private static func matches(_ pattern: [Substring], _ segments: [Substring]) -> Bool {
        pattern.count == segments.count
            && zip(pattern, segments).allSatisfy { expected, actual in
                expected == actual || expected == "*" || (expected.hasPrefix("{") && expected.hasSuffix("}"))
            }
    }
}

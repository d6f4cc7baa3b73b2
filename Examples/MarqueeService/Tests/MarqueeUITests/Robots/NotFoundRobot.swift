import Testing

/// The not-found page (HTTP 404), for an unknown address or an id nothing has.
struct NotFoundRobot: Robot {
    static let screen = "notFound"
    let app: UITestApp

    /// Opens `path`, expecting the not-found page.
    @discardableResult
    static func open(
        in app: UITestApp, path: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> NotFoundRobot {
        try await open(path, in: app, sourceLocation: sourceLocation)
    }

    @discardableResult
    func tapHome(sourceLocation: SourceLocation = #_sourceLocation) async throws -> MovieListRobot {
        try await tap("home", to: MovieListRobot.self, sourceLocation: sourceLocation)
    }

    @discardableResult
    func checkMessage(contains part: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Self {
        try await checkText("message", contains: part, sourceLocation: sourceLocation)
    }
}

import Hummingbird
import MarqueeKit

/// `GET /health/live`: a constant 200, for liveness probes (and the benchmark's baseline: the cheapest route).
///
/// `GET /health`: 200 while the service runs, with what it serves from. `movies` is `ready`, or `not configured`
/// with the reason (naming the credential variables) when live movies lack a credential: the process is healthy
/// and serves characters, so a liveness probe must not restart it, but a reader sees why movies answer 503.
struct HealthRoutes: Sendable {
    let dependencies: @Sendable () -> AppDependencies
    let mode: LaunchMode

    func add(to router: Router<BasicRequestContext>) {
        router.get("health") { _, _ in health() }
        router.get("health/live") { _, _ in Response.json(.object(["status": .string("ok")])) }
    }

    private func health() -> Response {
        let current = dependencies()
        var object: JSONObject = ["status": .string("ok")]
        switch mode {
        case .live: object.append("mode", .string("live"))
        case .uiTest(let launch):
            object.append(contentsOf: ["mode": .string("uiTest"), "launchScenario": .string(launch.scenarioName)])
        }
        do {
            _ = try current.movies
            object.append("movies", .string("ready"))
        } catch {
            object.append("movies", .string("not configured: \(error.description)"))
        }
        object.append("characters", .string("ready"))
        return .json(.object(object))
    }
}

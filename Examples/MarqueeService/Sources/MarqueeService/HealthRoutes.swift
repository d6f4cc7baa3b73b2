import Hummingbird
import MarqueeKit

/// `GET /health/live`: a constant 200, for liveness probes (and the benchmark's baseline: the cheapest route).
///
/// `GET /health`: 200 while the service runs, with what it serves from. `movies` is `ready`, or `not configured`
/// with the reason (naming the credential variables) when live movies lack a credential: the process is healthy
/// and serves characters, so a liveness probe must not restart it, but a reader sees why movies answer 503.
///
/// `GET /health/ready`: for readiness probes. 200 `{"status":"ready"}`, or 503 `{"status":"shedding"}` with
/// `Retry-After: 1` while the service sheds upstream work (a request shed within ``UpstreamMetrics/sheddingMemory``),
/// so a balancer sends new visitors to another replica meanwhile; either way `rateLimitWindowsOpen` says how many
/// upstream hosts are inside a `Retry-After` window (not a reason to stop sending visitors here: the cache still
/// serves, and another replica with the same credential is inside the same window). Liveness never depends on it.
struct HealthRoutes: Sendable {
    let dependencies: @Sendable () -> AppDependencies
    let mode: LaunchMode
    /// The upstream stack's observer, live only; `nil` (always ready) under `-uitest`.
    var pressure: UpstreamMetrics? = nil

    func add(to router: Router<BasicRequestContext>) {
        router.get("health") { _, _ in health() }
        router.get("health/live") { _, _ in Response.json(.object(["status": .string("ok")])) }
        router.get("health/ready") { _, _ in readiness() }
    }

    private func readiness() -> Response {
        let shedding = pressure?.isShedding ?? false
        let windows = pressure?.openWindowCount ?? 0
        var response = Response.json(
            .object([
                "status": .string(shedding ? "shedding" : "ready"), "rateLimitWindowsOpen": .integer(windows),
            ]), status: shedding ? .serviceUnavailable : .ok)
        if shedding { response.headers[.retryAfter] = "1" }
        return response
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

import Foundation
import Testing
import UITestKit
import UITestScenario

extension UITest {
    /// Launches `marquee-service` live (no `-uitest`) against an ``UpstreamReplayServer`` of this test's own, with
    /// `scenario`'s HTTP equivalent applied, and a browser; runs `body` with both, and stops all three. `body` makes
    /// the upstream's endpoints behave as the test needs (``UpstreamReplayServer/push(_:on:delay:)``). `upstreamTimeout`
    /// sets the service's `MARQUEE_UPSTREAM_TIMEOUT_MS` (its 30 s when `nil`), for a test whose upstream holds its answer longer;
    /// `serviceEnvironment` adds to (or replaces) the service's environment.
    /// A failure bundle gets `upstream-requests.txt`, what the service asked the upstream and the status each request
    /// was answered with (``UpstreamReplayServer/requestLog()``), in place of the stubs' calls a live service does not serve.
    ///
    /// ```swift
    /// @Test("A 429 says when to try again", .replayOnly)
    /// func rateLimited() async {
    ///     await UITest.launchOnReplay { app, upstream in
    ///         upstream.push(.failing(.rateLimited(retryAfter: .seconds(120))), on: .popularMovies)
    ///         try await MovieListRobot.open(in: app).checkRetryAfter(contains: "2 minutes")
    ///     }
    /// }
    /// ```
    static func launchOnReplay(
        _ scenario: Scenario = .happyPath, upstreamTimeout: Duration? = nil, serviceEnvironment: [String: String] = [:],
        viewport: BrowserOptions.Viewport = .desktop, environment: UITestEnvironment = .current,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ body: @Sendable (UITestApp, UpstreamReplayServer) async throws -> Void
    ) async {
        let upstream: UpstreamReplayServer
        do {
            upstream = try UpstreamReplayServer.start(scenario)
        } catch {
            Issue.record("UI test setup failed: \(error)", sourceLocation: sourceLocation)
            return
        }
        let service = ServiceLaunch(
            name: "marquee-service", executable: marqueeServiceBinary(environment: environment),
            arguments: ["--hostname", environment.serviceAddress.bind, "--port", "0"],
            environment: upstream.serviceEnvironment(upstreamTimeout: upstreamTimeout).merging(serviceEnvironment) {
                $1
            })
        await launch(
            service, label: "replay/\(scenario.name)", viewport: viewport, environment: environment,
            bundleExtras: [.init("upstream-requests.txt") { upstream.requestLog() }], sourceLocation: sourceLocation
        ) { app in
            try await body(app, upstream)
        }
        await upstream.stop()
    }
}

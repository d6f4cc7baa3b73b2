import Foundation
import Testing
import UITestKit
import UITestScenario

extension UITest {
    /// Launches `marquee-service -uitest -uitest-scenario S --hostname H --port 0` on stubs with `scenario` and a
    /// browser, runs `body` with them, and stops both (UITestKit's `UITest.launch`, one folder per scenario).
    ///
    /// ```swift
    /// @Test("Popular movies open a movie's details")
    /// func popularToDetails() async {
    ///     await UITest.launch(.happyPath) { app in
    ///         try await MovieListRobot.open(in: app)
    ///             .tapMovie(id: 550)
    ///             .checkTitle("Fight Club")
    ///     }
    /// }
    /// ```
    ///
    /// On the replay backend (`UI_TEST_BACKEND=replay`, ``UITestBackend``) the service runs live instead, against a
    /// replay of the recordings with `scenario`'s HTTP equivalent (``launchOnReplay(_:upstreamTimeout:viewport:environment:sourceLocation:_:)``).
    ///
    /// `MARQUEE_SERVICE_BINARY` names another `marquee-service` than the one `swift test` built next to the tests.
    static func launch(
        _ scenario: Scenario, viewport: BrowserOptions.Viewport = .desktop, environment: UITestEnvironment = .current,
        sourceLocation: SourceLocation = #_sourceLocation, _ body: @Sendable (UITestApp) async throws -> Void
    ) async {
        switch UITestBackend.current {
        case .stub: break
        case .replay:
            await launchOnReplay(
                scenario, viewport: viewport, environment: environment, sourceLocation: sourceLocation
            ) { app, _ in try await body(app) }
            return
        case nil:
            Issue.record("UI test setup failed: \(UITestBackend.unknownBackendMessage)", sourceLocation: sourceLocation)
            return
        }
        let service: ServiceLaunch
        do {
            service = try marqueeService(scenario: scenario, environment: environment)
        } catch {
            Issue.record("UI test setup failed: \(error)", sourceLocation: sourceLocation)
            return
        }
        await launch(
            service, label: scenario.name, viewport: viewport, environment: environment,
            sourceLocation: sourceLocation, body)
    }

    /// `marquee-service` in UI-test mode on `scenario`, bound to the environment's address on port 0.
    static func marqueeService(scenario: Scenario, environment: UITestEnvironment) throws -> ServiceLaunch {
        ServiceLaunch(
            name: "marquee-service", executable: marqueeServiceBinary(environment: environment),
            arguments: [
                "-uitest", "-uitest-scenario", try scenario.launchArgument(), "--hostname",
                environment.serviceAddress.bind, "--port", "0",
            ])
    }
}

extension UITest {
    /// The `marquee-service` the tests launch: `MARQUEE_SERVICE_BINARY`, else the one `swift test` built.
    static func marqueeServiceBinary(environment: UITestEnvironment) -> URL {
        environment.variables["MARQUEE_SERVICE_BINARY"].map { URL(filePath: $0) }
            ?? environment.builtProduct(named: "marquee-service")
    }
}

extension Scenario {
    /// How `-uitest-scenario` spells this scenario: a preset's name, else its JSON.
    func launchArgument() throws -> String {
        if name != "custom" { return name }
        return String(decoding: try JSONEncoder().encode(self), as: UTF8.self)
    }
}

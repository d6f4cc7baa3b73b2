import Foundation
import Testing
import UITestKit
import UITestScenario

extension UITest {
    /// Runs `body` in a UI-test session of its own simulating `scenario`, on the one `marquee-service -uitest` the
    /// suite shares (UITestKit's `UITest.launch(sharing:scenario:…)`, one failure folder per scenario), with a
    /// browser carrying the session's cookie.
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
        let argument: String
        do {
            argument = try scenario.launchArgument()
        } catch {
            Issue.record("UI test setup failed: \(error)", sourceLocation: sourceLocation)
            return
        }
        guard environment.variables[processPerTestVariable] == "1" else {
            await launch(
                sharing: marqueeService(launchArgument: Scenario.happyPath.name, environment: environment),
                scenario: argument, label: scenario.name, viewport: viewport, environment: environment,
                sourceLocation: sourceLocation, body)
            return
        }
        await launch(
            marqueeService(launchArgument: argument, environment: environment), label: scenario.name,
            viewport: viewport, environment: environment, sourceLocation: sourceLocation, body)
    }

    /// `UI_TEST_PROCESS_PER_TEST=1` launches a `marquee-service` per test, on its scenario, as before the suite
    /// shared one: to measure what sharing saves, or to rule sharing out when a test misbehaves.
    static let processPerTestVariable = "UI_TEST_PROCESS_PER_TEST"

    /// `marquee-service` in UI-test mode on `scenario`, bound to the environment's address on port 0.
    static func marqueeService(scenario: Scenario, environment: UITestEnvironment) throws -> ServiceLaunch {
        marqueeService(launchArgument: try scenario.launchArgument(), environment: environment)
    }

    /// `marquee-service` in UI-test mode on the scenario `launchArgument` names, bound to the environment's address
    /// on port 0.
    static func marqueeService(launchArgument: String, environment: UITestEnvironment) -> ServiceLaunch {
        ServiceLaunch(
            name: "marquee-service", executable: marqueeServiceBinary(environment: environment),
            arguments: [
                "-uitest", "-uitest-scenario", launchArgument, "--hostname", environment.serviceAddress.bind, "--port",
                "0",
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

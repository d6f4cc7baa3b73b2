import Foundation
import Testing
import UITestScenario

/// Starts the system under test for one UI test and tears it down after, whatever happens.
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
/// Each call launches its own `marquee-service -uitest -uitest-scenario S --port 0` and its own browser session
/// (its own chromedriver unless `WEBDRIVER_URL` is set, its own empty profile), at most
/// `MARQUEE_UI_TEST_PAIRS` at a time. Nothing is retried. When `body` throws, the failure is recorded at the
/// test's own line (a ``RobotFailure`` carries it), with the failure bundle's folder in the message.
enum UITest {
    static func launch(
        _ scenario: Scenario, sourceLocation: SourceLocation = #_sourceLocation,
        _ body: (UITestApp) async throws -> Void
    ) async {
        let environment = UITestEnvironment.current
        // `Module.Suite/test()/File.swift:6:6` → `Module.Suite/test()`, plus the scenario: one folder per case.
        let testID = Test.current.map { "\($0.id)" } ?? "ui-test"
        let testName =
            testID.split(separator: "/").filter { !$0.contains(".swift:") }.joined(separator: "/")
            + "/\(scenario.name)"
        await PairGate.shared.acquire()
        // Timed from here: the time a test waited for a free pair is not its own.
        let clock = ContinuousClock()
        let started = clock.now
        var resources = Resources()
        do {
            let auditor = try AccessibilityAuditor(
                environment: environment.variables, packageDirectory: environment.packageDirectory)
            let service = try await ServiceProcess.launch(
                binary: environment.serviceBinary, scenario: scenario)
            resources.service = service
            let connection: WebDriverConnection
            let options: BrowserOptions
            if let remote = environment.webDriverURL {
                connection = WebDriverConnection(baseURL: remote)
                options = BrowserOptions()
            } else {
                let driver = try await ChromeDriverProcess.start(environment: environment.variables)
                resources.driver = driver
                let profile = FileManager.default.temporaryDirectory
                    .appending(path: "marquee-ui-profile-\(ProcessInfo.processInfo.processIdentifier)-\(UUID())")
                resources.profile = profile
                connection = WebDriverConnection(baseURL: driver.url)
                options = environment.localBrowserOptions(profile: profile)
            }
            let session = try await WebDriverSession.start(on: connection, options: options)
            resources.session = session
            let app = UITestApp(service: service, session: session, auditor: auditor)
            do {
                try await body(app)
            } catch {
                let location = (error as? RobotFailure)?.sourceLocation ?? sourceLocation
                let screen = (error as? RobotFailure).map { "/\($0.screen)" } ?? ""
                let folder = await FailureBundle.write(
                    for: app, testName: testName + screen, failure: "\(error)",
                    buildDirectory: environment.buildDirectory, sourceLocation: location)
                Issue.record(
                    "\(error)\nFailure bundle: \(folder.path(percentEncoded: false))", sourceLocation: location)
            }
        } catch {
            var message = "UI test setup failed: \(error)"
            if let service = resources.service {
                message += "\nService log:\n" + service.process.output.lines.suffix(20).joined(separator: "\n")
            }
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
        await resources.release()
        await PairGate.shared.release()
        // One line per test for Scripts/measure-ui-tests: its own time, without the wait for a pair.
        let seconds = (clock.now - started) / .milliseconds(1) / 1000
        print("ui-test-duration \(testName) \(String(format: "%.2f", seconds))")
    }
}

/// What one launch started, released in reverse order.
private struct Resources {
    var service: ServiceProcess?
    var driver: ChromeDriverProcess?
    var profile: URL?
    var session: WebDriverSession?

    func release() async {
        await session?.end()
        await driver?.process.stop()
        if let profile { try? FileManager.default.removeItem(at: profile) }
        if let service {
            let status = await service.process.stop()
            if status != 0 {
                Issue.record(
                    "marquee-service did not exit cleanly on SIGTERM (status \(status.map(String.init) ?? "none"))")
            }
        }
    }
}

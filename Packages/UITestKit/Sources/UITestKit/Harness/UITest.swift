import Foundation
import Synchronization
import Testing

/// Starts the system under test for one UI test and tears it down after, whatever happens.
///
/// ```swift
/// @Test("The cart checks out")
/// func checkout() async {
///     await UITest.launch(myService(scenario: "happyPath")) { app in
///         try await CartRobot.open("/cart", in: app)
///             .checkout()
///             .checkTotal("12.50")
///     }
/// }
/// ```
///
/// Each call launches its own service (``ServiceLaunch``: any executable, bound to port 0) and, at the same time,
/// its own browser session (with `viewport`'s size: ``BrowserOptions/Viewport/narrow`` for a small phone's 360 px;
/// its own Chromium with its own empty profile, on the process's one chromedriver unless `WEBDRIVER_URL` is set),
/// at most `UI_TEST_PAIRS` at a time (``PairGate``). Nothing is retried.
///
/// Every failure leaves a ``FailureBundle``, written while the browser is still up: when `body` throws, the error
/// is recorded at the test's own line (a ``RobotFailure`` carries it) with the bundle's folder in the message; when
/// `body` records an issue instead (a failed `#expect`, observed through Swift Testing's issue handling), or is
/// cancelled (a time limit), a warning names the folder; a failed setup records its error with the folder too.
public enum UITest {
    /// Launches `service` and a browser, runs `body` with them, and stops both. `label` (a scenario's name) tells
    /// the cases of one parameterised test apart in the failure bundle's folder and the `ui-test-duration` line.
    /// `bundleExtras` are files of the test's own (``FailureBundle/Extra``) added to its failure bundle, collected
    /// only when it fails.
    public static func launch(
        _ service: ServiceLaunch, label: String? = nil, viewport: BrowserOptions.Viewport = .desktop,
        environment: UITestEnvironment = .current, bundleExtras: [FailureBundle.Extra] = [],
        sourceLocation: SourceLocation = #_sourceLocation,
        _ body: @Sendable (UITestApp) async throws -> Void
    ) async {
        let testName = FailureBundle.testName(label: label, viewport: viewport)
        let sharesDriver = environment.webDriverURL == nil
        if sharesDriver { await SharedChromeDriver.shared.checkIn() }
        await PairGate.shared.acquire()
        // Timed from here: the time a test waited for a free pair is not its own.
        var timing = LaunchTiming()
        var resources = Resources()
        do {
            let auditor = try AccessibilityAuditor(environment: environment.variables)
            // The service and the browser start side by side: neither needs the other until the first page.
            async let launched = outcome {
                try await ServiceProcess.launch(service, address: environment.serviceAddress)
            }
            async let started = outcome { try await startSession(environment: environment, viewport: viewport) }
            let (serviceOutcome, sessionOutcome) = await (launched, started)
            resources.service = try? serviceOutcome.get()
            resources.session = try? sessionOutcome.get()
            let service = try serviceOutcome.get()
            let session = try sessionOutcome.get()
            timing.mark("start")
            let app = UITestApp(service: service, session: session, viewport: viewport, auditor: auditor)
            if let failure = await run(body, in: app, sourceLocation: sourceLocation) {
                // Its own task: a body cut short by cancellation still gets its screenshot and page.
                let folder = await Task {
                    await FailureBundle.write(
                        for: app, testName: testName + (failure.screen.map { "/\($0)" } ?? ""),
                        failure: failure.description, buildDirectory: environment.buildDirectory,
                        extras: bundleExtras, sourceLocation: failure.sourceLocation)
                }.value
                failure.record(bundle: folder)
            }
            timing.mark("body")
            timing.note("audits", "\(app.auditCount)/\(LaunchTiming.seconds(app.auditTime))")
        } catch {
            var message = "UI test setup failed: \(error)"
            if let service = resources.service {
                message += "\nService log:\n" + service.process.output.lines.suffix(20).joined(separator: "\n")
            }
            let (started, failure) = (resources, message)
            let folder = await Task {
                await FailureBundle.write(
                    service: started.service, session: started.session, auditedStates: [], testName: testName,
                    failure: failure, buildDirectory: environment.buildDirectory, extras: bundleExtras,
                    sourceLocation: sourceLocation)
            }.value
            message += "\nFailure bundle: \(folder.path(percentEncoded: false))"
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
        // Its own task too: a cancelled test still ends its browser session and stops its service.
        let started = resources
        await Task { await started.release() }.value
        timing.mark("teardown")
        // One line per test for Scripts/measure-ui-tests: its own time, without the wait for a pair, and its phases.
        print("ui-test-duration \(testName) \(timing.summary)")
        await PairGate.shared.release()
        if sharesDriver { await SharedChromeDriver.shared.checkOut() }
    }

    /// A browser session on `WEBDRIVER_URL`, else on the shared local chromedriver. Either way the endpoint gives
    /// the session's browser a fresh profile of its own (a new temporary user-data directory, removed when the
    /// session ends).
    private static func startSession(
        environment: UITestEnvironment, viewport: BrowserOptions.Viewport
    ) async throws -> WebDriverSession {
        if let remote = environment.webDriverURL {
            let options = BrowserOptions(onlyHost: environment.serviceAddress.host, viewport: viewport)
            return try await WebDriverSession.start(on: WebDriverConnection(baseURL: remote), options: options)
        }
        let driver = try await SharedChromeDriver.shared.url(environment: environment.variables)
        return try await WebDriverSession.start(
            on: WebDriverConnection(baseURL: driver), options: environment.localBrowserOptions(viewport: viewport))
    }

    /// Runs `body`, watching the issues it records, and says how it failed, if it did: the error it threw, else the
    /// first failing issue it recorded, else its cancellation.
    private static func run(
        _ body: @Sendable (UITestApp) async throws -> Void, in app: UITestApp, sourceLocation: SourceLocation
    ) async -> BodyFailure? {
        let recorded = RecordedIssues()
        do {
            try await observingIssues(into: recorded) { try await body(app) }
        } catch {
            let robotFailure = error as? RobotFailure
            let cancelled = Task.isCancelled ? "the test was cancelled (its time limit passed?): " : ""
            return BodyFailure(
                description: cancelled + "\(error)", sourceLocation: robotFailure?.sourceLocation ?? sourceLocation,
                screen: robotFailure?.screen, wasThrown: true)
        }
        if let issue = recorded.first {
            return BodyFailure(
                description: "\(issue)", sourceLocation: issue.sourceLocation ?? sourceLocation, screen: nil,
                wasThrown: false)
        }
        if Task.isCancelled {
            return BodyFailure(
                description: "the test was cancelled (its time limit passed?)", sourceLocation: sourceLocation,
                screen: nil, wasThrown: false)
        }
        return nil
    }

    /// Runs `body` in the scope of an issue-handling trait that notes every failing issue recorded in it (and
    /// passes it on unchanged); outside a test, just runs `body`.
    private static func observingIssues(
        into recorded: RecordedIssues, _ body: @Sendable () async throws -> Void
    ) async throws {
        guard let test = Test.current else { return try await body() }
        let observer = IssueHandlingTrait.compactMapIssues { issue in
            recorded.note(issue)
            return issue
        }
        try await observer.provideScope(for: test, testCase: Test.Case.current, performing: body)
    }

    /// `body`'s value or error, so that two parallel starts can both finish before either failure is handled.
    private static func outcome<Value>(_ body: () async throws -> Value) async -> Result<Value, any Error> {
        do {
            return .success(try await body())
        } catch {
            return .failure(error)
        }
    }
}

/// How a test's body failed: what to write in the bundle, where to report it.
private struct BodyFailure {
    let description: String
    let sourceLocation: SourceLocation
    /// The screen a robot failed on, for the bundle's folder name.
    let screen: String?
    /// Whether the body threw (nothing recorded it yet) or recorded an issue (or was cancelled) itself.
    let wasThrown: Bool

    /// A thrown error is recorded as the test's failure, with the bundle; a recorded issue already failed the test,
    /// so the bundle is named in a warning.
    func record(bundle folder: URL) {
        let path = folder.path(percentEncoded: false)
        if wasThrown {
            Issue.record(Comment(rawValue: "\(description)\nFailure bundle: \(path)"), sourceLocation: sourceLocation)
        } else {
            Issue.record(
                Comment(rawValue: "Failure bundle: \(path)"), severity: .warning, sourceLocation: sourceLocation)
        }
    }
}

/// The failing issues a test's body recorded, noted by the issue handler (called on whichever thread records the
/// issue) and read after the body: the mutex is the only access path.
private final class RecordedIssues: Sendable {
    private let issues = Mutex<[Issue]>([])

    /// The first one, if any.
    var first: Issue? { issues.withLock { $0.first } }

    /// Notes `issue` when it is an error, not a warning. A known one counts too (Swift Testing hands the handler an
    /// issue already matched by a `withKnownIssue`, inside the body or around the launch): its bundle shows what the
    /// known issue saw.
    func note(_ issue: Issue) {
        guard issue.severity >= .error else { return }
        issues.withLock { $0.append(issue) }
    }
}

/// What one launch started, released together.
private struct Resources {
    var service: ServiceProcess?
    var session: WebDriverSession?

    /// Ends the browser session and stops the service side by side.
    func release() async {
        async let serviceStatus = service?.process.stop()
        await session?.end()
        let status = await serviceStatus
        if service != nil, status != 0 {
            Issue.record(
                Comment(
                    rawValue: "\(service?.process.name ?? "the service") did not exit cleanly on SIGTERM "
                        + "(status \(status.map(String.init) ?? "none"))"))
        }
    }
}

/// The phases of one launch, for the `ui-test-duration` line: where a test's time goes.
private struct LaunchTiming {
    private let clock = ContinuousClock()
    private let started: ContinuousClock.Instant
    private var last: ContinuousClock.Instant
    private var phases: [String] = []

    init() {
        started = clock.now
        last = started
    }

    /// Ends the phase `name` now.
    mutating func mark(_ name: String) {
        let now = clock.now
        note(name, Self.seconds(now - last))
        last = now
    }

    mutating func note(_ name: String, _ value: String) {
        phases.append("\(name)=\(value)")
    }

    /// `<total seconds> start=… body=… audits=N/… teardown=…`.
    var summary: String { "\(Self.seconds(clock.now - started)) \(phases.joined(separator: " "))" }

    static func seconds(_ duration: Duration) -> String {
        String(format: "%.2f", Double(duration / .milliseconds(1)) / 1000)
    }
}

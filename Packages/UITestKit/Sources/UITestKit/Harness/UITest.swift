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
/// takes a browser session (with `viewport`'s size: ``BrowserOptions/Viewport/narrow`` for a small phone's 360 px;
/// a Chromium with its own empty profile, on the process's one chromedriver unless `WEBDRIVER_URL` is set): one a
/// passing test left, readied on a page of this test's service with its cookies deleted (a browser starts in about
/// 2 s, most of a test's start), else a new one. At most `UI_TEST_PAIRS` at a time (`PairGate`). Nothing is retried. Tests that need
/// nothing of the process but a scenario run faster still in sessions of a shared one
/// (``launch(sharing:scenario:label:viewport:environment:bundleExtras:sourceLocation:_:)``).
///
/// Every failure leaves a ``FailureBundle``, written while the browser is still up, and its headline is the real
/// message: when `body` throws, the error is recorded at the test's own line (a ``RobotFailure`` carries it), its
/// message the headline and the bundle's folder on the line below; when `body` records an issue instead (a failed
/// `#expect`, observed through Swift Testing's issue handling), that issue keeps its headline and gets the folder
/// as a comment; a cancelled body (a time limit) and a failed setup are recorded with the folder too. The first
/// launch of a test process empties the build folder's `ui-test-failures`, so every bundle in it is this run's.
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
        guard UITestShard.checkCurrentTest(environment: environment.variables, sourceLocation: sourceLocation) else {
            return
        }
        guard environment.driver == .chromium else {
            return await launchOnHTMLDriver(
                service, sharing: false, scenario: nil, label: label, viewport: viewport, environment: environment,
                bundleExtras: bundleExtras, sourceLocation: sourceLocation, body)
        }
        let testName = FailureBundle.testName(label: label, viewport: viewport)
        FailureBundle.clearEarlierRuns(in: environment.buildDirectory)
        let sharesDriver = environment.webDriverURL == nil
        if sharesDriver { await SharedChromeDriver.shared.checkIn() }
        await SuiteResources.shared.checkIn()
        await PairGate.shared.acquire()
        // Timed from here: the time a test waited for a free pair is not its own.
        var timing = LaunchTiming()
        var resources = Resources()
        var passed = false
        do {
            let auditor = try AccessibilityAuditor(environment: environment.variables)
            // The service and the browser start side by side: neither needs the other until the first page.
            async let launched = outcome {
                try await ServiceProcess.launch(service, address: environment.serviceAddress)
            }
            async let started = outcome {
                try await SuiteResources.shared.browser(viewport: viewport, environment: environment) {
                    try await startSession(environment: environment, viewport: viewport)
                }
            }
            let (serviceOutcome, sessionOutcome) = await (launched, started)
            resources.service = try? serviceOutcome.get()
            resources.session = try? sessionOutcome.get()
            let service = try serviceOutcome.get()
            let session = try await SuiteResources.shared.ready(
                try sessionOutcome.get(), for: service.browserURL, viewport: viewport, environment: environment
            ) {
                try await startSession(environment: environment, viewport: viewport)
            }
            resources.session = session
            timing.mark("start")
            let app = UITestApp(service: service, session: session, viewport: viewport, auditor: auditor)
            passed = await runBody(
                body, in: app, testName: testName, environment: environment, bundleExtras: bundleExtras,
                timing: &timing, sourceLocation: sourceLocation)
        } catch {
            let serviceLog = (error as? UITestSetupError)?.serviceLog ?? []
            let (started, failure) = (resources, "UI test setup failed: \(error)")
            let folder = await Task {
                await FailureBundle.writeSetupFailure(
                    service: started.service, serviceLog: serviceLog, testName: testName, failure: failure,
                    buildDirectory: environment.buildDirectory, extras: bundleExtras, sourceLocation: sourceLocation)
            }.value
            // A service that failed to start is quoted in the error already; a running one's log is added here.
            let log = started.service?.process.output.lines ?? []
            let details =
                (log.isEmpty
                    ? [] : ["Service log (last \(min(log.count, 20)) lines):"] + log.suffix(20).map { "  " + $0 })
                + ["Failure bundle: \(folder.path(percentEncoded: false))"]
            UITestIssue(failure, details: details).record(sourceLocation: sourceLocation)
        }
        // Its own task too: a cancelled test still ends (or, after a pass, gives back) its browser session and stops
        // its service.
        let (started, reusable) = (resources, passed)
        await Task {
            var release = started
            if reusable, let browser = started.session {
                release.session = nil
                await SuiteResources.shared.giveBack(browser, viewport: viewport, environment: environment)
            }
            await release.release(sourceLocation: sourceLocation)
        }.value
        timing.mark("teardown")
        // One line per test for Scripts/measure-ui-tests: its own time, without the wait for a pair, and its phases.
        print("ui-test-duration \(testName) \(timing.summary)")
        await PairGate.shared.release()
        await SuiteResources.shared.checkOut(sourceLocation: sourceLocation)
        if sharesDriver { await SharedChromeDriver.shared.checkOut() }
    }

    /// A browser session on `WEBDRIVER_URL`, else on the shared local chromedriver. Either way the endpoint gives
    /// the session's browser a fresh profile of its own (a new temporary user-data directory, removed when the
    /// session ends).
    static func startSession(
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

    /// Runs `body` with `app` and says whether it passed. When it failed, writes the failure bundle of `testName`
    /// (in a folder named after the screen a robot failed on, if one did; in a task of its own, so that a body cut
    /// short by cancellation still gets its screenshot and page) and records the failure with the bundle's folder.
    /// Marks the `body` phase of `timing` and notes its audits.
    static func runBody(
        _ body: @Sendable (UITestApp) async throws -> Void, in app: UITestApp, testName: String,
        environment: UITestEnvironment, bundleExtras: [FailureBundle.Extra], timing: inout LaunchTiming,
        sourceLocation: SourceLocation
    ) async -> Bool {
        // A recorded issue (a failed `#expect`) keeps its own headline and gets the bundle's folder as a comment;
        // the folder is the one written below for a failure on no particular screen.
        let issueBundle = FailureBundle.folder(for: testName, in: environment.buildDirectory)
        let failure = await run(body, in: app, issueBundle: issueBundle, sourceLocation: sourceLocation)
        if let failure {
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
        return failure == nil
    }

    /// Runs `body`, watching the issues it records, and says how it failed, if it did: the error it threw, else the
    /// first failing issue it recorded (which gets `issueBundle`'s path as a comment), else its cancellation.
    static func run(
        _ body: @Sendable (UITestApp) async throws -> Void, in app: UITestApp, issueBundle: URL,
        sourceLocation: SourceLocation
    ) async -> BodyFailure? {
        let recorded = RecordedIssues(bundleComment: "Failure bundle: \(issueBundle.path(percentEncoded: false))")
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
                wasThrown: false, recordedIssue: true)
        }
        if Task.isCancelled {
            return BodyFailure(
                description: "the test was cancelled (its time limit passed?)", sourceLocation: sourceLocation,
                screen: nil, wasThrown: false)
        }
        return nil
    }

    /// Runs `body` in the scope of an issue-handling trait that notes every failing issue recorded in it (and
    /// passes it on, the first one with the failure bundle's folder as a comment); outside a test, just runs `body`.
    private static func observingIssues(
        into recorded: RecordedIssues, _ body: @Sendable () async throws -> Void
    ) async throws {
        guard let test = Test.current else { return try await body() }
        let observer = IssueHandlingTrait.compactMapIssues { issue in
            recorded.note(issue)
        }
        try await observer.provideScope(for: test, testCase: Test.Case.current, performing: body)
    }

    /// `body`'s value or error, so that two parallel starts can both finish before either failure is handled.
    static func outcome<Value>(_ body: () async throws -> Value) async -> Result<Value, any Error> {
        do {
            return .success(try await body())
        } catch {
            return .failure(error)
        }
    }
}

/// How a test's body failed: what to write in the bundle, where to report it.
struct BodyFailure {
    let description: String
    let sourceLocation: SourceLocation
    /// The screen a robot failed on, for the bundle's folder name.
    let screen: String?
    /// Whether the body threw (nothing recorded it yet).
    let wasThrown: Bool
    /// Whether the body recorded a failing issue itself (which names the bundle).
    var recordedIssue = false

    /// A thrown error (or a cancellation) is recorded as the test's failure, its message the headline and the
    /// bundle's folder the comment; a recorded issue already failed the test and carries the folder itself.
    func record(bundle folder: URL) {
        guard wasThrown || !recordedIssue else { return }
        UITestIssue(description, details: ["Failure bundle: \(folder.path(percentEncoded: false))"])
            .record(sourceLocation: sourceLocation)
    }
}

/// The failing issues a test's body recorded, noted by the issue handler (called on whichever thread records the
/// issue) and read after the body: the mutex is the only access path.
private final class RecordedIssues: Sendable {
    private let issues = Mutex<[Issue]>([])
    /// The comment the first failing issue gets: where its failure bundle will be.
    private let bundleComment: String

    init(bundleComment: String) {
        self.bundleComment = bundleComment
    }

    /// The first one, if any.
    var first: Issue? { issues.withLock { $0.first } }

    /// Notes `issue` when it is an error, not a warning, and returns it to be recorded: the first one with the
    /// bundle's folder as a comment. A known one counts too (Swift Testing hands the handler an issue already
    /// matched by a `withKnownIssue`, inside the body or around the launch): its bundle shows what the known issue
    /// saw.
    func note(_ issue: Issue) -> Issue {
        guard issue.severity >= .error else { return issue }
        return issues.withLock { issues in
            var passed = issue
            if issues.isEmpty { passed.comments.append(Comment(rawValue: bundleComment)) }
            issues.append(issue)
            return passed
        }
    }
}

/// What one launch started, released together.
struct Resources {
    var service: ServiceProcess?
    var session: WebDriverSession?

    /// Ends the browser session and stops the service side by side; a service that does not exit cleanly fails the
    /// test at `sourceLocation`.
    func release(sourceLocation: SourceLocation) async {
        async let serviceStatus = service?.process.stop()
        await session?.end()
        let status = await serviceStatus
        if service != nil, status != 0 {
            let lines = service?.process.output.lines.suffix(10).map { "  " + $0 } ?? []
            UITestIssue(
                "\(service?.process.name ?? "the service") did not exit cleanly on SIGTERM "
                    + "(status \(status.map(String.init) ?? "none"))",
                details: lines.isEmpty ? [] : ["Its last lines:"] + lines
            ).record(sourceLocation: sourceLocation)
        }
    }
}

/// The phases of one launch, for the `ui-test-duration` line: where a test's time goes.
struct LaunchTiming {
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
        String(format: "%.3f", Double(duration / .microseconds(1)) / 1_000_000)
    }
}

import Foundation
import Testing

extension UITest {
    /// Runs one UI test in a session of its own on a service the whole test process shares: the fast way, for
    /// every test that needs nothing of the process but its scenario.
    ///
    /// ```swift
    /// @Test("The cart checks out")
    /// func checkout() async {
    ///     await UITest.launch(sharing: myService(), scenario: "happyPath") { app in
    ///         try await CartRobot.open("/cart", in: app)
    ///             .checkout()
    ///             .checkTotal("12.50")
    ///     }
    /// }
    /// ```
    ///
    /// The first test starts `service` (with `-uitest`; its arguments are the key: tests that launch it alike share
    /// one process), and the last one to finish stops it. Each test then starts a UI-test session of its own in it
    /// (``StubControl/startSession(scenario:sourceLocation:)``, simulating `scenario`, a preset name or inline JSON,
    /// the launch scenario when `nil`): its scenario, data, call logs, stub ratings and presented pages are its own,
    /// and `app.stubs` acts on them alone. Its browser carries the session's cookie (the one the service named when it started the session)
    /// on every page, form post and redirect; a browser of the same viewport left by a passing test is reused, its
    /// cookies deleted first. At most `UI_TEST_PAIRS` tests run at once (`PairGate`). The
    /// session ends with the test.
    ///
    /// Everything else is as ``launch(_:label:viewport:environment:bundleExtras:sourceLocation:_:)``, which a
    /// test that needs a process of its own (a launch argument, an environment, a crash) still calls: the failure
    /// bundle (with the session's calls and scenario, and the part of the service's log written during the test),
    /// the `ui-test-duration` line, and `UI_TEST_SHARD` (`UITestShard`). Each test also prints the shared
    /// service's resident memory after it (`ui-service-memory <name> <KiB>`, on Linux) for
    /// `Scripts/measure-ui-tests`.
    public static func launch(
        sharing service: ServiceLaunch, scenario: String? = nil, label: String? = nil,
        viewport: BrowserOptions.Viewport = .desktop, environment: UITestEnvironment = .current,
        bundleExtras: [FailureBundle.Extra] = [], sourceLocation: SourceLocation = #_sourceLocation,
        _ body: @Sendable (UITestApp) async throws -> Void
    ) async {
        guard UITestShard.checkCurrentTest(environment: environment.variables, sourceLocation: sourceLocation) else {
            return
        }
        guard environment.driver == .chromium else {
            return await launchOnHTMLDriver(
                service, sharing: true, scenario: scenario, label: label, viewport: viewport, environment: environment,
                bundleExtras: bundleExtras, sourceLocation: sourceLocation, body)
        }
        let testName = FailureBundle.testName(label: label, viewport: viewport)
        FailureBundle.clearEarlierRuns(in: environment.buildDirectory)
        let sharesDriver = environment.webDriverURL == nil
        if sharesDriver { await SharedChromeDriver.shared.checkIn() }
        await SuiteResources.shared.checkIn()
        await PairGate.shared.acquire()
        var timing = LaunchTiming()
        var started: (service: ServiceProcess?, browser: WebDriverSession?, stubs: StubControl?) = (nil, nil, nil)
        var passed = false
        do {
            let auditor = try AccessibilityAuditor(environment: environment.variables)
            async let launched = outcome {
                try await SuiteResources.shared.service(for: service, address: environment.serviceAddress)
            }
            async let browser = outcome {
                try await SuiteResources.shared.browser(viewport: viewport, environment: environment) {
                    try await startSession(environment: environment, viewport: viewport)
                }
            }
            let (serviceOutcome, browserOutcome) = await (launched, browser)
            started.browser = try? browserOutcome.get()
            let (process, logStart) = try serviceOutcome.get()
            started.service = process
            // Readied on a control page of the service's (which no stub serves), where WebDriver sets its cookie too.
            let session = try await SuiteResources.shared.ready(
                try browserOutcome.get(), for: process.browserURL, viewport: viewport, environment: environment
            ) {
                try await startSession(environment: environment, viewport: viewport)
            }
            started.browser = session
            let stubs = try await StubControl(baseURL: process.baseURL).startSession(scenario: scenario)
            started.stubs = stubs
            if let cookie = stubs.sessionCookie { try await session.addCookie(name: cookie.name, value: cookie.value) }
            timing.mark("start")
            let app = UITestApp(
                service: process, session: session, stubs: stubs, viewport: viewport, auditor: auditor,
                serviceLogStart: logStart)
            passed = await runBody(
                body, in: app, testName: testName, environment: environment, bundleExtras: bundleExtras,
                timing: &timing, sourceLocation: sourceLocation)
        } catch {
            let resources = started
            let folder = await Task {
                await FailureBundle.write(
                    service: resources.service, stubs: resources.stubs, serviceLogStart: 0, session: resources.browser,
                    auditedStates: [], testName: testName, failure: "UI test setup failed: \(error)",
                    buildDirectory: environment.buildDirectory, extras: bundleExtras, sourceLocation: sourceLocation)
            }.value
            UITestIssue(
                "UI test setup failed: \(error)", details: ["Failure bundle: \(folder.path(percentEncoded: false))"]
            ).record(sourceLocation: sourceLocation)
        }
        // Its own task: a cancelled test still ends its session and gives its browser back.
        let resources = started
        await Task {
            try? await resources.stubs?.endSession()
            if let browser = resources.browser {
                if passed {
                    await SuiteResources.shared.giveBack(browser, viewport: viewport, environment: environment)
                } else {
                    await browser.end()
                }
            }
        }.value
        timing.mark("teardown")
        print("ui-test-duration \(testName) \(timing.summary)")
        if let process = resources.service, let memory = ProcessMemory.residentKiB(of: process.process) {
            print("ui-service-memory \(process.process.name) \(memory)")
        }
        await PairGate.shared.release()
        await SuiteResources.shared.checkOut(sourceLocation: sourceLocation)
        if sharesDriver { await SharedChromeDriver.shared.checkOut() }
    }
}

/// A process's resident memory, read from Linux's `/proc`; `nil` elsewhere.
enum ProcessMemory {
    /// `VmRSS` of `process` in KiB, while it runs.
    static func residentKiB(of process: ChildProcess) -> Int? {
        guard process.exitCode == nil,
            let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
        else { return nil }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
    }
}

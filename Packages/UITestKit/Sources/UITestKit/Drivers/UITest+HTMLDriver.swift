import Foundation
import Testing

extension UITest {
    /// Runs one UI test on the HTML driver (``UITestDriver/html``): the service as either launch starts it (a process
    /// of the test's own, or a UI-test session of `scenario` on the shared one), no browser, and an ``HTMLDriver``
    /// carrying the session's cookie. The failure bundle, the `ui-test-duration` line, `UI_TEST_PAIRS` and the
    /// service's teardown are the browser launches'; the bundle holds the page as the service sent it and every
    /// request of the test instead of a screenshot and a console log. A `UI_TEST_DRIVER` naming no driver fails the
    /// test's setup.
    static func launchOnHTMLDriver(
        _ launch: ServiceLaunch, sharing: Bool, scenario: String?, label: String?, viewport: BrowserOptions.Viewport,
        environment: UITestEnvironment, bundleExtras: [FailureBundle.Extra], sourceLocation: SourceLocation,
        _ body: @Sendable (UITestApp) async throws -> Void
    ) async {
        guard environment.driver == .html else {
            UITestIssue(
                "UI test setup failed: UI_TEST_DRIVER=\(environment.variables["UI_TEST_DRIVER"] ?? "") names no "
                    + "driver: html (the default) or chromium"
            ).record(sourceLocation: sourceLocation)
            return
        }
        BrowserOnlyChecks.announceHTMLRun()
        let testName = FailureBundle.testName(label: label, viewport: viewport)
        FailureBundle.clearEarlierRuns(in: environment.buildDirectory)
        await SuiteResources.shared.checkIn()
        await PairGate.shared.acquire()
        var timing = LaunchTiming()
        var started: (service: ServiceProcess?, stubs: StubControl?) = (nil, nil)
        do {
            let process: ServiceProcess
            let logStart: Int
            let stubs: StubControl
            if sharing {
                (process, logStart) = try await SuiteResources.shared.service(
                    for: launch, address: environment.serviceAddress)
                started.service = process
                stubs = try await StubControl(baseURL: process.baseURL).startSession(scenario: scenario)
            } else {
                (process, logStart) = (try await ServiceProcess.launch(launch, address: environment.serviceAddress), 0)
                started.service = process
                stubs = StubControl(baseURL: process.baseURL)
            }
            started.stubs = stubs
            let driver = HTMLDriver(origin: process.browserURL, endpoint: process.baseURL)
            if let cookie = stubs.sessionCookie { await driver.setCookie(name: cookie.name, value: cookie.value) }
            timing.mark("start")
            let app = UITestApp(
                service: process, session: .noBrowser, driver: driver, stubs: stubs, viewport: viewport, auditor: nil,
                serviceLogStart: logStart)
            _ = await runBody(
                body, in: app, testName: testName, environment: environment, bundleExtras: bundleExtras,
                timing: &timing, sourceLocation: sourceLocation)
        } catch {
            let (resources, failure) = (started, "UI test setup failed: \(error)")
            let serviceLog = (error as? UITestSetupError)?.serviceLog ?? []
            let folder = await Task {
                guard sharing else {
                    return await FailureBundle.writeSetupFailure(
                        service: resources.service, serviceLog: serviceLog, testName: testName, failure: failure,
                        buildDirectory: environment.buildDirectory, extras: bundleExtras,
                        sourceLocation: sourceLocation)
                }
                return await FailureBundle.write(
                    service: resources.service, stubs: resources.stubs, serviceLogStart: 0, session: nil,
                    auditedStates: [], testName: testName, failure: failure,
                    buildDirectory: environment.buildDirectory, extras: bundleExtras, sourceLocation: sourceLocation)
            }.value
            UITestIssue(failure, details: ["Failure bundle: \(folder.path(percentEncoded: false))"])
                .record(sourceLocation: sourceLocation)
        }
        // Its own task: a cancelled test still ends its session, or stops its service.
        let resources = started
        await Task {
            if sharing {
                try? await resources.stubs?.endSession()
            } else {
                await Resources(service: resources.service).release(sourceLocation: sourceLocation)
            }
        }.value
        timing.mark("teardown")
        print("ui-test-duration \(testName) \(timing.summary)")
        if sharing, let process = resources.service, let memory = ProcessMemory.residentKiB(of: process.process) {
            print("ui-service-memory \(process.process.name) \(memory)")
        }
        await PairGate.shared.release()
        await SuiteResources.shared.checkOut(sourceLocation: sourceLocation)
    }
}

extension WebDriverSession {
    /// The session a ``UITestApp`` on the HTML driver holds: it reaches no browser, and each command fails at once.
    static let noBrowser = WebDriverSession(
        id: "no-browser", connection: WebDriverConnection(baseURL: URL(string: "no-browser:html-driver")!))
}

extension UITestApp {
    /// The HTML driver's files for a failure bundle, in place of the browser's screenshot and console log: the page
    /// as the service sent it (`page.html`), each request of the test and its answer (`requests.txt`), and a note.
    var htmlDriverFiles: [FailureBundle.Extra] {
        guard let html = driver as? HTMLDriver else { return [] }
        return [
            FailureBundle.Extra("page.html") { Data(try await html.pageSource().utf8) },
            FailureBundle.Extra("requests.txt") { Data(await html.exchangeLog.utf8) },
            FailureBundle.Extra("html-driver.txt") {
                Data(
                    ("driven by the HTML driver (UI_TEST_DRIVER=html): no browser ran, so there is no screenshot.png "
                        + "or console.log; page.html is the page as the service sent it, requests.txt each request of "
                        + "the test and its answer\n").utf8)
            },
        ]
    }
}

import Foundation
import Testing

/// What the UI tests of one test process share: the browser sessions idle between two tests (whichever launch
/// they use), and one service process per distinct ``ServiceLaunch`` for the tests on a shared service
/// (``UITest/launch(sharing:scenario:label:viewport:environment:bundleExtras:sourceLocation:_:)``).
///
/// Like `SharedChromeDriver`: a test checks in before it waits for a free slot, and the last one out stops the
/// services and ends the idle browsers, so nothing outlives the run. A service that died is replaced for the tests
/// that come after; the tests that were using it fail (their bundles hold its log).
///
/// Sharing a service shares no test state: each test starts a UI-test session of its own in it (its scenario,
/// data, call logs and presented pages), and its browser carries that session's cookie alone. A browser is reused
/// only after a test that passed, and readied by the next test on a page of its own service (every cookie deleted,
/// its console log read); after a failure it is ended (its state is the failure's evidence, and may be what went
/// wrong).
actor SuiteResources {
    /// The resources every UI test of this process uses: the one process-wide value, holding no test
    /// state, only what runs and who uses it.
    static let shared = SuiteResources()

    private var users = 0
    private var services: [String: Task<ServiceProcess, any Error>] = [:]
    private var idleBrowsers: [String: [WebDriverSession]] = [:]

    /// Counts a test in. Pair every call with ``checkOut()``.
    func checkIn() {
        users += 1
    }

    /// The running process of `launch` (started on the first call, or when the last one exited), and how many lines
    /// it had written before this call: where this test's part of its log begins.
    func service(
        for launch: ServiceLaunch, address: ServiceAddress
    ) async throws -> (process: ServiceProcess, logStart: Int) {
        let key = Self.key(of: launch, at: address)
        if let running = services[key], let process = try? await running.value, process.process.exitCode != nil,
            services[key] == running
        {
            services[key] = nil
        }
        let current = services[key] ?? Task { try await ServiceProcess.launch(launch, address: address) }
        services[key] = current
        do {
            let process = try await current.value
            return (process, process.process.output.lines.count)
        } catch {
            // Not kept: the next test starts it again, and fails with its own message if it fails again.
            if services[key] == current { services[key] = nil }
            throw error
        }
    }

    /// An idle browser session for `viewport` in `environment` (its WebDriver endpoint and service host), else a
    /// new one from `start`.
    func browser(
        viewport: BrowserOptions.Viewport, environment: UITestEnvironment,
        start: @Sendable () async throws -> WebDriverSession
    ) async throws -> WebDriverSession {
        if let idle = idleBrowsers[Self.key(viewport, environment)]?.popLast() { return idle }
        return try await start()
    }

    /// Whether `environment` lets browsers be reused: unless `UI_TEST_REUSE_BROWSERS` is `0` (a browser per test,
    /// to measure what reuse saves or to rule it out when a test misbehaves).
    static func reusesBrowsers(_ environment: UITestEnvironment) -> Bool {
        environment.variables["UI_TEST_REUSE_BROWSERS"] != "0"
    }

    /// Takes `session` back for the next test as it is (``ready(_:for:viewport:environment:start:)`` cleans it
    /// then, on a page of that test's service: one navigation instead of two here and one there); ends it when
    /// browsers are not reused.
    func giveBack(_ session: WebDriverSession, viewport: BrowserOptions.Viewport, environment: UITestEnvironment) async
    {
        guard Self.reusesBrowsers(environment) else { return await session.end() }
        idleBrowsers[Self.key(viewport, environment), default: []].append(session)
    }

    /// `session` readied for a test of the service at `origin`: shown a page of it, every cookie of its host deleted,
    /// its console log read and dropped, so that no cookie and no log line of the test before reaches this one. A
    /// reused browser that cannot be readied (it died while idle) is ended and replaced by a new one from `start`.
    ///
    /// WebDriver deletes only the cookies of the document shown, and a browser keeps cookies per host, not per port
    /// (every service on the host shares them): the page shown is `origin`'s, so the cookies deleted are the ones
    /// this test's service would see.
    func ready(
        _ session: WebDriverSession, for origin: URL, viewport: BrowserOptions.Viewport,
        environment: UITestEnvironment, start: @Sendable () async throws -> WebDriverSession
    ) async throws -> WebDriverSession {
        do {
            try await Self.clean(session, for: origin)
            return session
        } catch {
            await session.end()
            let fresh = try await start()
            try await Self.clean(fresh, for: origin)
            return fresh
        }
    }

    private static func clean(_ session: WebDriverSession, for origin: URL) async throws(WebDriverError) {
        try await session.navigate(to: cookiePage(of: origin))
        try await session.deleteAllCookies()
        _ = try await session.browserLog()
    }

    /// The page of the service at `origin` a browser is shown to set or delete its cookies: a control page of the
    /// `/__uitest/` protocol, which no stub serves (a service without the protocol answers 404, which does as well).
    static func cookiePage(of origin: URL) -> URL {
        origin.appending(path: "__uitest/scenario")
    }

    /// Counts a test out; the last one out ends the idle browsers and stops the services, recording an issue at
    /// `sourceLocation` for each that does not exit cleanly.
    func checkOut(sourceLocation: SourceLocation) async {
        users -= 1
        guard users == 0 else { return }
        let (browsers, running) = (idleBrowsers.values.joined(), services.values)
        idleBrowsers = [:]
        services = [:]
        for browser in browsers { await browser.end() }
        for task in running {
            guard let service = try? await task.value else { continue }
            await Resources(service: service).release(sourceLocation: sourceLocation)
        }
    }

    /// What tells two browsers apart: their endpoint, the one host they resolve, and their viewport.
    private static func key(_ viewport: BrowserOptions.Viewport, _ environment: UITestEnvironment) -> String {
        "\(environment.webDriverURL?.absoluteString ?? "local") \(environment.serviceAddress.host) \(viewport)"
    }

    /// What tells two launches apart: everything that starts the process (its port reader aside), and the address
    /// the tests and the browser reach it at.
    private static func key(of launch: ServiceLaunch, at address: ServiceAddress) -> String {
        let environment = launch.environment.map { $0.sorted { $0.key < $1.key }.map { "\($0)=\($1)" } }
        return [
            launch.name, launch.executable.path(percentEncoded: false), launch.commandLine.joined(separator: "\u{1F}"),
            environment?.joined(separator: "\u{1F}") ?? "-",
            launch.workingDirectory?.path(percentEncoded: false) ?? "-",
            address.bind, address.host,
        ].joined(separator: "\u{1E}")
    }
}

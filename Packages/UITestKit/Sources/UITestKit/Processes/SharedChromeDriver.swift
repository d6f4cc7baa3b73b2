import Foundation

/// The one local chromedriver the UI tests of this process share: started when the first test needs it and
/// stopped when no test uses or waits for it any more.
///
/// Sharing the driver shares no test state: each browser session has its own Chromium with its own fresh profile,
/// and a session is handed to a next test only after a pass, its cookies deleted (``UITest``). What it saves is a
/// driver start and stop per test. A driver that died is replaced for the tests that come after; the tests that
/// were using it fail.
@available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0, outside the API promise")
public actor SharedChromeDriver {
    /// The driver every test of this process borrows.
    public static let shared = SharedChromeDriver()

    private var users = 0
    private var driver: Task<ChromeDriverProcess, any Error>?

    /// Counts a test in; call it before waiting for a free pair, so that the driver outlives the gaps between
    /// tests. Pair every call with ``checkOut()``.
    public func checkIn() {
        users += 1
    }

    /// The driver's address, starting the driver when none runs.
    public func url(environment: [String: String]) async throws -> URL {
        if let running = driver, let process = try? await running.value, process.process.exitCode != nil,
            driver == running
        {
            driver = nil
        }
        let current =
            driver
            ?? Task {
                try await ChromeDriverProcess.start(environment: environment)
            }
        driver = current
        do {
            return try await current.value.url
        } catch {
            // The next test tries again from scratch; this one fails (the start itself already tried again what
            // is worth trying: a port collision).
            if driver == current { driver = nil }
            throw error
        }
    }

    /// Counts a test out; the last one out stops the driver.
    public func checkOut() async {
        users -= 1
        guard users == 0, let running = driver else { return }
        driver = nil
        await (try? await running.value)?.stop()
    }
}

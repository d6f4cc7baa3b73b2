import Foundation
import Testing
@_spi(Plumbing) import UITestKit
import UITestScenario

@Suite(
    "A WebDriver endpoint the suite did not start (WEBDRIVER_URL)", .uiTestShard,
    // Browser-only: it is about a browser's endpoint; the HTML driver starts no browser and reaches none.
    .enabled(if: UITestEnvironment.current.driver == .chromium, "browser-only: a WebDriver endpoint"))
struct RemoteWebDriverUITests {
    @Test("WEBDRIVER_URL and UI_TEST_SERVICE_HOST: the browser opens the service under that host name")
    func remoteEndpoint() async throws {
        // Given a WebDriver endpoint that already runs (the one WEBDRIVER_URL names, else a chromedriver of this
        // test standing in for a grid), and this machine as a browser elsewhere reaches it
        // (UI_TEST_SERVICE_HOST, else the first non-loopback address, else `localhost` on a wildcard bind)
        let local = UITestEnvironment.current
        let standIn =
            local.webDriverURL == nil ? try await ChromeDriverProcess.start(environment: local.variables) : nil
        var variables = local.variables
        variables["WEBDRIVER_URL"] = (local.webDriverURL ?? standIn?.url)?.absoluteString
        if variables["UI_TEST_SERVICE_HOST"] == nil {
            let address = Self.nonLoopbackIPv4Address()
            variables["UI_TEST_SERVICE_HOST"] = address ?? "localhost"
            variables["UI_TEST_SERVICE_BIND"] = address == nil ? "0.0.0.0" : nil
        }
        let environment = UITestEnvironment(variables: variables)
        let host = environment.serviceAddress.host

        // When a test runs against it, Then its session is on that endpoint and its pages come from that host
        await UITest.launch(.happyPath, environment: environment) { app in
            #expect(app.session.endpoint == environment.webDriverURL)
            #expect(app.service.browserURL.host == host)
            try await MovieDetailsRobot.open(in: app, id: 550)
                .checkTitle("Fight Club")
                .checkHost(host)
                .tapBackToList()
                .checkPage(1, of: UITestBackend.current?.popularMoviePages ?? 3)
        }
        await standIn?.stop()
    }

    /// The first IPv4 address of an interface that is up and is not loopback, if the machine has one.
    private static func nonLoopbackIPv4Address() -> String? {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return nil }
        defer { freeifaddrs(list) }
        // IFF_UP and IFF_LOOPBACK, the same bits on Linux and Darwin.
        let up: UInt32 = 0x1
        let loopback: UInt32 = 0x8
        for entry in sequence(first: first, next: { $0.pointee.ifa_next }) {
            let flags = UInt32(entry.pointee.ifa_flags)
            guard let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET),
                flags & up != 0, flags & loopback == 0
            else { continue }
            var name = [CChar](repeating: 0, count: 64)
            let status = getnameinfo(
                address, socklen_t(MemoryLayout<sockaddr_in>.size), &name, socklen_t(name.count), nil, 0,
                NI_NUMERICHOST)
            guard status == 0 else { continue }
            return name.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        }
        return nil
    }
}

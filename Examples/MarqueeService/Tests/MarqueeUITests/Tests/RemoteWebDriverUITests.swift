import Foundation
import Testing
import UITestScenario

@Suite("A WebDriver endpoint the suite did not start (WEBDRIVER_URL)")
struct RemoteWebDriverUITests {
    @Test("WEBDRIVER_URL and MARQUEE_UI_TEST_SERVICE_HOST: the browser opens the service under that host name")
    func remoteEndpoint() async throws {
        // Given a WebDriver endpoint that already runs (a chromedriver of this test, standing in for a grid), and
        // this machine's address as a browser elsewhere would reach it (a wildcard bind and `localhost` when the
        // machine has no other address)
        let local = UITestEnvironment.current
        let endpoint = try await ChromeDriverProcess.start(environment: local.variables)
        var variables = local.variables
        variables["WEBDRIVER_URL"] = endpoint.url.absoluteString
        let host = Self.nonLoopbackIPv4Address()
        variables["MARQUEE_UI_TEST_SERVICE_HOST"] = host ?? "localhost"
        variables["MARQUEE_UI_TEST_SERVICE_BIND"] = host == nil ? "0.0.0.0" : nil
        let environment = UITestEnvironment(variables: variables)

        // When a test runs against it, Then its session is on that endpoint and its pages come from that host
        await UITest.launch(.happyPath, environment: environment) { app in
            #expect(app.session.endpoint == endpoint.url)
            try await MovieDetailsRobot.open(in: app, id: 550)
                .checkTitle("Fight Club")
                .checkHost(host ?? "localhost")
                .tapBackToList()
                .checkPage(1, of: 3)
        }
        await endpoint.stop()
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
